/**
 * What only an admin may do to accounts, whatever a role's grants on the user resource allow:
 * change a user's roles, and change or delete an account that holds the admin role (a granted
 * role could otherwise take over an admin's account or give itself more roles).
 */
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import type { Caller, User } from '../apiTypes';
import type { Body } from '../parse';
import { forbidden } from '../refusal';

const isAdmin = (caller: Pick<Caller, 'roles'>): boolean => caller.roles.includes(ADMIN_ROLE);

const sameRoles = (sent: unknown, current: readonly string[]): boolean =>
  Array.isArray(sent) && sent.length === current.length && [...sent].map(String).sort().join('\n') === [...current].sort().join('\n');

/** Throws the 40300 unless the caller may change `current` as the body says. */
export function ensureMayChangeAccount(caller: Caller, current: User, body: Body): void {
  if (isAdmin(caller)) return;
  if (current.roles.includes(ADMIN_ROLE)) throw forbidden("No permission: only an admin changes an admin's account.");
  if (body.roles !== undefined && !sameRoles(body.roles, current.roles)) throw forbidden("No permission: only an admin changes a user's roles.");
}

/** Throws the 40300 unless the caller may delete `current`. */
export function ensureMayDeleteAccount(caller: Caller, current: User): void {
  if (!isAdmin(caller) && current.roles.includes(ADMIN_ROLE)) throw forbidden("No permission: only an admin deletes an admin's account.");
}
