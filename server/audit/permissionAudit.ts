/**
 * The audit log of a role's permissions: each change is a 'permission-change' of resource
 * `_permissions` and record the role, its changes keyed by the resource with the stored rules before
 * and after (absent: the default), written in the change's transaction. A change that changes
 * nothing leaves no entry.
 */
import type { RolePermissions } from '../../src/kernel/access/rolePermissions';
import type { FieldChange } from '../../src/kernel/http/audit';
import { whoOf } from '../resources/journal';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import type { PermissionAudit } from '../storage/permissionStore';

/** The `resource` of permission-change entries. */
export const PERMISSIONS_AUDIT = '_permissions';

export const permissionAudit =
  (role: string, options: WriteOptions, now = Date.now()): PermissionAudit =>
  (before: RolePermissions, after: RolePermissions) => {
    const changes: Record<string, FieldChange> = {};
    for (const resource of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const was = before[resource];
      const is = after[resource];
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      changes[resource] = { ...(was === undefined ? {} : { before: was }), ...(is === undefined ? {} : { after: is }) };
    }
    if (Object.keys(changes).length === 0) return undefined;
    return { ...whoOf(options, now), action: 'permission-change', resource: PERMISSIONS_AUDIT, recordId: role, changes };
  };
