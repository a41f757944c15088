/**
 * Bulk writes (seeding up to 1,000,000 package configurations), always inside the caller's
 * transaction. SQLite: one prepared statement run row by row on the transaction's connection,
 * yielding to the event loop between slices. PostgreSQL: package configurations go as column
 * arrays through unnest() (9 parameters per 10,000 rows); other tables as multi-row INSERTs within
 * the parameter limit.
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { PACKAGE_CONF_COLUMNS, type Database } from './schema';

export type BulkTable = 'users' | 'packageConfs' | 'sendNames' | 'articles' | 'roles';

/** Inserts rows that all have the same columns; call it inside a transaction. */
export type BulkInsert = <R extends object>(trx: Kysely<Database>, table: BulkTable, rows: readonly R[]) => Promise<void>;

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

const SLICE = 10_000;
const MAX_PARAMETERS = 30_000;
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

async function multiRowInsert(trx: Kysely<Database>, table: BulkTable, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perBatch) {
    await (trx as unknown as LooseDb)
      .insertInto(table)
      .values(rows.slice(start, start + perBatch) as Record<string, unknown>[])
      .execute();
  }
}

export function sqliteBulkInsert(database: SqliteDatabase.Database): BulkInsert {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return async (_trx, table, rows) => {
    const first = rows[0];
    if (!first) return;
    const columns = Object.keys(first);
    const key = `${table}(${columns.join(',')})`;
    let statement = statements.get(key);
    if (!statement) {
      statement = database.prepare(`INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      statements.set(key, statement);
    }
    for (let start = 0; start < rows.length; start += SLICE) {
      if (start > 0) await yieldToEventLoop();
      const end = Math.min(rows.length, start + SLICE);
      for (let index = start; index < end; index += 1) {
        const row = rows[index] as Record<string, unknown>;
        statement.run(columns.map((column) => row[column]));
      }
    }
  };
}

/** PostgreSQL types of the columns sent as arrays. */
const PACKAGE_TYPES: Readonly<Record<(typeof PACKAGE_CONF_COLUMNS)[number], string>> = {
  id: 'integer',
  packageId: 'text',
  name: 'text',
  userName: 'text',
  userId: 'integer',
  totalNum: 'bigint',
  remainNum: 'bigint',
  smsCode: 'text',
  createTime: 'text',
};

export const postgresBulkInsert: BulkInsert = async (trx, table, rows) => {
  if (table !== 'packageConfs') return multiRowInsert(trx, table, rows);
  for (let start = 0; start < rows.length; start += SLICE) {
    const slice = rows.slice(start, start + SLICE) as unknown as Record<string, unknown>[];
    const arrays = PACKAGE_CONF_COLUMNS.map((column) => sql`${slice.map((row) => row[column])}::${sql.raw(PACKAGE_TYPES[column])}[]`);
    const names = sql.raw(PACKAGE_CONF_COLUMNS.map(quote).join(', '));
    await sql`INSERT INTO "packageConfs" (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(trx);
  }
};
