/** The permission store in memory (storage/permissionStore.ts). */
import type { RolePermissions } from '../../src/kernel/access/rolePermissions';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from '../../src/kernel/access/grants';
import type { NewAuditEntry } from './auditStore';
import { changedRules, type PermissionStore } from './permissionStore';

export interface MemoryPermissions extends PermissionStore {
  /** Drops a deleted role's rules (in the role's delete). */
  dropRole(role: string): void;
  clear(): void;
}

export function createMemoryPermissions(roleExists: (role: string) => Promise<boolean>, journal: (entry: NewAuditEntry | undefined) => void): MemoryPermissions {
  let byRole = new Map<string, RolePermissions>();
  return {
    async of(roles) {
      const found = roles.filter((role) => byRole.has(role));
      if (found.length === 0) return NO_STORED_PERMISSIONS;
      const out: Record<string, RolePermissions> = {};
      for (const role of found) out[role] = structuredClone(byRole.get(role) ?? {});
      return out as StoredPermissions;
    },
    async change(role, change, audit) {
      if (!(await roleExists(role))) return false;
      const before = byRole.get(role) ?? {};
      const after = changedRules(before, structuredClone(change));
      // Synchronous from here on: the rules and their audit entry land together.
      const next = new Map(byRole);
      if (Object.keys(after).length === 0) next.delete(role);
      else next.set(role, after);
      byRole = next;
      journal(audit?.(before, after));
      return true;
    },
    dropRole(role) {
      byRole.delete(role);
    },
    clear() {
      byRole = new Map();
    },
  };
}
