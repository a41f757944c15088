/**
 * Conventional resources' records on SQL (SQLite or PostgreSQL through Kysely): filter, sort and
 * page run in SQL; every identifier is a checked name (columns.ts) and quoted; every value is a
 * bound parameter. Ids come from `idCounters` (row `res_<name>`), never reused after a delete.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../src/kernel/types';
import type { SqlDialectName } from '../sql/connect';
import { insertAuditEntries } from '../sql/sqlAudit';
import { duplicatesAsErrors } from '../sql/errors';
import { IdRangeError, MAX_RECORD_ID } from '../storage/storeTypes';
import { storedColumns, type Column, type ColumnKind } from './columns';
import { checkBatchUnique, MissingRecordError, valuesOf } from './batch';
import { asciiLower } from './match';
import { sqlTrashOf } from './sqlTrash';
import { ensureTable, foldedSql, planTable, tableName } from './sqlTable';
import { pruneSqlColumn } from './sqlFileChange';
import { schemaTransaction, withSchemaLock } from '../sql/schemaLock';
import { bumpAssignments, decodeVersion, versionCondition, versionNames, versionValues } from './sqlVersions';
import { firstVersion, stampOf, StaleVersionError, storedVersionOf } from './versions';
import { batchChanges, journalOf, type Journal, type RecordChange } from './journal';
import { eventsOf, type EventBuilder } from '../events/recordEvents';
import { insertOutboxEvents } from '../events/sqlOutbox';
import { createOutboxSignal, type OutboxSignal } from '../events/outboxSignal';
import { signallingRecords, signallingTrash } from '../events/committedSignal';
import type { Condition, ListQuery, ResourceRecords, ResourceRow, ResourceTables, ResourceValues, Scalar, StoredValue, WriteOp, WriteOptions } from './resourceStoreTypes';

type Fragment = RawBuilder<unknown>;

/** Bound parameters per statement of a batch: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
/** Values per `IN (...)` list of a batch's look-ups and updates. */
const IN_CHUNK = 1000;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
};

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

/** A row as the driver answers it, as a record (sqlTrash.ts decodes alike). */
const rowDecoder =
  (dialect: SqlDialectName, columns: readonly Column[]) =>
  (raw: Record<string, unknown>): ResourceRow => {
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
    return Object.assign(row, decodeVersion(raw));
  };

function recordsOf(db: Kysely<unknown>, dialect: SqlDialectName, table: string, columns: readonly Column[], events: EventBuilder, journal?: Journal): ResourceRecords {
  const t = sql.table(table);
  const kinds = new Map(columns.map((column) => [column.source, column.kind]));
  const selection = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source)), ...versionNames]);

  const decode = rowDecoder(dialect, columns);

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

  /** The audit entries (none when the resource keeps no history) and the outbox events of a write, in its transaction. */
  const journaled = async (trx: Kysely<unknown>, changes: readonly RecordChange[], options: WriteOptions | undefined): Promise<void> => {
    const entries = journal?.(changes, options) ?? [];
    if (entries.length > 0) await insertAuditEntries(trx, entries);
    await insertOutboxEvents(trx, dialect, events(changes, options));
  };

  const rowsIn = async (on: Kysely<unknown>, ids: readonly number[]): Promise<ResourceRow[]> => {
    const rows: ResourceRow[] = [];
    for (const part of chunks([...new Set(ids)], IN_CHUNK)) {
      const found = await sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} WHERE ${sql.id('id')} IN (${sql.join(part)})`.execute(on);
      rows.push(...found.rows.map(decode));
    }
    return rows;
  };

  const uniqueLabels = Object.fromEntries(columns.filter((column) => column.field.unique).map((column) => [column.source, column.source]));
  const guarded = <R>(work: () => Promise<R>): Promise<R> => duplicatesAsErrors(work, uniqueLabels, 'A unique field already exists');

  const assignments = (values: ResourceValues): Fragment[] =>
    columns.filter((column) => column.source in values).map((column) => sql`${sql.id(column.source)} = ${boundAs(column.kind, values[column.source] ?? null)}`);

  const idsByValue = async (on: Kysely<unknown>, source: string, values: readonly Scalar[], ignoreCase = false): Promise<Map<Scalar, number[]>> => {
    if (!kinds.has(source)) throw new Error(`${table} has no column ${source}`);
    const found = new Map<Scalar, number[]>();
    const folded = (value: Scalar) => (ignoreCase && typeof value === 'string' ? asciiLower(value) : value);
    const wanted = [...new Set(values.filter((value) => value !== null).map(folded))];
    const column = ignoreCase ? foldedSql(dialect, sql.id(source)) : sql.id(source);
    for (const part of chunks(wanted, IN_CHUNK)) {
      const { rows } = await sql<{ id: number | string; value: unknown }>`SELECT ${sql.id('id')}, ${column} AS ${sql.id('value')} FROM ${t} WHERE ${column} IN (${sql.join(part.map(bound))})`.execute(on);
      for (const row of rows) {
        const kind = kinds.get(source);
        const value: Scalar = kind === 'boolean' ? Number(row.value) === 1 : kind === 'number' ? Number(row.value) : String(row.value);
        const ids = found.get(value);
        if (ids) ids.push(Number(row.id));
        else found.set(value, [Number(row.id)]);
      }
    }
    return found;
  };

  /** Claims `count` ids at once (the counter moves past them), or throws when fewer are left. */
  const claimIds = async (trx: Kysely<unknown>, count: number): Promise<number> => {
    const counter = await sql<{ lastId: number | string }>`UPDATE ${sql.id('idCounters')} SET ${sql.id('lastId')} = ${sql.id('lastId')} + ${count} WHERE ${sql.id('name')} = ${table} AND ${sql.id('lastId')} <= ${MAX_RECORD_ID - count} RETURNING ${sql.id('lastId')}`.execute(trx);
    const last = Number(counter.rows[0]?.lastId ?? Number.NaN);
    if (!Number.isInteger(last)) throw new IdRangeError(`No ${count} ${table} ids left below ${MAX_RECORD_ID}`);
    return last - count + 1;
  };

  /** Multi-row INSERTs within the parameter limit. */
  const insertRows = async (trx: Kysely<unknown>, rows: ReadonlyArray<{ id: number; values: ResourceValues }>, options?: WriteOptions): Promise<void> => {
    const names = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source)), ...versionNames]);
    const stamp = versionValues(firstVersion(options));
    for (const part of chunks(rows, Math.max(1, Math.floor(MAX_PARAMETERS / (columns.length + 4))))) {
      const tuples = part.map(({ id, values }) => sql`(${sql.join([id, ...columns.map((column) => boundAs(column.kind, values[column.source] ?? null)), ...stamp])})`);
      await sql`INSERT INTO ${t} (${names}) VALUES ${sql.join(tuples)}`.execute(trx);
    }
  };

  /** Updates grouped by patch: a bulk edit (one patch for every row) is one UPDATE per IN_CHUNK ids. */
  /** Updates grouped by patch and expected version: a bulk edit (one patch for every row) is one UPDATE per IN_CHUNK ids. */
  const updateRows = async (trx: Kysely<unknown>, updates: ReadonlyArray<{ id: number; patch: ResourceValues; expectedVersion?: number }>, options?: WriteOptions): Promise<void> => {
    const groups = new Map<string, { patch: ResourceValues; expectedVersion?: number; ids: number[] }>();
    for (const { id, patch, expectedVersion } of updates) {
      const key = JSON.stringify([expectedVersion ?? null, Object.entries(patch).sort(([a], [b]) => (a < b ? -1 : 1))]);
      const group = groups.get(key);
      if (group) group.ids.push(id);
      else groups.set(key, { patch, expectedVersion, ids: [id] });
    }
    const bump = bumpAssignments(stampOf(options));
    for (const { patch, expectedVersion, ids } of groups.values()) {
      const set = [...assignments(patch), ...bump];
      for (const part of chunks(ids, IN_CHUNK)) {
        const where = sql`${sql.id('id')} IN (${sql.join(part)})`;
        const changed = await sql<{ id: number | string }>`UPDATE ${t} SET ${sql.join(set)} WHERE ${where}${versionCondition(expectedVersion)} RETURNING ${sql.id('id')}`.execute(trx);
        const written = new Set(changed.rows.map((row) => Number(row.id)));
        const unwritten = part.find((id) => !written.has(id));
        if (unwritten !== undefined) {
          // The transaction rolls back: no record of the batch changes.
          const found = (await sql<Record<string, unknown>>`SELECT ${selection} FROM ${t} WHERE ${sql.id('id')} = ${unwritten}`.execute(trx)).rows[0];
          throw found ? new StaleVersionError(unwritten, storedVersionOf(decode(found))) : new MissingRecordError(unwritten);
        }
      }
    }
  };

  const writeAll = (ops: readonly WriteOp[], options?: WriteOptions): Promise<number[]> =>
    guarded(() =>
      db.transaction().execute(async (trx) => {
        const unique = columns.filter((column) => column.field.unique);
        await checkBatchUnique(ops, unique, (column, values) => idsByValue(trx, column.source, values, uniqueIgnoresCase(column.field)));
        const inserted = ops.filter((op) => op.op === 'insert').length;
        let next = inserted > 0 ? await claimIds(trx, inserted) : 0;
        const ids = ops.map((op) => (op.op === 'update' ? op.id : next++));
        const before = new Map((await rowsIn(trx, ops.flatMap((op) => (op.op === 'update' ? [op.id] : [])))).map((row) => [row.id, row]));
        await updateRows(trx, ops.flatMap((op) => (op.op === 'update' ? [{ id: op.id, patch: op.patch, expectedVersion: op.expectedVersion }] : [])), options);
        await insertRows(trx, ops.flatMap((op, index) => (op.op === 'insert' ? [{ id: ids[index], values: valuesOf(op) }] : [])), options);
        await journaled(trx, batchChanges(ops, ids, before, columns, options), options);
        return ids;
      }),
    );

  return {
    idsByValue: (source, values, options = {}) => idsByValue(db, source, values, options.ignoreCase),
    writeAll,
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
    getMany: (ids) => rowsIn(db, ids),
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
    insert: (values, options) =>
      guarded(() =>
        db.transaction().execute(async (trx) => {
          const counter = await sql<{ lastId: number | string }>`UPDATE ${sql.id('idCounters')} SET ${sql.id('lastId')} = ${sql.id('lastId')} + 1 WHERE ${sql.id('name')} = ${table} AND ${sql.id('lastId')} < ${MAX_RECORD_ID} RETURNING ${sql.id('lastId')}`.execute(trx);
          const id = Number(counter.rows[0]?.lastId ?? Number.NaN);
          if (!Number.isInteger(id)) throw new IdRangeError(`No ${table} id left below ${MAX_RECORD_ID}`);
          const names = sql.join([sql.id('id'), ...columns.map((column) => sql.id(column.source)), ...versionNames]);
          const params = sql.join([id, ...columns.map((column) => boundAs(column.kind, values[column.source] ?? null)), ...versionValues(firstVersion(options))]);
          await sql`INSERT INTO ${t} (${names}) VALUES (${params})`.execute(trx);
          const row = await get(id, trx);
          if (!row) throw new Error(`${table} ${id} vanished after its insert`);
          await journaled(trx, [{ action: 'create', id, after: row }], options);
          return row;
        }),
      ),
    update: (id, patch, options) =>
      guarded(() =>
        db.transaction().execute(async (trx) => {
          const before = await get(id, trx);
          // Checked and written in one statement: a stale version changes no row.
          const set = [...assignments(patch), ...bumpAssignments(stampOf(options))];
          const result = await sql`UPDATE ${t} SET ${sql.join(set)} WHERE ${sql.id('id')} = ${id}${versionCondition(options?.expectedVersion)}`.execute(trx);
          const after = await get(id, trx);
          if (after && options?.expectedVersion !== undefined && Number(result.numAffectedRows ?? 1) === 0) throw new StaleVersionError(id, storedVersionOf(after));
          if (before && after) await journaled(trx, [{ action: 'update', id, before, after }], options);
          return after;
        }),
      ),
    remove: (id, options) =>
      db.transaction().execute(async (trx) => {
        const row = await get(id, trx);
        if (!row) return undefined;
        const result = await sql`DELETE FROM ${t} WHERE ${sql.id('id')} = ${id}${versionCondition(options?.expectedVersion)}`.execute(trx);
        if (Number(result.numAffectedRows ?? 1) === 0) {
          const now = options?.expectedVersion === undefined ? undefined : await get(id, trx);
          if (now) throw new StaleVersionError(id, storedVersionOf(now));
          return undefined;
        }
        await journaled(trx, [{ action: 'delete', id, before: row }], options);
        return row;
      }),
  };
}

/** `signal` is told after each committed write (the outbox's readers in this process). */
export function createSqlResourceTables(
  db: Kysely<unknown>,
  dialect: SqlDialectName,
  warn: (message: string) => void = console.warn,
  journalFor: (schema: ResourceSchema) => Journal | undefined = journalOf,
  signal: OutboxSignal = createOutboxSignal(),
): ResourceTables {
  const opened = new Map<string, { signature: string; records: Promise<ResourceRecords> }>();
  // One schema change at a time: two CREATE TABLE IF NOT EXISTS can race on PostgreSQL.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    open(schema: ResourceSchema) {
      const columns = storedColumns(schema);
      const table = tableName(schema.name);
      const signature = JSON.stringify([columns.map(({ source, kind, field }) => [source, kind, Boolean(field.unique), uniqueIgnoresCase(field)]), schema.history ?? true]);
      const known = opened.get(schema.name);
      if (known?.signature === signature) return known.records;
      const records = queue.then(async () => {
        await withSchemaLock(db, dialect, (locked) => ensureTable(locked, dialect, schema.name, columns, warn));
        return signallingRecords(recordsOf(db, dialect, table, columns, eventsOf(schema), journalFor(schema)), signal);
      });
      queue = records.catch(() => undefined);
      opened.set(schema.name, { signature, records });
      // A failed open is tried again next time.
      records.catch(() => opened.delete(schema.name));
      return records;
    },
    async plan(schema: ResourceSchema) {
      await queue;
      return planTable(db, dialect, schema.name, storedColumns(schema));
    },
    prune(resource: string, source: string) {
      const pruned = queue.then(() => withSchemaLock(db, dialect, (locked) => schemaTransaction(locked, dialect, (trx) => pruneSqlColumn(trx, dialect, resource, source))));
      queue = pruned.catch(() => undefined);
      opened.delete(resource);
      return pruned;
    },
    async trash(schema: ResourceSchema) {
      await this.open(schema);
      return signallingTrash(sqlTrashOf(db, dialect, schema, { decode: rowDecoder, bind: boundAs }, eventsOf(schema), journalFor(schema)), signal);
    },
    async clear() {
      await sql`DELETE FROM ${sql.id('trash')}`.execute(db);
      for (const name of opened.keys()) {
        const table = tableName(name);
        await sql`DELETE FROM ${sql.table(table)}`.execute(db);
        await sql`UPDATE ${sql.id('idCounters')} SET ${sql.id('lastId')} = 0 WHERE ${sql.id('name')} = ${table}`.execute(db);
      }
    },
  };
}
