/**
 * GET /openapi.json: the API's OpenAPI document. It is answered as it is, not in the envelope, so
 * that tools read the same URL; a refusal (no session, another role) comes in the envelope and
 * rejects with its ApiError, as every call's does.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, dataOf, exchangeWith, isEnvelope } from './http';

export const OPENAPI_PATH = '/openapi.json';

async function documentOf(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError('The response could not be read', 'malformed', undefined, response.status);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(response.ok ? 'Malformed response from the server (not JSON)' : `Request failed with status code ${response.status}`, response.ok ? 'malformed' : 'http', undefined, response.status);
  }
  // An envelope is a refusal (or a server that wraps the document): read as any answer.
  if (isEnvelope(parsed)) return dataOf(text, response);
  if (!response.ok) throw new ApiError(`Request failed with status code ${response.status}`, 'http', undefined, response.status);
  return parsed;
}

/** The document as JSON; the page shows the error itself (silent), a lost session still ends it. */
export function fetchOpenApiDocument(signal?: AbortSignal): Promise<unknown> {
  return exchangeWith(OPENAPI_PATH, { silent: true, signal }, documentOf);
}

export function useOpenApiDocument(): UseQueryResult<unknown, Error> {
  return useQuery({ queryKey: ['api', OPENAPI_PATH], queryFn: ({ signal }) => fetchOpenApiDocument(signal) });
}
