/** An in-memory collection of records keyed by a numeric id, with automatic ids. */

export interface Identified {
  id: number;
}

/** A record to insert: the id is optional (the next free id is used). */
export type NewRecord<T extends Identified> = Omit<T, 'id'> & { id?: number };

export interface Collection<T extends Identified> {
  readonly size: number;
  /** All records in insertion order. Records are replaced, never mutated, on update. */
  list(): T[];
  get(id: number): T | undefined;
  find(predicate: (item: T) => boolean): T | undefined;
  /** Inserts a record; throws if the given id is already taken. */
  insert(item: NewRecord<T>): T;
  /** Merges the patch into the record; undefined if there is no such record. */
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  remove(id: number): boolean;
  /** Replaces every record (used by seeding and reset). */
  replaceAll(items: Iterable<T>): void;
}

export function createCollection<T extends Identified>(initial: Iterable<T> = []): Collection<T> {
  const records = new Map<number, T>();
  let nextId = 1;

  const put = (item: T): void => {
    records.set(item.id, item);
    if (item.id >= nextId) nextId = item.id + 1;
  };

  const collection: Collection<T> = {
    get size() {
      return records.size;
    },
    list: () => Array.from(records.values()),
    get: (id) => records.get(id),
    find: (predicate) => {
      for (const item of records.values()) if (predicate(item)) return item;
      return undefined;
    },
    insert: (item) => {
      const id = item.id ?? nextId;
      if (records.has(id)) throw new Error(`Record ${id} already exists`);
      const record = { ...item, id } as T;
      put(record);
      return record;
    },
    update: (id, patch) => {
      const current = records.get(id);
      if (!current) return undefined;
      const next: T = { ...current, ...patch, id };
      records.set(id, next);
      return next;
    },
    remove: (id) => records.delete(id),
    replaceAll: (items) => {
      records.clear();
      nextId = 1;
      for (const item of items) put(item);
    },
  };
  collection.replaceAll(initial);
  return collection;
}
