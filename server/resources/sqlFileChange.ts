/**
 * A file change (fileChange.ts) on SQL, the same statements on SQLite and PostgreSQL: the stored
 * columns read from the engine's catalogue, a rename as ALTER TABLE RENAME COLUMN, a conversion as
 * a new column filled with the converted values that then takes the old one's place, trashed
 * records' JSON rewritten alike. The caller runs it in one transaction under the schema lock.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialectName } from '../sql/connect';
import type { ColumnKind } from './columns';
import type { PlannedChange, StoredCell, StoredTable } from './fileChange';
import type { ResourceRow, StoredValue } from './resourceStoreTypes';
import { indexName, sqlTypeOf, tableName } from './sqlNames';
import { UPDATED_AT, UPDATED_BY, VERSION } from './versions';

const SYSTEM_COLUMNS: ReadonlySet<string> = new Set(['id', VERSION, UPDATED_AT, UPDATED_BY]);

/** Rows per INSERT of converted values (two bound values each, under both engines' limits). */
const CONVERT_CHUNK = 10_000;

/** The temporary table of a conversion's values (dropped in the same transaction). */
const CONVERTED = '_converted_values';

/** The column the converted values are written into before it takes the field's name. */
const CONVERTING = '_converting';

const TRASH = sql.id('trash');

function kindOfSqlType(type: string): ColumnKind {
  if (['float8', 'double precision', 'real', 'double', 'numeric'].includes(type)) return 'number';
  if (['int4', 'integer', 'int', 'int8', 'bigint'].includes(type)) return 'boolean';
  if (type === 'jsonb' || type === 'json') return 'json';
  return 'text';
}

/** SQLite keeps a JSON value as its text: a text column already holds what a json field reads. */
const storageOf = (kind: ColumnKind, dialect: SqlDialectName): ColumnKind => (dialect === 'sqlite' && kind === 'json' ? 'text' : kind);

function parsedJson(text: string): StoredValue {
  try {
    return JSON.parse(text) as StoredValue;
  } catch {
    return text;
  }
}

const decodeAs = (kind: ColumnKind, dialect: SqlDialectName, value: unknown): StoredValue => {
  if (kind === 'number') return Number(value);
  if (kind === 'boolean') return Number(value) === 1;
  if (kind === 'json') return dialect === 'postgres' ? (value as StoredValue) : parsedJson(String(value));
  return String(value);
};

const encodeAs = (kind: ColumnKind, value: StoredValue): string | number | null => {
  if (value === null) return null;
  if (kind === 'boolean') return value === true ? 1 : 0;
  if (kind === 'json') return JSON.stringify(value);
  return value as string | number;
};

interface TrashRecord {
  recordId: number;
  record: ResourceRow;
}

async function trashOf(db: Kysely<unknown>, resource: string): Promise<TrashRecord[]> {
  const { rows } = await sql<{ recordId: number | string; record: string }>`SELECT ${sql.id('recordId')}, ${sql.id('record')} FROM ${TRASH} WHERE ${sql.id('resource')} = ${resource}`.execute(db);
  return rows.map((row) => ({ recordId: Number(row.recordId), record: JSON.parse(row.record) as ResourceRow }));
}

async function writeTrash(db: Kysely<unknown>, resource: string, entries: readonly TrashRecord[]): Promise<void> {
  for (const { recordId, record } of entries) {
    await sql`UPDATE ${TRASH} SET ${sql.id('record')} = ${JSON.stringify(record)} WHERE ${sql.id('resource')} = ${resource} AND ${sql.id('recordId')} = ${recordId}`.execute(db);
  }
}

const held = (value: StoredValue | undefined): value is Exclude<StoredValue, null> => value !== null && value !== undefined;

/** The stored columns of a resource's table (none when it has no table yet), with its trash. */
export async function readSqlTable(db: Kysely<unknown>, dialect: SqlDialectName, resource: string): Promise<StoredTable> {
  const table = tableName(resource);
  const meta = (await db.introspection.getTables()).find((candidate) => candidate.name === table);
  const kinds = new Map<string, ColumnKind>();
  for (const column of meta?.columns ?? []) if (!SYSTEM_COLUMNS.has(column.name)) kinds.set(column.name, kindOfSqlType(column.dataType.toLowerCase()));
  let trash: Promise<TrashRecord[]> | undefined;
  const trashed = () => (trash ??= trashOf(db, resource));
  return {
    kinds,
    sameStorage: (stored, wanted) => storageOf(stored, dialect) === storageOf(wanted, dialect),
    async countValues(source) {
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.id(source)} IS NOT NULL`.execute(db);
      return Number(rows[0]?.n ?? 0) + (await trashed()).filter((entry) => held(entry.record[source])).length;
    },
    async values(source) {
      const kind = kinds.get(source) ?? 'text';
      const { rows } = await sql<{ id: number | string; value: unknown }>`SELECT ${sql.id('id')}, ${sql.id(source)} AS ${sql.id('value')} FROM ${sql.table(table)} WHERE ${sql.id(source)} IS NOT NULL ORDER BY ${sql.id('id')}`.execute(db);
      const cells: StoredCell[] = rows.map((row) => ({ id: String(row.id), value: decodeAs(kind, dialect, row.value) }));
      for (const { recordId, record } of await trashed()) {
        const value = record[source];
        if (held(value)) cells.push({ id: `trash:${recordId}`, value });
      }
      return cells;
    },
  };
}

/** Drops a column's unique indexes (either kind): they are made again for the field's column. */
async function dropIndexes(db: Kysely<unknown>, table: string, source: string): Promise<void> {
  await db.schema.dropIndex(indexName(table, source)).ifExists().execute();
  await db.schema.dropIndex(indexName(table, source, ':ignoreCase')).ifExists().execute();
}

/** Applies a plan that is not refused: renames, then conversions, then new columns. */
export async function applySqlFileChange(db: Kysely<unknown>, dialect: SqlDialectName, resource: string, planned: PlannedChange): Promise<void> {
  const table = tableName(resource);
  const t = sql.table(table);
  let trash: TrashRecord[] | undefined;
  const changedTrash = new Map<number, TrashRecord>();
  const trashed = async () => (trash ??= await trashOf(db, resource));

  for (const { from, to } of planned.renames) {
    await dropIndexes(db, table, from);
    await sql`ALTER TABLE ${t} RENAME COLUMN ${sql.id(from)} TO ${sql.id(to)}`.execute(db);
    for (const entry of await trashed()) {
      if (!(from in entry.record)) continue;
      entry.record[to] = entry.record[from];
      delete entry.record[from];
      changedTrash.set(entry.recordId, entry);
    }
  }

  for (const { source, to, values } of planned.conversions) {
    await dropIndexes(db, table, source);
    await sql`ALTER TABLE ${t} ADD COLUMN ${sql.id(CONVERTING)} ${sql.raw(sqlTypeOf(to, dialect))}`.execute(db);
    // The converted values go through a temporary table, then into the column in one UPDATE.
    const rows = [...values].filter(([id, value]) => !id.startsWith('trash:') && value !== null);
    const type = sql.raw(sqlTypeOf(to, dialect));
    await sql`CREATE TEMPORARY TABLE ${sql.id(CONVERTED)} (${sql.id('id')} integer PRIMARY KEY, ${sql.id('value')} ${type})`.execute(db);
    for (let start = 0; start < rows.length; start += CONVERT_CHUNK) {
      const tuples = rows.slice(start, start + CONVERT_CHUNK).map(([id, value]) => sql`(${Number(id)}, CAST(${encodeAs(to, value)} AS ${type}))`);
      await sql`INSERT INTO ${sql.id(CONVERTED)} (${sql.id('id')}, ${sql.id('value')}) VALUES ${sql.join(tuples)}`.execute(db);
    }
    await sql`UPDATE ${t} SET ${sql.id(CONVERTING)} = (SELECT ${sql.id('value')} FROM ${sql.id(CONVERTED)} WHERE ${sql.id(CONVERTED)}.${sql.id('id')} = ${t}.${sql.id('id')})`.execute(db);
    await sql`DROP TABLE ${sql.id(CONVERTED)}`.execute(db);
    await sql`ALTER TABLE ${t} DROP COLUMN ${sql.id(source)}`.execute(db);
    await sql`ALTER TABLE ${t} RENAME COLUMN ${sql.id(CONVERTING)} TO ${sql.id(source)}`.execute(db);
    for (const entry of await trashed()) {
      const converted = values.get(`trash:${entry.recordId}`);
      if (converted === undefined) continue;
      entry.record[source] = converted;
      changedTrash.set(entry.recordId, entry);
    }
  }

  for (const column of planned.adds) await sql`ALTER TABLE ${t} ADD COLUMN ${sql.id(column.source)} ${sql.raw(sqlTypeOf(column.kind, dialect))}`.execute(db);
  await writeTrash(db, resource, [...changedTrash.values()]);
}

/** Drops a kept column (a field no longer in the file) and its trashed values: how many values went. */
export async function pruneSqlColumn(db: Kysely<unknown>, dialect: SqlDialectName, resource: string, source: string): Promise<number | undefined> {
  const stored = await readSqlTable(db, dialect, resource);
  if (SYSTEM_COLUMNS.has(source) || !stored.kinds.has(source)) return undefined;
  const count = await stored.countValues(source);
  const table = tableName(resource);
  await dropIndexes(db, table, source);
  await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN ${sql.id(source)}`.execute(db);
  const entries = (await trashOf(db, resource)).filter((entry) => source in entry.record);
  for (const entry of entries) delete entry.record[source];
  await writeTrash(db, resource, entries);
  return count;
}
