/** The permission store on SQLite and PostgreSQL (storage/permissionStore.ts): table `rolePermissions`. */
import type { Kysely } from 'kysely';
import type { ResourcePermissions, RolePermissions } from '../../src/kernel/access/rolePermissions';
import { NO_STORED_PERMISSIONS, type StoredPermissions } from '../../src/kernel/access/grants';
import { changedRules, type PermissionStore } from '../storage/permissionStore';
import type { SqlDialectName } from './connect';
import type { Database } from './schema';
import { journalIn } from './sqlAudit';

const rulesOfRows = (rows: readonly { role: string; resource: string; rules: string }[]): Record<string, RolePermissions> => {
  const out: Record<string, RolePermissions> = {};
  for (const row of rows) (out[row.role] ??= {})[row.resource] = JSON.parse(row.rules) as ResourcePermissions;
  return out;
};

export function sqlPermissions(db: Kysely<Database>, dialect: SqlDialectName): PermissionStore {
  return {
    async of(roles) {
      if (roles.length === 0) return NO_STORED_PERMISSIONS;
      const rows = await db.selectFrom('rolePermissions').selectAll().where('role', 'in', [...roles]).execute();
      return rows.length === 0 ? NO_STORED_PERMISSIONS : (rulesOfRows(rows) as StoredPermissions);
    },
    change: (role, change, audit) =>
      db.transaction().execute(async (trx) => {
        // The role's row, locked on PostgreSQL: a delete of the role waits for this change or wins before it.
        let exists = trx.selectFrom('roles').select('key').where('key', '=', role);
        if (dialect === 'postgres') exists = exists.forUpdate();
        if (!(await exists.executeTakeFirst())) return false;
        const before = rulesOfRows(await trx.selectFrom('rolePermissions').selectAll().where('role', '=', role).execute())[role] ?? {};
        const after = changedRules(before, change);
        const names = Object.keys(change);
        if (names.length > 0) await trx.deleteFrom('rolePermissions').where('role', '=', role).where('resource', 'in', names).execute();
        const rows = Object.entries(change).flatMap(([resource, rules]) => (rules === null ? [] : [{ role, resource, rules: JSON.stringify(rules) }]));
        if (rows.length > 0) await trx.insertInto('rolePermissions').values(rows).execute();
        await journalIn(trx, audit?.(before, after));
        return true;
      }),
  };
}
