/** Session and role checks shared by the service handlers. */
import type { Collection, Identified } from '../collection';
import { errors } from '../envelope';
import { readJson, toId, type Body } from '../parse';
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

export const BAD_BODY = 'The request body must be a JSON object';

/** The JSON body of a signed-in user with one of `roles`, or the error answer to return. */
export async function authorizedBody(store: Store, request: Request, roles: readonly string[]): Promise<Body | Response> {
  const user = authorize(store, request, roles);
  if (user instanceof Response) return user;
  return (await readJson(request)) ?? errors.badRequest(BAD_BODY);
}

/** An edit: the body and the stored record its `id` names, or the error answer to return. */
export async function editTarget<T extends Identified>(
  store: Store,
  request: Request,
  roles: readonly string[],
  collection: Collection<T>,
  notFound: string,
): Promise<{ body: Body; id: number; current: T } | Response> {
  const body = await authorizedBody(store, request, roles);
  if (body instanceof Response) return body;
  const id = toId(body.id);
  if (id === undefined) return errors.invalid('id is required');
  const current = collection.get(id);
  return current ? { body, id, current } : errors.notFound(notFound);
}
