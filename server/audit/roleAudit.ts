/**
 * The audit log of the template's roles (admin only): creating, changing or deleting a role
 * changes what its users may open, so every such write is a 'role-change', written in its
 * transaction, with the fields before and after.
 */
import { fieldChanges, unlessUnchanged, whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { NewAuditEntry } from '../storage/auditStore';
import type { RecordAudit } from '../storage/storeTypes';
import type { Role } from '../apiTypes';

const NO_SECRETS: ReadonlySet<string> = new Set();

export function roleEntry(before: Role | undefined, after: Role | undefined, options: WriteOptions | undefined, now = Date.now()): NewAuditEntry {
  return {
    ...whoOf(options, now),
    action: 'role-change',
    resource: 'role',
    recordId: after?.key ?? before?.key ?? null,
    changes: fieldChanges(before as Record<string, unknown> | undefined, after as Record<string, unknown> | undefined, NO_SECRETS),
  };
}

/** The entry builder a roles store write takes; an update that changes nothing leaves no entry. */
export const roleAudit =
  (options: WriteOptions): RecordAudit<Role> =>
  (before, after) =>
    unlessUnchanged(roleEntry(before, after, options));
