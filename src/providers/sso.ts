/**
 * Single sign-on as the login page sees it: whether the server offers it (and under which name),
 * the address that starts it, and the reason a failed one came back with (`/login?sso_error=...`).
 */
import { ENDPOINTS } from '../kernel/http/endpoints';
import { isSsoError, SSO_ERROR_PARAM, type SsoError, type SsoInfo } from '../kernel/http/sso';
import { buildUrl, request } from './http';

const isInfo = (value: unknown): value is SsoInfo => typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** The server's single sign-on, or null when it has none (or cannot say: the form still works). */
export async function loadSsoInfo(): Promise<SsoInfo | null> {
  try {
    const data = await request<unknown>(ENDPOINTS.sso, { silent: true });
    return isInfo(data) ? data : null;
  } catch {
    return null;
  }
}

/** Where the button goes: the server's start, with the page to open afterwards (the login's `redirect`). */
export function ssoStartUrl(loginSearch: string): string {
  return buildUrl(ENDPOINTS.ssoStart, { redirect: new URLSearchParams(loginSearch).get('redirect') });
}

/** The reason in the login URL (an unknown one reads as 'failed'), or undefined when there is none. */
export function ssoErrorIn(search: string): SsoError | undefined {
  const reason = new URLSearchParams(search).get(SSO_ERROR_PARAM);
  if (reason === null) return undefined;
  return isSsoError(reason) ? reason : 'failed';
}

/** The login URL's query without the reason, so that a reload does not show it again. */
export function withoutSsoError(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SSO_ERROR_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The text key of a reason (src/kernel/texts/sections/login.ts). */
export const ssoErrorText = (reason: SsoError): string => `login.ssoErrors.${reason}`;
