/** A conventional resource's trash in memory (browser mock, unit tests): the same semantics as sqlTrash.ts. */
import { uniqueIgnoresCase } from '../../src/kernel/rules/rules';
import { DuplicateError } from '../storage/storeTypes';
import type { Column } from './columns';
import { asciiLower, copyOf } from './match';
import type { RecordChange } from './journal';
import { copySystemFields, nextVersion } from './versions';
import type { ResourceRow, ResourceTrash, StoredValue, TrashEntry, WriteOptions } from './resourceStoreTypes';

/** Writes a change's audit entries (memoryResourceTables.ts). */
export type TrashLog = (changes: readonly RecordChange[], options: WriteOptions | undefined) => void;

/** What the trash needs of the resource's table (memoryResourceTables.ts). */
export interface MemoryRows {
  rows: Map<number, ResourceRow>;
}

/** The trash entries of every resource, by resource name and record id. */
export type MemoryTrashBins = Map<string, Map<number, TrashEntry>>;

const newestFirst = (a: TrashEntry, b: TrashEntry): number => b.deletedAt - a.deletedAt || b.record.id - a.record.id;

export function memoryTrashOf(name: string, table: MemoryRows, columns: readonly Column[], bins: MemoryTrashBins, log: TrashLog = () => undefined): ResourceTrash {
  let bin = bins.get(name);
  if (!bin) {
    bin = new Map();
    bins.set(name, bin);
  }
  const entries = bin;
  const unique = columns.filter((column) => column.field.unique);
  const keyOf = (column: Column, value: StoredValue): StoredValue => (typeof value === 'string' && uniqueIgnoresCase(column.field) ? asciiLower(value) : value);

  /** The first unique column whose value another record holds now. */
  const clashing = (row: ResourceRow): string | undefined =>
    unique.find((column) => {
      const value = row[column.source];
      if (value === null || value === undefined) return false;
      const key = keyOf(column, value);
      for (const other of table.rows.values()) {
        const held = other[column.source];
        if (other.id !== row.id && held !== null && held !== undefined && keyOf(column, held) === key) return true;
      }
      return false;
    })?.source;

  return {
    async moveIn(id, options = {}) {
      const row = table.rows.get(id);
      if (!row) return undefined;
      table.rows.delete(id);
      // The trash keeps every value, a removed field's kept one too; the journal and the answer hold the served fields.
      entries.set(id, { record: copyOf(row), deletedAt: Date.now(), deletedBy: options.actor?.userName ?? null });
      const shown: ResourceRow = { id };
      for (const column of columns) shown[column.source] = copyOf(row[column.source] ?? null);
      copySystemFields(shown, row);
      log([{ action: 'trash', id, before: shown }], options);
      return shown;
    },
    async page(offset, limit) {
      const sorted = [...entries.values()].sort(newestFirst);
      return { entries: sorted.slice(offset, offset + limit).map((entry) => structuredClone(entry)), total: sorted.length };
    },
    async get(recordId) {
      const entry = entries.get(recordId);
      return entry ? structuredClone(entry) : undefined;
    },
    async restore(recordId, values, options) {
      const entry = entries.get(recordId);
      if (!entry) return undefined;
      const row: ResourceRow = { id: recordId };
      for (const column of columns) row[column.source] = copyOf((column.source in values ? values[column.source] : entry.record[column.source]) ?? null);
      const taken = clashing(row);
      if (taken !== undefined) throw new DuplicateError(`${taken} already exists`);
      entries.delete(recordId);
      // A restore is a write: the version counts on from the deleted record's.
      copySystemFields(row, { ...nextVersion(entry.record, options) });
      // A removed field's kept value comes back with the record (not served).
      const served = new Set(Object.keys(row));
      table.rows.set(recordId, { ...Object.fromEntries(Object.entries(entry.record).filter(([name]) => !served.has(name))), ...row } as ResourceRow);
      log([{ action: 'restore', id: recordId, after: row }], options);
      return copyOf(row);
    },
    async purge(recordId, options) {
      const entry = entries.get(recordId);
      if (!entry) return false;
      entries.delete(recordId);
      log([{ action: 'purge', id: recordId, before: entry.record }], options);
      return true;
    },
    async purgeAll(options) {
      const purged = [...entries.values()];
      entries.clear();
      log(purged.map((entry) => ({ action: 'purge', id: entry.record.id, before: entry.record })), options);
      return purged.length;
    },
  };
}
