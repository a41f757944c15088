/**
 * What only an admin may do to accounts, whatever a role's grants on the user resource allow:
 * change a user's roles, change or delete an account that holds the admin role, set the password of
 * an account holding a role the caller does not hold, and create an account (it gets roles of its
 * own) unless the caller holds every role a new account gets. A granted role could otherwise give
 * itself more rights: sign in as an account it made or whose password it set.
 */
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import type { Caller, User } from '../apiTypes';
import type { Body } from '../parse';
import { forbidden } from '../refusal';

const isAdmin = (caller: Pick<Caller, 'roles'>): boolean => caller.roles.includes(ADMIN_ROLE);

const sameRoles = (sent: unknown, current: readonly string[]): boolean =>
  Array.isArray(sent) && sent.length === current.length && [...sent].map(String).sort().join('\n') === [...current].sort().join('\n');

const holdsAll = (caller: Pick<Caller, 'roles'>, roles: readonly string[]): boolean => roles.every((role) => caller.roles.includes(role));

/** Throws the 40300 unless the caller may create an account that gets `newRoles`. */
export function ensureMayCreateAccount(caller: Caller, newRoles: readonly string[]): void {
  if (isAdmin(caller) || holdsAll(caller, newRoles)) return;
  throw forbidden(`No permission: a new user gets the roles ${newRoles.join(', ')}; only an admin, or a user holding them, creates one.`);
}

/** Throws the 40300 unless the caller may change `current` as the body says. */
export function ensureMayChangeAccount(caller: Caller, current: User, body: Body): void {
  if (isAdmin(caller)) return;
  if (current.roles.includes(ADMIN_ROLE)) throw forbidden("No permission: only an admin changes an admin's account.");
  if (body.roles !== undefined && !sameRoles(body.roles, current.roles)) throw forbidden("No permission: only an admin changes a user's roles.");
  if (body.password !== undefined && !holdsAll(caller, current.roles)) {
    throw forbidden('No permission: only an admin sets the password of an account holding roles you do not hold.');
  }
}

/** Throws the 40300 unless the caller may delete `current`. */
export function ensureMayDeleteAccount(caller: Caller, current: User): void {
  if (!isAdmin(caller) && current.roles.includes(ADMIN_ROLE)) throw forbidden("No permission: only an admin deletes an admin's account.");
}
