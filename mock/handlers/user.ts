/** User management (admin) and the user dropdown list (admin or editor). */
import type { HttpHandler } from 'msw';
import { MAX_RECORDS } from '../../src/resources/fieldRules';
import { tokenOf, type Endpoints } from '../endpoint';
import { errors, ok, okList } from '../envelope';
import type { Store } from '../store';
import type { PublicUser, User } from '../types';
import { checkNewUser, checkUserEdit } from '../validation';
import { ADMIN, STAFF, editTarget, idParam, noRoomIn } from './guard';

const NOT_FOUND = 'User not found';
/** Role given to users created through the management page. */
export const DEFAULT_NEW_USER_ROLES: readonly string[] = ['editor'];

const publicUser = ({ id, userName, phone, type, description }: User): PublicUser => ({ id, userName, phone, type, description });

export function userHandlers(store: Store, route: Endpoints): HttpHandler[] {
  return [
    route.signedIn({ method: 'GET', path: '/user/list', roles: ADMIN }, async () => okList((await store.users.list()).map(publicUser))),

    route.signedIn({ method: 'GET', path: '/user/option-list', roles: STAFF }, async () =>
      okList(await store.users.options()),
    ),

    route.signedIn({ method: 'POST', path: '/user/addUser', roles: ADMIN }, async ({ body }) => {
      const full = await noRoomIn(store.users, MAX_RECORDS.user, 'users');
      if (full) return full;
      const checked = await checkNewUser(store, body);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      const { password, ...fields } = checked.value;
      const passwordHash = await store.passwords.hash(password);
      // Checked again after the hash: another request may have taken the name meanwhile.
      const again = await checkNewUser(store, body);
      if (!again.ok) return errors.invalid(again.message, again.errors);
      const row = await store.users.insert({ ...fields, passwordHash, roles: [...DEFAULT_NEW_USER_ROLES] });
      return ok({ id: row.id });
    }),

    route.signedIn({ method: 'PUT', path: '/user/update', roles: ADMIN }, async ({ request, body }) => {
      const target = await editTarget(body, store.users, NOT_FOUND);
      if (target instanceof Response) return target;
      const { id, current } = target;
      const checked = await checkUserEdit(store, current, body);
      if (!checked.ok) return errors.invalid(checked.message, checked.errors);
      const { password, ...fields } = checked.value;
      const passwordHash = password === undefined ? undefined : await store.passwords.hash(password);
      // A new userName reaches the user's packages and sender names in the same transaction.
      const updated = await store.users.update(id, passwordHash === undefined ? fields : { ...fields, passwordHash });
      if (!updated) return errors.notFound(NOT_FOUND);
      // A new password or a frozen account ends the user's sessions (but the caller's own).
      if (passwordHash !== undefined || updated.type !== 0) await store.sessions.revokeUser(id, tokenOf(request) ?? undefined);
      return ok(null);
    }),

    route.signedIn({ method: 'DELETE', path: '/user/role/:key', roles: ADMIN }, async ({ params }) => {
      const id = idParam(params.key);
      if (id instanceof Response) return id;
      const target = await store.users.get(id);
      if (!target) return errors.notFound(NOT_FOUND);
      if (target.userName === 'admin') return errors.invalid('The admin account cannot be deleted.');
      await store.users.remove(target.id);
      await store.sessions.revokeUser(target.id);
      return ok(null);
    }),
  ];
}
