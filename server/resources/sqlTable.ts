/**
 * The table of a conventional resource on SQL: `res_<name>`, created from the fields on first
 * open; a later file changes it as fileChange.ts says (new columns, renames, converted types, kept
 * columns of removed fields) in one transaction, or not at all when a value does not convert; then
 * each unique field gets its index. The same statements run on SQLite and PostgreSQL.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { SqlDialectName } from '../sql/connect';
import type { Column } from './columns';
import { FileChangeRefusedError, planFileChange, type FileChangePlan } from './fileChange';
import { applySqlFileChange, readSqlTable } from './sqlFileChange';
import { indexName, tableName } from './sqlNames';
import { ensureVersionColumns } from './sqlVersions';
import { schemaTransaction } from '../sql/schemaLock';

export { tableName };

/**
 * ASCII letters lowered, the same on both engines: SQLite's lower() knows only those, PostgreSQL's
 * follows the locale, so there translate() does it. Both are deterministic (usable in an index).
 */
export const foldedSql = (dialect: SqlDialectName, column: RawBuilder<unknown>): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`translate(${column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')` : sql`lower(${column})`;

/**
 * The unique index of a column: on the value, or on its folded case for `unique: {ignoreCase}`.
 * A change between the two drops the other one; an index the data breaks is reported, not made.
 */
async function ensureUnique(db: Kysely<unknown>, dialect: SqlDialectName, table: string, column: Column, warn: (message: string) => void): Promise<void> {
  const plain = indexName(table, column.source);
  const folded = indexName(table, column.source, ':ignoreCase');
  const ignoreCase = uniqueIgnoresCase(column.field);
  await db.schema.dropIndex(ignoreCase ? plain : folded).ifExists().execute();
  try {
    if (ignoreCase) {
      await sql`CREATE UNIQUE INDEX IF NOT EXISTS ${sql.id(folded)} ON ${sql.table(table)} (${foldedSql(dialect, sql.id(column.source))})`.execute(db);
    } else {
      await db.schema.createIndex(plain).ifNotExists().unique().on(table).column(column.source).execute();
    }
  } catch (error) {
    warn(`${table}.${column.source}: its unique index could not be made (${error instanceof Error ? error.message : String(error)}); the server still checks each write`);
  }
}

/** What opening the resource with these columns would change (nothing is changed). */
export async function planTable(db: Kysely<unknown>, dialect: SqlDialectName, resource: string, columns: readonly Column[]): Promise<FileChangePlan> {
  return (await planFileChange(resource, await readSqlTable(db, dialect, resource), columns)).plan;
}

/** Creates or changes the table for these columns; throws FileChangeRefusedError (nothing changed) when a value does not convert. */
export async function ensureTable(db: Kysely<unknown>, dialect: SqlDialectName, resource: string, columns: readonly Column[], warn: (message: string) => void): Promise<void> {
  const table = tableName(resource);
  await schemaTransaction(db, dialect, async (trx) => {
    await trx.schema.createTable(table).ifNotExists().addColumn('id', 'integer', (column) => column.primaryKey()).execute();
    const planned = await planFileChange(resource, await readSqlTable(trx, dialect, resource), columns);
    if (planned.plan.refused) throw new FileChangeRefusedError(planned.plan);
    await applySqlFileChange(trx, dialect, resource, planned);
    const existing = new Set(((await trx.introspection.getTables()).find((candidate) => candidate.name === table)?.columns ?? []).map((column) => column.name));
    await ensureVersionColumns(trx, table, existing);
    await sql`INSERT INTO ${sql.id('idCounters')} (${sql.id('name')}, ${sql.id('lastId')}) VALUES (${table}, 0) ON CONFLICT (${sql.id('name')}) DO NOTHING`.execute(trx);
  });
  // After the commit: an index the data breaks fails alone, reported, on PostgreSQL without aborting the change.
  for (const column of columns) if (column.field.unique) await ensureUnique(db, dialect, table, column, warn);
}
