/** The API tokens (kernel/http/apiTokens.ts) through the one HTTP client: list, create, revoke. */
import { ENDPOINTS } from '../kernel/http/endpoints';
import type { ApiTokenRow, CreatedApiToken, NewApiTokenBody } from '../kernel/http/apiTokens';
import { request } from './http';

export const listApiTokens = async (): Promise<ApiTokenRow[]> => {
  const rows = await request<unknown>(ENDPOINTS.apiTokens, { silent: true });
  return Array.isArray(rows) ? (rows as ApiTokenRow[]) : [];
};

/** Refusals reject with the ApiError (its field errors name the inputs); nothing is shown by the client. */
export const createApiToken = (body: NewApiTokenBody): Promise<CreatedApiToken> => request<CreatedApiToken>(ENDPOINTS.apiTokens, { method: 'POST', body, silent: true });

export const revokeApiToken = async (id: string): Promise<void> => {
  await request(ENDPOINTS.apiToken.replace(':id', encodeURIComponent(id)), { method: 'DELETE' });
};
