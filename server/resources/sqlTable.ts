/**
 * The table of a conventional resource on SQL: `res_<name>`, created from the fields on first
 * open; a field added later gets its column (ALTER TABLE ADD COLUMN) and, when unique, its index.
 * A field removed from the file keeps its column (and data); a changed type is reported, not
 * converted. The same statements run on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { SqlDialectName } from '../sql/connect';
import type { Column, ColumnKind } from './columns';
import { ensureVersionColumns } from './sqlVersions';

type SqlType = 'text' | 'double precision' | 'integer' | 'jsonb';

const sqlTypeOf = (kind: ColumnKind, dialect: SqlDialectName): SqlType => {
  switch (kind) {
    case 'number':
      return 'double precision';
    case 'boolean':
      // 0/1: SQLite has no boolean type.
      return 'integer';
    case 'json':
      // SQLite keeps the JSON text (its json functions read it); PostgreSQL a jsonb value.
      return dialect === 'postgres' ? 'jsonb' : 'text';
    default:
      return 'text';
  }
};

/**
 * ASCII letters lowered, the same on both engines: SQLite's lower() knows only those, PostgreSQL's
 * follows the locale, so there translate() does it. Both are deterministic (usable in an index).
 */
export const foldedSql = (dialect: SqlDialectName, column: RawBuilder<unknown>): RawBuilder<unknown> =>
  dialect === 'postgres' ? sql`translate(${column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')` : sql`lower(${column})`;

export const tableName = (resource: string): string => `res_${resource}`;

/** An index name within PostgreSQL's 63 characters, the same for the same table, column and kind of index. */
const indexName = (table: string, source: string, kind = ''): string => `ux_${createHash('sha1').update(`${table}.${source}${kind}`).digest('hex').slice(0, 24)}`;

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

const SQL_TYPE_NAMES: Record<ColumnKind, readonly string[]> = {
  text: ['text'],
  number: ['float8', 'double precision', 'real', 'double'],
  boolean: ['int4', 'integer', 'int'],
  json: ['jsonb', 'text'],
};

export async function ensureTable(db: Kysely<unknown>, dialect: SqlDialectName, table: string, columns: readonly Column[], warn: (message: string) => void): Promise<void> {
  await db.schema.createTable(table).ifNotExists().addColumn('id', 'integer', (column) => column.primaryKey()).execute();
  const meta = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
  const existing = new Map((meta?.columns ?? []).map((column) => [column.name, column.dataType.toLowerCase()]));
  for (const column of columns) {
    const type = existing.get(column.source);
    if (type === undefined) {
      await db.schema.alterTable(table).addColumn(column.source, sql.raw(sqlTypeOf(column.kind, dialect))).execute();
    } else if (!SQL_TYPE_NAMES[column.kind].includes(type)) {
      warn(`${table}.${column.source} is ${type} in the database but the field now wants ${sqlTypeOf(column.kind, dialect)}: kept as it is`);
    }
    if (column.field.unique) await ensureUnique(db, dialect, table, column, warn);
  }
  await ensureVersionColumns(db, table, new Set(existing.keys()));
  await sql`INSERT INTO ${sql.id('idCounters')} (${sql.id('name')}, ${sql.id('lastId')}) VALUES (${table}, 0) ON CONFLICT (${sql.id('name')}) DO NOTHING`.execute(db);
}
