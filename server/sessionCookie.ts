/**
 * The session from the console's cookie, for the one kind of request a browser cannot add the
 * `Token` header to: an `EventSource` opening a resource's event stream. Only a GET, and only when
 * the request names no other credential: a write never acts on a cookie (the cookie is SameSite,
 * and the API sends no CORS headers, so another site can neither send it cross-site nor read the
 * stream).
 */
import { TOKEN_COOKIE, TOKEN_HEADER } from '../src/kernel/http/names';
import { cookieValue } from './http/adminFrame';

/** Session tokens are short; a longer cookie value is not one. */
const MAX_TOKEN_CHARS = 256;

/** The session token in the `Admin-Token` cookie of a GET without a `Token` or `Authorization` header, else undefined. */
export function sessionCookieOf(request: Request): string | undefined {
  if (request.method.toUpperCase() !== 'GET') return undefined;
  if (request.headers.has(TOKEN_HEADER) || request.headers.has('Authorization')) return undefined;
  const raw = cookieValue(request.headers.get('Cookie') ?? undefined, TOKEN_COOKIE);
  if (!raw || raw.length > MAX_TOKEN_CHARS) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
