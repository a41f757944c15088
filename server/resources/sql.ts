/**
 * Conventional resources' records on SQL (SQLite or PostgreSQL through Kysely): filter, sort and
 * page run in SQL; every identifier is a checked name (columns.ts) and quoted; every value is a
 * bound parameter. Ids come from `idCounters` (row `res_<name>`), never reused after a delete.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../src/kernel/types';
import type { SqlDialectName } from '../sql/connect';
import { duplicatesAsErrors } from '../sql/errors';
import { IdRangeError, MAX_RECORD_ID } from '../storage/types';
import { storedColumns, type Column, type ColumnKind } from './columns';
import { asciiLower } from './match';
import { ensureTable, foldedSql, tableName } from './sqlTable';
import type { Condition, ListQuery, ResourceRecords, ResourceRow, ResourceTables, ResourceValues, Scalar, StoredValue } from './types';

type Fragment = RawBuilder<unknown>;

const bound = (value: Scalar): Scalar => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

/** A value as its column binds it: a json column's value as JSON text (SQLite keeps it, PostgreSQL reads it into jsonb). */
const boundAs = (kind: ColumnKind | undefined, value: StoredValue): Scalar => {
  if (kind === 'json') return value === null ? null : JSON.stringify(value);
  return bound(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
};

/** `%text%` for LIKE, with its wildcards taken literally. */
const likePattern = (text: string): string => `%${asciiLower(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A json column's text as its value; text that is no JSON (a column that held text before) stays text. */
function parsedJson(text: string): StoredValue {
  try {
    return JSON.parse(text) as StoredValue;
  } catch {
    return text;
  }
}

function recordsOf(db: Kysely<unknown>, dialect: SqlDialectName, table: string, columns: readonly Column[]): ResourceRecords {
  const t = sql.table(table);
  const kinds = new Map(columns.map((column) => [column.source, column.kind]));
  const selection = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source))]);

  const decode = (raw: Record<string, unknown>): ResourceRow => {
    const row: ResourceRow = { id: Number(raw.id) };
    for (const column of columns) {
      const value = raw[column.source];
      if (value === null || value === undefined) row[column.source] = null;
      // PostgreSQL's driver parses jsonb already; SQLite answers the JSON text.
      else if (column.kind === 'json') row[column.source] = dialect === 'postgres' ? (value as StoredValue) : parsedJson(String(value));
      else if (column.kind === 'boolean') row[column.source] = Number(value) === 1;
      else if (column.kind === 'number') row[column.source] = Number(value);
      else row[column.source] = String(value);
    }
    return row;
  };

  /** The items of a json column's list as `items` in a FROM clause, and the expression of one item (text for strings). */
  const itemsOf = (source: string, asText: boolean): { from: Fragment; item: Fragment } => {
    const column = sql.id(source);
    if (dialect === 'sqlite') return { from: sql`json_each(${column}) AS items`, item: sql`items.value` };
    const list = sql`CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END`;
    return { from: sql`${sql.raw(asText ? 'jsonb_array_elements_text' : 'jsonb_array_elements')}(${list}) AS items(item)`, item: sql`items.item` };
  };

  /** Whether a json column's list holds one of the values. */
  const holdsSql = (source: string, values: readonly (string | number)[]): Fragment => {
    if (values.length === 0) return sql`1 = 0`;
    if (dialect === 'postgres') return sql`(${sql.join(values.map((value) => sql`${sql.id(source)} @> ${JSON.stringify([value])}::jsonb`), sql` OR `)})`;
    const { from, item } = itemsOf(source, false);
    return sql`EXISTS (SELECT 1 FROM ${from} WHERE ${item} IN (${sql.join([...values])}))`;
  };

  const containsSql = (source: string, pattern: string): Fragment => {
    if (kinds.get(source) !== 'json') return sql`lower(${sql.id(source)}) LIKE ${pattern} ESCAPE '\\'`;
    const { from, item } = itemsOf(source, true);
    return sql`EXISTS (SELECT 1 FROM ${from} WHERE lower(${item}) LIKE ${pattern} ESCAPE '\\')`;
  };

  const conditionSql = (condition: Condition): Fragment => {
    if (condition.op === 'contains') {
      const pattern = likePattern(condition.text);
      return sql`(${sql.join(condition.sources.map((source) => containsSql(source, pattern)), sql` OR `)})`;
    }
    if (condition.op === 'has') return holdsSql(condition.source, condition.values);
    const column = sql.id(condition.source);
    if (condition.op !== 'eq') return condition.op === 'gte' ? sql`${column} >= ${condition.value}` : sql`${column} <= ${condition.value}`;
    const values = condition.values.filter((value) => value !== null).map(bound);
    const parts: Fragment[] = [];
    if (values.length > 0) parts.push(sql`${column} IN (${sql.join(values)})`);
    if (condition.values.includes(null)) parts.push(sql`${column} IS NULL`);
    return parts.length === 0 ? sql`1 = 0` : sql`(${sql.join(parts, sql` OR `)})`;
  };

  const whereSql = (where: readonly Condition[]): Fragment => (where.length === 0 ? sql`` : sql`WHERE ${sql.join(where.map(conditionSql), sql` AND `)}`);

  const orderSql = ({ field, order }: ListQuery['sort']): Fragment => {
    const direction = sql.raw(order === 'DESC' ? 'DESC' : 'ASC');
    if (field === 'id') return sql`ORDER BY ${sql.id('id')} ${direction}`;
    const column = sql.id(field);
    // Byte order of text on both engines (PostgreSQL's default collation follows the locale).
    const value = kinds.get(field) === 'text' && dialect === 'postgres' ? sql`${column} COLLATE "C"` : column;
    return sql`ORDER BY CASE WHEN ${column} IS NULL THEN 1 ELSE 0 END, ${value} ${direction}, ${sql.id('id')} ASC`;
  };

  const get = async (id: number, on: Kysely<unknown> = db): Promise<ResourceRow | undefined> => {
    const { rows } = await sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} WHERE ${sql.id('id')} = ${id}`.execute(on);
    return rows[0] ? decode(rows[0]) : undefined;
  };

  const uniqueLabels = Object.fromEntries(columns.filter((column) => column.field.unique).map((column) => [column.source, column.source]));
  const guarded = <R>(work: () => Promise<R>): Promise<R> => duplicatesAsErrors(work, uniqueLabels, 'A unique field already exists');

  const assignments = (values: ResourceValues): Fragment[] =>
    columns.filter((column) => column.source in values).map((column) => sql`${sql.id(column.source)} = ${boundAs(column.kind, values[column.source] ?? null)}`);

  return {
    async count() {
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${t}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async page(query) {
      const where = whereSql(query.where);
      const [{ rows }, counted] = await Promise.all([
        sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} ${where} ${orderSql(query.sort)} LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db),
        sql<{ n: number | string }>`SELECT count(*) AS n FROM ${t} ${where}`.execute(db),
      ]);
      return { rows: rows.map(decode), total: Number(counted.rows[0]?.n ?? 0) };
    },
    get: (id) => get(id),
    async findBy(source, value, options = {}) {
      if (!kinds.has(source)) throw new Error(`${table} has no column ${source}`);
      const folded = options.ignoreCase && typeof value === 'string';
      const where = folded ? sql`${foldedSql(dialect, sql.id(source))} = ${asciiLower(value)}` : sql`${sql.id(source)} = ${bound(value)}`;
      const { rows } = await sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} WHERE ${where} ORDER BY ${sql.id('id')} LIMIT 1`.execute(db);
      return rows[0] ? decode(rows[0]) : undefined;
    },
    async existing(ids) {
      if (ids.length === 0) return new Set();
      const { rows } = await sql<{ id: number | string }>`SELECT ${sql.id('id')} FROM ${t} WHERE ${sql.id('id')} IN (${sql.join([...new Set(ids)])})`.execute(db);
      return new Set(rows.map((row) => Number(row.id)));
    },
    async countWhere(source, value) {
      if (!kinds.has(source)) throw new Error(`${table} has no column ${source}`);
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${t} WHERE ${sql.id(source)} = ${bound(value)}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async clearWhere(source, value) {
      if (!kinds.has(source)) throw new Error(`${table} has no column ${source}`);
      const result = await sql`UPDATE ${t} SET ${sql.id(source)} = NULL WHERE ${sql.id(source)} = ${bound(value)}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
    async countHolding(source, value) {
      if (kinds.get(source) !== 'json') throw new Error(`${table}.${source} holds no list`);
      const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${t} WHERE ${holdsSql(source, [value])}`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    async pullFrom(source, value) {
      if (kinds.get(source) !== 'json') throw new Error(`${table}.${source} holds no list`);
      const column = sql.id(source);
      const rest =
        dialect === 'postgres'
          ? sql`COALESCE((SELECT jsonb_agg(items.item ORDER BY items.n) FROM jsonb_array_elements(${column}) WITH ORDINALITY AS items(item, n) WHERE items.item <> ${JSON.stringify(value)}::jsonb), '[]'::jsonb)`
          : sql`(SELECT json_group_array(json_each.value) FROM json_each(${column}) WHERE json_each.value IS NOT ${value})`;
      const result = await sql`UPDATE ${t} SET ${column} = ${rest} WHERE ${holdsSql(source, [value])}`.execute(db);
      return Number(result.numAffectedRows ?? 0);
    },
    insert: (values) =>
      guarded(() =>
        db.transaction().execute(async (trx) => {
          const counter = await sql<{ lastId: number | string }>`UPDATE ${sql.id('idCounters')} SET ${sql.id('lastId')} = ${sql.id('lastId')} + 1 WHERE ${sql.id('name')} = ${table} AND ${sql.id('lastId')} < ${MAX_RECORD_ID} RETURNING ${sql.id('lastId')}`.execute(trx);
          const id = Number(counter.rows[0]?.lastId ?? Number.NaN);
          if (!Number.isInteger(id)) throw new IdRangeError(`No ${table} id left below ${MAX_RECORD_ID}`);
          const names = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source))]);
          const params = sql.join([id, ...columns.map((column) => boundAs(column.kind, values[column.source] ?? null))]);
          await sql`INSERT INTO ${t} (${names}) VALUES (${params})`.execute(trx);
          const row = await get(id, trx);
          if (!row) throw new Error(`${table} ${id} vanished after its insert`);
          return row;
        }),
      ),
    update: (id, patch) =>
      guarded(async () => {
        const set = assignments(patch);
        if (set.length > 0) await sql`UPDATE ${t} SET ${sql.join(set)} WHERE ${sql.id('id')} = ${id}`.execute(db);
        return get(id);
      }),
    async remove(id) {
      const row = await get(id);
      if (!row) return undefined;
      const result = await sql`DELETE FROM ${t} WHERE ${sql.id('id')} = ${id}`.execute(db);
      return Number(result.numAffectedRows ?? 1) > 0 ? row : undefined;
    },
  };
}

export function createSqlResourceTables(db: Kysely<unknown>, dialect: SqlDialectName, warn: (message: string) => void = console.warn): ResourceTables {
  const opened = new Map<string, { signature: string; records: Promise<ResourceRecords> }>();
  // One schema change at a time: two CREATE TABLE IF NOT EXISTS can race on PostgreSQL.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    open(schema: ResourceSchema) {
      const columns = storedColumns(schema);
      const table = tableName(schema.name);
      const signature = JSON.stringify(columns.map(({ source, kind, field }) => [source, kind, Boolean(field.unique), uniqueIgnoresCase(field)]));
      const known = opened.get(schema.name);
      if (known?.signature === signature) return known.records;
      const records = queue.then(async () => {
        await ensureTable(db, dialect, table, columns, warn);
        return recordsOf(db, dialect, table, columns);
      });
      queue = records.catch(() => undefined);
      opened.set(schema.name, { signature, records });
      // A failed open is tried again next time.
      records.catch(() => opened.delete(schema.name));
      return records;
    },
    async clear() {
      for (const name of opened.keys()) {
        const table = tableName(name);
        await sql`DELETE FROM ${sql.table(table)}`.execute(db);
        await sql`UPDATE ${sql.id('idCounters')} SET ${sql.id('lastId')} = 0 WHERE ${sql.id('name')} = ${table}`.execute(db);
      }
    },
  };
}
