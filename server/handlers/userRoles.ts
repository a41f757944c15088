/**
 * A user's roles on `PUT /user/update` (an admin-only endpoint): each must exist, and no change may
 * leave the service without an active admin (the last admin's role removed, or that user frozen or
 * deleted), whoever asks.
 */
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import type { Body } from '../parse';
import type { Store } from '../store';
import type { User } from '../apiTypes';
import type { Checked } from '../validation';
import { checkRoleList } from './roleList';

export const LAST_ADMIN = 'The last active admin keeps the admin role: give it to another user first.';

const activeAdmin = (user: Pick<User, 'roles' | 'type'>): boolean => user.type === 0 && user.roles.includes(ADMIN_ROLE);

/** Whether `current` becoming `next` (undefined: deleted) leaves no active admin. */
export async function isLastAdmin(store: Store, current: User, next: Pick<User, 'roles' | 'type'> | undefined): Promise<boolean> {
  if (!activeAdmin(current) || (next !== undefined && activeAdmin(next))) return false;
  return !(await store.users.list()).some((user) => user.id !== current.id && activeAdmin(user));
}

/** The body's roles (undefined when it names none, or the same), checked; `next` is the user as the rest of the edit leaves it. */
export async function userRoles(store: Store, body: Body, current: User, next: User): Promise<Checked<string[] | undefined>> {
  const roles = body.roles === undefined ? current.roles : await checkRoleList(store, body.roles);
  if (typeof roles === 'string') return { ok: false, message: roles, errors: { roles: { message: roles, args: {} } } };
  if (await isLastAdmin(store, current, { ...next, roles })) return { ok: false, message: LAST_ADMIN, errors: { roles: { message: LAST_ADMIN, args: {} } } };
  return { ok: true, value: body.roles === undefined ? undefined : roles };
}
