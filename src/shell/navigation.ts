/**
 * Address handling of the light shell (before the admin and its router are loaded): the guard's
 * redirects and the target after login.
 */
import { loginPathFor } from '../providers/authProvider';

export const PUBLIC_PATHS = ['/login', '/auth-redirect'];

/** Where the guard sends a visitor, or undefined to stay (spec §2 "Navigation guard"). */
export function guardRedirect(signedIn: boolean, pathname: string, search: string, hash = ''): string | undefined {
  if (signedIn) return pathname === '/login' ? '/' : undefined;
  if (PUBLIC_PATHS.includes(pathname)) return undefined;
  return loginPathFor(`${pathname}${search}${hash}`);
}

/**
 * After login: the `redirect` query value (or '/'), keeping the login URL's other query parameters.
 * Only same-site paths are followed.
 */
export function targetAfterLogin(loginSearch: string): string {
  const params = new URLSearchParams(loginSearch);
  const redirect = params.get('redirect');
  params.delete('redirect');
  const safe = redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  const [beforeHash, hash = ''] = safe.split('#', 2);
  const [path, ownQuery = ''] = beforeHash.split('?', 2);
  const merged = new URLSearchParams(ownQuery);
  params.forEach((value, key) => merged.append(key, value));
  const query = merged.toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

export function replaceLocation(target: string): void {
  window.history.replaceState(window.history.state, '', target);
}
