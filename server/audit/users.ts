/**
 * The audit log of the spec's own records that are not conventional: users (created, changed,
 * deleted; 'role-change' when their roles change) and sign-ins. The users store takes no journal,
 * so these entries are written right after the change, not in its transaction.
 */
import type { AuditAction } from '../../src/kernel/http/audit';
import { fieldChanges, whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/types';
import type { NewAuditEntry } from '../storage/audit';
import type { Store } from '../store';
import type { User } from '../types';
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

/** The users store for the CRUD factory, each write followed by its audit entry. */
export function auditedUsers<New extends Omit<User, 'id'>, Patch extends Partial<Omit<User, 'id'>>>(store: Store): CrudRecords<User, New, Patch> {
  return {
    count: () => store.users.count(),
    get: (id) => store.users.get(id),
    async insert(value, options) {
      const row = await store.users.insert(value);
      await store.audit.record([userEntry('create', undefined, row, options)]);
      return row;
    },
    async update(id, patch, options) {
      const before = await store.users.get(id);
      const row = await store.users.update(id, patch);
      if (before && row) {
        const entry = userEntry('update', before, row, options);
        if (Object.keys(entry.changes).length > 0) await store.audit.record([entry]);
      }
      return row;
    },
    async remove(id, options) {
      const before = await store.users.get(id);
      const removed = await store.users.remove(id);
      if (removed && before) await store.audit.record([userEntry('delete', before, undefined, options)]);
      return removed;
    },
  };
}
