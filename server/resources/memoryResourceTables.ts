/** Conventional resources' records in memory (browser mock, unit tests): nothing survives the process. */
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import type { ResourceSchema } from '../../src/kernel/types';
import { DuplicateError, IdRangeError, MAX_RECORD_ID } from '../storage/storeTypes';
import { storedColumns, type Column, type ColumnKind } from './columns';
import { FileChangeRefusedError, planFileChange, type PlannedChange, type StoredCell, type StoredTable } from './fileChange';
import { checkBatchUnique, MissingRecordError } from './batch';
import { asciiLower, copyOf, pageOf } from './match';
import { memoryTrashOf, type MemoryTrashBins } from './memoryTrash';
import { checkVersion, copySystemFields, firstVersion, nextVersion } from './versions';
import type { MemoryAuditLog } from '../storage/memoryAudit';
import { batchChanges, journalOf, type RecordChange } from './journal';
import { eventsOf } from '../events/recordEvents';
import type { MemoryOutbox } from '../events/memoryOutbox';
import type { ResourceRecords, ResourceRow, ResourceTables, ResourceValues, Scalar, StoredValue, WriteOptions } from './resourceStoreTypes';

/** Writes a change's audit entries (nothing when the resource keeps no history). */
type Log = (changes: readonly RecordChange[], options: WriteOptions | undefined) => void;

interface Table {
  /** Each row holds the values of removed fields too (kept until pruned); answers show the file's fields only. */
  rows: Map<number, ResourceRow>;
  lastId: number;
  /** The kind of each stored field, as a SQL table's column types say it. */
  kinds: Map<string, ColumnKind>;
}

function recordsOf(table: Table, columns: readonly Column[], log: Log = () => undefined): ResourceRecords {
  const unique = columns.filter((column) => column.field.unique);
  const keyOf = (column: Column, value: StoredValue): StoredValue => (typeof value === 'string' && uniqueIgnoresCase(column.field) ? asciiLower(value) : value);
  const full = (id: number, values: ResourceValues): ResourceRow => {
    const row: ResourceRow = { id };
    for (const column of columns) row[column.source] = copyOf(values[column.source] ?? null);
    return copySystemFields(row, values);
  };
  const clash = (row: ResourceRow): void => {
    for (const column of unique) {
      const value = row[column.source];
      if (value === null || value === undefined) continue;
      const key = keyOf(column, value);
      for (const other of table.rows.values()) {
        const held = other[column.source];
        if (other.id !== row.id && held !== null && held !== undefined && keyOf(column, held) === key) throw new DuplicateError(`${column.source} already exists`);
      }
    }
  };
  const idsByValue: ResourceRecords['idsByValue'] = async (source, values, options = {}) => {
    const fold = (held: StoredValue | undefined) => (options.ignoreCase && typeof held === 'string' ? asciiLower(held) : held);
    const wanted = new Set(values.map((value) => fold(value)));
    const found = new Map<Scalar, number[]>();
    for (const row of table.rows.values()) {
      const key = fold(row[source]);
      if (key === null || key === undefined || typeof key === 'object' || !wanted.has(key)) continue;
      const ids = found.get(key);
      if (ids) ids.push(row.id);
      else found.set(key, [row.id]);
    }
    return found;
  };
  return {
    count: async () => table.rows.size,
    page: async (query) => pageOf(Array.from(table.rows.values(), (row) => full(row.id, row)), query),
    get: async (id) => {
      const row = table.rows.get(id);
      return row ? full(id, row) : undefined;
    },
    async getMany(ids) {
      return [...new Set(ids)].flatMap((id) => {
        const row = table.rows.get(id);
        return row ? [full(id, row)] : [];
      });
    },
    async findBy(source: string, value: Scalar, options = {}) {
      const fold = (held: StoredValue | undefined) => (options.ignoreCase && typeof held === 'string' ? asciiLower(held) : held);
      const wanted = fold(value);
      for (const row of table.rows.values()) if (fold(row[source]) === wanted) return full(row.id, row);
      return undefined;
    },
    idsByValue,
    async existing(ids) {
      return new Set(ids.filter((id) => table.rows.has(id)));
    },
    async countWhere(source, value) {
      let count = 0;
      for (const row of table.rows.values()) if (row[source] === value) count += 1;
      return count;
    },
    async clearWhere(source, value) {
      let count = 0;
      for (const row of table.rows.values()) {
        if (row[source] !== value) continue;
        row[source] = null;
        count += 1;
      }
      return count;
    },
    async countHolding(source, value) {
      let count = 0;
      for (const row of table.rows.values()) {
        const list = row[source];
        if (Array.isArray(list) && list.includes(value)) count += 1;
      }
      return count;
    },
    async pullFrom(source, value) {
      let count = 0;
      for (const row of table.rows.values()) {
        const list = row[source];
        if (!Array.isArray(list) || !list.includes(value)) continue;
        row[source] = list.filter((item) => item !== value);
        count += 1;
      }
      return count;
    },
    async insert(values, options) {
      if (table.lastId >= MAX_RECORD_ID) throw new IdRangeError();
      const row = full(table.lastId + 1, { ...values, ...firstVersion(options) });
      clash(row);
      table.lastId = row.id;
      table.rows.set(row.id, row);
      log([{ action: 'create', id: row.id, after: row }], options);
      return copyOf(row);
    },
    async update(id, patch, options) {
      const current = table.rows.get(id);
      if (!current) return undefined;
      checkVersion(current, options?.expectedVersion);
      const row = full(id, { ...current, ...patch, ...nextVersion(current, options) });
      clash(row);
      table.rows.set(id, { ...current, ...row });
      log([{ action: 'update', id, before: full(id, current), after: row }], options);
      return copyOf(row);
    },
    async writeAll(ops, options) {
      for (const op of ops) if (op.op === 'update' && !table.rows.has(op.id)) throw new MissingRecordError(op.id);
      const inserts = ops.filter((op) => op.op === 'insert').length;
      if (table.lastId + inserts > MAX_RECORD_ID) throw new IdRangeError();
      await checkBatchUnique(ops, unique, async (column, values) => idsByValue(column.source, values, { ignoreCase: uniqueIgnoresCase(column.field) }));
      // Nothing is written before every check passed: the batch is all or nothing. No await from the version check to the writes.
      for (const op of ops) if (op.op === 'update') checkVersion(table.rows.get(op.id)!, op.expectedVersion);
      let lastId = table.lastId;
      const before = new Map(ops.flatMap((op) => (op.op === 'update' ? [[op.id, full(op.id, table.rows.get(op.id)!)] as const] : [])));
      const ids = ops.map((op) => {
        if (op.op === 'update') {
          const current = table.rows.get(op.id)!;
          table.rows.set(op.id, { ...current, ...full(op.id, { ...current, ...op.patch, ...nextVersion(current, options) }) });
          return op.id;
        }
        lastId += 1;
        table.rows.set(lastId, full(lastId, { ...op.values, ...firstVersion(options) }));
        return lastId;
      });
      table.lastId = lastId;
      log(batchChanges(ops, ids, before, columns, options), options);
      return ids;
    },
    async remove(id, options) {
      const row = table.rows.get(id);
      if (!row) return undefined;
      checkVersion(row, options?.expectedVersion);
      table.rows.delete(id);
      log([{ action: 'delete', id, before: full(id, row) }], options);
      return full(id, row);
    },
  };
}

const held = (value: StoredValue | undefined): value is Exclude<StoredValue, null> => value !== null && value !== undefined;

/** A table's stored fields as fileChange.ts reads them, trashed records included. */
function storedTableOf(table: Table, trashed: readonly ResourceRow[]): StoredTable {
  const cells = (source: string): StoredCell[] => [
    ...[...table.rows.values()].flatMap((row) => (held(row[source]) ? [{ id: String(row.id), value: copyOf(row[source]) }] : [])),
    ...trashed.flatMap((record) => (held(record[source]) ? [{ id: `trash:${record.id}`, value: copyOf(record[source]) }] : [])),
  ];
  return {
    kinds: table.kinds,
    sameStorage: (stored, wanted) => stored === wanted,
    countValues: async (source) => cells(source).length,
    values: async (source) => cells(source),
  };
}

function applyChange(table: Table, trashed: readonly ResourceRow[], { renames, conversions, adds }: PlannedChange): void {
  const everyRow = [...table.rows.values(), ...trashed];
  for (const { from, to } of renames) {
    for (const row of everyRow) {
      if (!(from in row)) continue;
      row[to] = row[from];
      delete row[from];
    }
    table.kinds.set(to, table.kinds.get(from)!);
    table.kinds.delete(from);
  }
  for (const { source, to, values } of conversions) {
    for (const row of table.rows.values()) if (values.has(String(row.id))) row[source] = values.get(String(row.id))!;
    for (const record of trashed) if (values.has(`trash:${record.id}`)) record[source] = values.get(`trash:${record.id}`)!;
    table.kinds.set(source, to);
  }
  for (const column of adds) table.kinds.set(column.source, column.kind);
}

export function createMemoryResourceTables(audit?: MemoryAuditLog, outbox?: MemoryOutbox): ResourceTables {
  const tables = new Map<string, Table>();
  const trashBins: MemoryTrashBins = new Map();
  const tableOf = (name: string): Table => {
    let table = tables.get(name);
    if (!table) {
      table = { rows: new Map(), lastId: 0, kinds: new Map() };
      tables.set(name, table);
    }
    return table;
  };
  const trashedOf = (name: string): ResourceRow[] => [...(trashBins.get(name)?.values() ?? [])].map((entry) => entry.record);
  const planOf = (schema: ResourceSchema): Promise<PlannedChange> => planFileChange(schema.name, storedTableOf(tableOf(schema.name), trashedOf(schema.name)), storedColumns(schema));
  /** Changes the table for the file: every step or none (the plan is made before any change). */
  const prepared = new Map<string, string>();
  const prepare = async (schema: ResourceSchema): Promise<void> => {
    // Opened on each request: the same fields as last time change nothing.
    const signature = JSON.stringify(storedColumns(schema).map(({ source, kind, field }) => [source, kind, field.type, field.renamedFrom ?? null]));
    if (prepared.get(schema.name) === signature) return;
    const planned = await planOf(schema);
    if (planned.plan.refused) throw new FileChangeRefusedError(planned.plan);
    applyChange(tableOf(schema.name), trashedOf(schema.name), planned);
    prepared.set(schema.name, signature);
  };
  /** The audit entries (when the resource keeps a history) and the outbox events of a write, in its tick. */
  const logOf = (schema: ResourceSchema): Log => {
    const journal = journalOf(schema);
    const events = eventsOf(schema);
    return (changes, options) => {
      if (audit && journal) audit.append(journal(changes, options));
      outbox?.append(events(changes, options));
    };
  };
  return {
    async open(schema: ResourceSchema) {
      await prepare(schema);
      return recordsOf(tableOf(schema.name), storedColumns(schema), logOf(schema));
    },
    async plan(schema: ResourceSchema) {
      return (await planOf(schema)).plan;
    },
    async prune(resource: string, source: string) {
      const table = tables.get(resource);
      if (!table?.kinds.has(source)) return undefined;
      const trashed = trashedOf(resource);
      const count = await storedTableOf(table, trashed).countValues(source);
      for (const row of [...table.rows.values(), ...trashed]) delete row[source];
      table.kinds.delete(source);
      prepared.delete(resource);
      return count;
    },
    async trash(schema: ResourceSchema) {
      await prepare(schema);
      return memoryTrashOf(schema.name, tableOf(schema.name), storedColumns(schema), trashBins, logOf(schema));
    },
    async clear() {
      tables.clear();
      prepared.clear();
      trashBins.clear();
    },
  };
}
