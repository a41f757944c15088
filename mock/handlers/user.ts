/** User management (admin) and the user dropdown list (admin or editor). */
import { http, type HttpHandler } from 'msw';
import { errors, ok } from '../envelope';
import { param, toId } from '../parse';
import type { Store } from '../store';
import type { PublicUser, User, UserOption } from '../types';
import { checkNewUser, checkUserEdit } from '../validation';
import { ADMIN, STAFF, authorize, authorizedBody, editTarget } from './guard';

const NOT_FOUND = 'User not found';
/** Role given to users created through the management page. */
export const DEFAULT_NEW_USER_ROLES: readonly string[] = ['editor'];

const publicUser = ({ id, userName, phone, type, description }: User): PublicUser => ({ id, userName, phone, type, description });

/** Keeps the denormalised userName of packages and sender names in step with a renamed user. */
function propagateRename(store: Store, userId: number, userName: string): void {
  for (const row of store.packageConfs.list()) if (row.userId === userId) store.packageConfs.update(row.id, { userName });
  for (const row of store.sendNames.list()) if (row.userId === userId) store.sendNames.update(row.id, { userName });
}

export function userHandlers(store: Store): HttpHandler[] {
  return [
    http.get('*/user/list', ({ request }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      return ok(store.users.list().map(publicUser));
    }),

    http.get('*/user/option-list', ({ request }) => {
      const user = authorize(store, request, STAFF);
      if (user instanceof Response) return user;
      return ok(store.users.list().map(({ id, userName }): UserOption => ({ id, userName })));
    }),

    http.post('*/user/addUser', async ({ request }) => {
      const body = await authorizedBody(store, request, ADMIN);
      if (body instanceof Response) return body;
      const checked = checkNewUser(store, body);
      if (!checked.ok) return errors.invalid(checked.message);
      const row = store.users.insert({ ...checked.value, roles: [...DEFAULT_NEW_USER_ROLES] });
      return ok({ id: row.id });
    }),

    http.put('*/user/update', async ({ request }) => {
      const target = await editTarget(store, request, ADMIN, store.users, NOT_FOUND);
      if (target instanceof Response) return target;
      const { body, id, current } = target;
      const checked = checkUserEdit(store, current, body);
      if (!checked.ok) return errors.invalid(checked.message);
      const updated = store.users.update(id, checked.value) ?? current;
      if (updated.userName !== current.userName) propagateRename(store, id, updated.userName);
      if (updated.type !== 0) store.sessions.revokeUser(id);
      return ok(null);
    }),

    http.delete('*/user/role/:key', ({ request, params }) => {
      const user = authorize(store, request, ADMIN);
      if (user instanceof Response) return user;
      const id = toId(param(params.key));
      const target = id === undefined ? undefined : store.users.get(id);
      if (!target) return errors.notFound(NOT_FOUND);
      if (target.userName === 'admin') return errors.invalid('The admin account cannot be deleted.');
      store.users.remove(target.id);
      store.sessions.revokeUser(target.id);
      return ok(null);
    }),
  ];
}
