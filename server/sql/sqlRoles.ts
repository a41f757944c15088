/** The template's mock roles in the database, in creation order. */
import type { Kysely } from 'kysely';
import type { RoleStore } from '../storage/storeTypes';
import { duplicatesAsErrors } from './errors';
import { journalIn } from './sqlAudit';
import { roleRows } from './rows';
import type { Database } from './schema';
import type { SqlDialectName } from './connect';
import { holdingIn, lockRoleHolding } from './roleHolding';

export function sqlRoles(db: Kysely<Database>, dialect: SqlDialectName): RoleStore {
  const get = async (conn: Kysely<Database>, key: string) => {
    const row = await conn.selectFrom('roles').selectAll().where('key', '=', key).executeTakeFirst();
    return row ? roleRows.fromRow(row) : undefined;
  };
  return {
    async count() {
      const row = await db.selectFrom('roles').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async list() {
      return (await db.selectFrom('roles').selectAll().orderBy('seq').execute()).map(roleRows.fromRow);
    },
    get: (key) => get(db, key),
    insert: (role, audit) =>
      duplicatesAsErrors(
        () =>
          db.transaction().execute(async (trx) => {
            const last = await trx.selectFrom('roles').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
            await trx.insertInto('roles').values(roleRows.toRow(role, Number(last?.seq ?? 0) + 1)).execute();
            await journalIn(trx, audit?.(undefined, role));
            return role;
          }),
        { key: 'key' },
        `Role ${role.key} already exists`,
      ),
    update: (key, patch, audit) =>
      db.transaction().execute(async (trx) => {
        const current = await get(trx, key);
        if (!current) return undefined;
        const next = { ...current, ...patch, key };
        const { name, description, routes } = next;
        await trx.updateTable('roles').set({ name, description, routes: JSON.stringify(routes) }).where('key', '=', key).execute();
        await journalIn(trx, audit?.(current, next));
        return next;
      }),
    remove: (key, audit, guard) =>
      db.transaction().execute(async (trx) => {
        if (guard) await lockRoleHolding(trx, dialect);
        const current = await get(trx, key);
        if (!current) return false;
        await guard?.(current, undefined, holdingIn(trx));
        await trx.deleteFrom('rolePermissions').where('role', '=', key).execute();
        await trx.deleteFrom('roles').where('key', '=', key).execute();
        await journalIn(trx, audit?.(current, undefined));
        return true;
      }),
  };
}
