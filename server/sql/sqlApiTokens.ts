/** API tokens in the database: a row per token, its secret kept as a SHA-256 only. */
import type { Kysely, Selectable } from 'kysely';
import type { ApiTokenStore, ApiToken } from '../storage/storeTypes';
import { duplicatesAsErrors } from './errors';
import { journalIn } from './sqlAudit';
import type { ApiTokensTable, Database } from './schema';

const COLUMNS = ['id', 'name', 'roles', 'createdBy', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

function tokenOf(row: Pick<Selectable<ApiTokensTable>, (typeof COLUMNS)[number]>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    roles: JSON.parse(row.roles) as string[],
    createdBy: Number(row.createdBy),
    createdAt: Number(row.createdAt),
    expiresAt: Number(row.expiresAt),
    lastUsedAt: row.lastUsedAt === null ? null : Number(row.lastUsedAt),
  };
}

/** Every token, oldest first, on a connection or inside a transaction. */
export async function tokensIn(conn: Kysely<Database>): Promise<ApiToken[]> {
  return (await conn.selectFrom('apiTokens').select(COLUMNS).orderBy('createdAt').orderBy('id').execute()).map(tokenOf);
}

export function sqlApiTokens(db: Kysely<Database>): ApiTokenStore {
  return {
    async count() {
      const row = await db.selectFrom('apiTokens').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    list: () => tokensIn(db),
    insert: (token, secretHash, audit) =>
      duplicatesAsErrors(
        () =>
          db.transaction().execute(async (trx) => {
            await trx
              .insertInto('apiTokens')
              .values({ ...token, roles: JSON.stringify(token.roles), secretHash })
              .execute();
            await journalIn(trx, audit?.(undefined, token));
            return token;
          }),
        {},
        `An API token named ${token.name} already exists`,
      ),
    async bySecretHash(secretHash) {
      const row = await db.selectFrom('apiTokens').select(COLUMNS).where('secretHash', '=', secretHash).executeTakeFirst();
      return row && tokenOf(row);
    },
    async touch(id, at) {
      await db.updateTable('apiTokens').set({ lastUsedAt: at }).where('id', '=', id).execute();
    },
    remove: (id, audit) =>
      db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('apiTokens').select(COLUMNS).where('id', '=', id).executeTakeFirst();
        if (!row) return false;
        await trx.deleteFrom('apiTokens').where('id', '=', id).execute();
        await journalIn(trx, audit?.(tokenOf(row), undefined));
        return true;
      }),
  };
}
