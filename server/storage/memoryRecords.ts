/** Records of one kind in memory, with the id rules of every store (see storage/storeTypes.ts). */
import { DuplicateError, IdRangeError, MAX_RECORD_ID, type Identified, type RecordStore } from './storeTypes';

/** A field whose value no two records may share (compared through `key`). */
export interface UniqueField<T> {
  label: string;
  key: (record: T) => string;
}

export const DEFAULT_CHUNK = 5000;

export interface MemoryRecords<T extends Identified> extends RecordStore<T> {
  /** Replaces every record (seeding); the next id follows the largest given. */
  replaceAll(items: readonly T[]): void;
  /** The record with this unique key, if any. */
  findUnique(label: string, key: string): T | undefined;
  /** Synchronous read (used inside the memory store's all-or-nothing operations). */
  at(id: number): T | undefined;
  /** Synchronous merge (used inside the memory store's all-or-nothing operations). */
  patch(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  /** Synchronous list in id order. */
  all(): T[];
}

export function createMemoryRecords<T extends Identified>(unique: readonly UniqueField<T>[] = []): MemoryRecords<T> {
  const records = new Map<number, T>();
  let lastId = 0;
  // Insertion order is id order unless an id below the largest was inserted.
  let ordered = true;

  const taken = (record: T, exceptId?: number): string | undefined => {
    for (const field of unique) {
      const key = field.key(record);
      for (const other of records.values()) {
        if (other.id !== exceptId && field.key(other) === key) return `${field.label} already exists`;
      }
    }
    return undefined;
  };

  const all = (): T[] => {
    const list = Array.from(records.values());
    return ordered ? list : list.sort((a, b) => a.id - b.id);
  };

  const patch = (id: number, change: Partial<Omit<T, 'id'>>): T | undefined => {
    const current = records.get(id);
    if (!current) return undefined;
    const next: T = { ...current, ...change, id };
    const clash = taken(next, id);
    if (clash) throw new DuplicateError(clash);
    records.set(id, next);
    return next;
  };

  return {
    all,
    at: (id) => records.get(id),
    patch,
    count: async () => records.size,
    list: async () => all(),
    async *chunks(size = DEFAULT_CHUNK) {
      const list = all();
      for (let start = 0; start < list.length; start += size) yield list.slice(start, start + size);
    },
    get: async (id) => records.get(id),
    findUnique(label, key) {
      const field = unique.find((candidate) => candidate.label === label);
      if (!field) throw new Error(`No unique field ${label}`);
      for (const record of records.values()) if (field.key(record) === key) return record;
      return undefined;
    },
    async insert(item) {
      const id = item.id ?? lastId + 1;
      if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) throw new IdRangeError();
      if (records.has(id)) throw new DuplicateError(`Record ${id} already exists`);
      const record = { ...item, id } as T;
      const clash = taken(record);
      if (clash) throw new DuplicateError(clash);
      if (id < lastId) ordered = false;
      records.set(id, record);
      lastId = Math.max(lastId, id);
      return record;
    },
    update: async (id, change) => patch(id, change),
    remove: async (id) => records.delete(id),
    replaceAll(items: readonly T[]) {
      records.clear();
      lastId = 0;
      ordered = true;
      for (const item of items) {
        if (item.id < lastId) ordered = false;
        records.set(item.id, item);
        lastId = Math.max(lastId, item.id);
      }
    },
  };
}
