/**
 * Address handling of the light shell (before the admin and its router are loaded): the guard's
 * redirects. The target after login is providers/location.ts's.
 */
import { loginPathFor } from '../providers/authProvider';

export const PUBLIC_PATHS = ['/login', '/auth-redirect'];

/** Where the guard sends a visitor, or undefined to stay. */
export function guardRedirect(signedIn: boolean, pathname: string, search: string, hash = ''): string | undefined {
  if (signedIn) return pathname === '/login' ? '/' : undefined;
  if (PUBLIC_PATHS.includes(pathname)) return undefined;
  return loginPathFor(`${pathname}${search}${hash}`);
}
