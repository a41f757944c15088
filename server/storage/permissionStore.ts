/**
 * The permissions admins store per role and resource (`/api/_permissions/{role}`), read on every
 * request for the caller's roles, so a change holds at once on every server sharing the store.
 */
import type { ResourcePermissions, RolePermissions } from '../../src/kernel/access/rolePermissions';
import type { StoredPermissions } from '../../src/kernel/access/grants';
import type { NewAuditEntry } from './auditStore';

/** The stored rules of one role a change replaces: resource → rules, or null to drop them. */
export type PermissionsChange = Readonly<Record<string, ResourcePermissions | null>>;

/** The audit entry of a change, from the role's stored rules before and after (undefined: none). */
export type PermissionAudit = (before: RolePermissions, after: RolePermissions) => NewAuditEntry | undefined;

export interface PermissionStore {
  /** The stored rules of these roles (one read); a role without any is absent. */
  of(roles: readonly string[]): Promise<StoredPermissions>;
  /**
   * Replaces the named resources' rules of the role with its audit entry, all or nothing. The role
   * is read inside the same transaction: false, and nothing written, when it does not exist.
   */
  change(role: string, change: PermissionsChange, audit?: PermissionAudit): Promise<boolean>;
}

/** The rules of one role after a change. */
export function changedRules(before: RolePermissions, change: PermissionsChange): RolePermissions {
  const after: RolePermissions = { ...before };
  for (const [resource, rules] of Object.entries(change)) {
    if (rules === null) delete after[resource];
    else after[resource] = rules;
  }
  return after;
}
