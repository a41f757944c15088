/** Session and role checks shared by the service handlers. */
import { errors } from '../envelope';
import type { Store } from '../store';
import type { User } from '../types';

export const ADMIN: readonly string[] = ['admin'];
export const STAFF: readonly string[] = ['admin', 'editor'];

/** The token sent in the `Token` header. */
export function tokenOf(request: Request): string | null {
  return request.headers.get('Token');
}

/** The signed-in, active user owning the token, if any. */
export function userOfToken(store: Store, token: string | null | undefined): User | undefined {
  const userId = store.sessions.resolve(token);
  if (userId === undefined) return undefined;
  const user = store.users.get(userId);
  return user && user.type === 0 ? user : undefined;
}

/**
 * The signed-in user, or the error answer to return: 50008 without a valid Token header, 40300
 * (HTTP 403) when the user has none of `roles` (when given).
 */
export function authorize(store: Store, request: Request, roles?: readonly string[]): User | Response {
  const user = userOfToken(store, tokenOf(request));
  if (!user) return errors.illegalToken();
  if (roles && !user.roles.some((role) => roles.includes(role))) return errors.forbidden(roles);
  return user;
}
