/**
 * A user's roles on `PUT /user/update` (an admin-only endpoint): each must exist, and no change may
 * leave the service without an active admin (the last admin's role removed, or that user frozen or
 * deleted), whoever asks. Checked first for a precise answer, then again inside the write's
 * transaction (`userRolesGuard`), so that two changes at once cannot both pass.
 */
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import type { Body } from '../parse';
import { Refusal } from '../refusal';
import type { Store } from '../store';
import type { RoleGuard } from '../storage/storeTypes';
import type { User } from '../apiTypes';
import type { Checked } from '../validation';
import { checkRoleList } from './roleList';

export const LAST_ADMIN = 'The last active admin keeps the admin role: give it to another user first.';

type Standing = Pick<User, 'roles' | 'type'>;

const activeAdmin = (user: Standing): boolean => user.type === 0 && user.roles.includes(ADMIN_ROLE);

/** Whether `current` becoming `next` (undefined: deleted) leaves none of `users` an active admin. */
export function leavesNoAdmin(users: readonly User[], current: User, next: Standing | undefined): boolean {
  if (!activeAdmin(current) || (next !== undefined && activeAdmin(next))) return false;
  return !users.some((user) => user.id !== current.id && activeAdmin(user));
}

export async function isLastAdmin(store: Store, current: User, next: Standing | undefined): Promise<boolean> {
  return leavesNoAdmin(await store.users.list(), current, next);
}

const sameRoles = (a: readonly string[], b: readonly string[]): boolean => [...a].sort().join('\n') === [...b].sort().join('\n');

/** The checks again, inside the write's transaction: the roles still exist, an active admin stays. */
export const userRolesGuard: RoleGuard<User> = async (before, after, holding) => {
  if (after && !sameRoles(before.roles, after.roles)) {
    const known = new Set(await holding.roleKeys());
    const missing = after.roles.filter((role) => !known.has(role));
    if (missing.length > 0) throw new Refusal('40001', `No such role: ${missing.join(', ')}`);
  }
  if (leavesNoAdmin(await holding.users(), before, after)) throw new Refusal('40001', LAST_ADMIN);
};

/** The body's roles (undefined when it names none, or the same), checked; `next` is the user as the rest of the edit leaves it. */
export async function userRoles(store: Store, body: Body, current: User, next: User): Promise<Checked<string[] | undefined>> {
  const roles = body.roles === undefined ? current.roles : await checkRoleList(store, body.roles);
  if (typeof roles === 'string') return { ok: false, message: roles, errors: { roles: { message: roles, args: {} } } };
  if (await isLastAdmin(store, current, { ...next, roles })) return { ok: false, message: LAST_ADMIN, errors: { roles: { message: LAST_ADMIN, args: {} } } };
  return { ok: true, value: body.roles === undefined ? undefined : roles };
}
