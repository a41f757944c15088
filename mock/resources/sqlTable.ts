/**
 * The table of a conventional resource on SQL: `res_<name>`, created from the fields on first
 * open; a field added later gets its column (ALTER TABLE ADD COLUMN) and, when unique, its index.
 * A field removed from the file keeps its column (and data); a changed type is reported, not
 * converted. The same statements run on SQLite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Column, ColumnKind } from './columns';

const SQL_TYPES: Record<ColumnKind, 'text' | 'double precision' | 'integer'> = {
  text: 'text',
  number: 'double precision',
  // 0/1: SQLite has no boolean type.
  boolean: 'integer',
};

export const tableName = (resource: string): string => `res_${resource}`;

/** An index name within PostgreSQL's 63 characters, the same for the same table and column. */
const uniqueIndexName = (table: string, source: string): string => `ux_${createHash('sha1').update(`${table}.${source}`).digest('hex').slice(0, 24)}`;

const SQL_TYPE_NAMES: Record<ColumnKind, readonly string[]> = {
  text: ['text'],
  number: ['float8', 'double precision', 'real', 'double'],
  boolean: ['int4', 'integer', 'int'],
};

export async function ensureTable(db: Kysely<unknown>, table: string, columns: readonly Column[], warn: (message: string) => void): Promise<void> {
  await db.schema.createTable(table).ifNotExists().addColumn('id', 'integer', (column) => column.primaryKey()).execute();
  const meta = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
  const existing = new Map((meta?.columns ?? []).map((column) => [column.name, column.dataType.toLowerCase()]));
  for (const column of columns) {
    const type = existing.get(column.source);
    if (type === undefined) {
      await db.schema.alterTable(table).addColumn(column.source, SQL_TYPES[column.kind]).execute();
    } else if (!SQL_TYPE_NAMES[column.kind].includes(type)) {
      warn(`${table}.${column.source} is ${type} in the database but the field now wants ${SQL_TYPES[column.kind]}: kept as it is`);
    }
    if (column.field.unique) {
      await db.schema.createIndex(uniqueIndexName(table, column.source)).ifNotExists().unique().on(table).column(column.source).execute();
    }
  }
  await sql`INSERT INTO ${sql.id('idCounters')} (${sql.id('name')}, ${sql.id('lastId')}) VALUES (${table}, 0) ON CONFLICT (${sql.id('name')}) DO NOTHING`.execute(db);
}
