/**
 * The audit log of the spec's own records that are not conventional: users (created, changed,
 * deleted; 'role-change' when their roles change), written in the change's transaction (the users
 * store's `audit` argument), and sign-ins (a successful one with its session, a failed one after
 * the password check).
 */
import type { AuditAction } from '../../src/kernel/http/audit';
import { fieldChanges, unlessUnchanged, whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { NewAuditEntry } from '../storage/auditStore';
import type { Store } from '../store';
import type { RoleGuard } from '../storage/storeTypes';
import type { User } from '../apiTypes';
import type { CrudRecords } from '../handlers/crud/factory';

const SECRETS: ReadonlySet<string> = new Set(['passwordHash']);
/** Derived from userName: no change of its own. */
const SKIPPED: ReadonlySet<string> = new Set(['nameKey']);

const sameRoles = (a: readonly string[], b: readonly string[]): boolean => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

export function userEntry(action: AuditAction, before: User | undefined, after: User | undefined, options: WriteOptions | undefined, now = Date.now()): NewAuditEntry {
  const id = after?.id ?? before?.id;
  const roleChange = action === 'update' && before && after && !sameRoles(before.roles, after.roles);
  return {
    ...whoOf(options, now),
    action: roleChange ? 'role-change' : action,
    resource: 'user',
    recordId: id === undefined ? null : String(id),
    changes: fieldChanges(before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, SECRETS, SKIPPED),
  };
}

/** A sign-in, or a failed one (the account name typed, never the password). */
export function signInEntry(succeeded: boolean, userName: string, user: Pick<User, 'id' | 'userName'> | undefined, address: string | undefined, now = Date.now()): NewAuditEntry {
  return {
    ...whoOf({ actor: user ? { id: user.id, userName: user.userName } : undefined, address }, now),
    ...(user ? {} : { actorName: userName }),
    action: succeeded ? 'sign-in' : 'sign-in-failed',
    resource: 'user',
    recordId: user ? String(user.id) : null,
    changes: {},
  };
}

/** The users store for the CRUD factory, each write with its audit entry (and `guard`, when given) in the same transaction. */
export function auditedUsers<New extends Omit<User, 'id'>, Patch extends Partial<Omit<User, 'id'>>>(store: Store, guard?: RoleGuard<User>): CrudRecords<User, New, Patch> {
  return {
    count: () => store.users.count(),
    get: (id) => store.users.get(id),
    insert: (value, options) => store.users.insert(value, (_before, after) => userEntry('create', undefined, after, options)),
    update: (id, patch, options) => store.users.update(id, patch, (before, after) => unlessUnchanged(userEntry('update', before, after, options)), guard),
    remove: (id, options) => store.users.remove(id, (before) => userEntry('delete', before, undefined, options), guard),
  };
}
