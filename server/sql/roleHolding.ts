/**
 * Guarded writes of who holds roles (storage/storeTypes.ts RoleGuard) on SQL: each takes one lock
 * first, the admin role's row (PostgreSQL `FOR UPDATE`; SQLite runs one transaction at a time), then
 * reads the holders in its own transaction.
 */
import type { Kysely } from 'kysely';
import type { RoleHolding } from '../storage/storeTypes';
import { ADMIN_ROLE } from '../../src/kernel/access/roleRules';
import type { SqlDialectName } from './connect';
import { userRows } from './rows';
import type { Database } from './schema';
import { tokensIn } from './sqlApiTokens';

export async function lockRoleHolding(trx: Kysely<Database>, dialect: SqlDialectName): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('roles').select('key').where('key', '=', ADMIN_ROLE).forUpdate().execute();
}

export const holdingIn = (trx: Kysely<Database>): RoleHolding => ({
  roleKeys: async () => (await trx.selectFrom('roles').select('key').execute()).map((row) => row.key),
  users: async () => (await trx.selectFrom('users').selectAll().orderBy('id').execute()).map(userRows.fromRow),
  tokens: () => tokensIn(trx),
});
