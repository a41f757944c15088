/**
 * Storage of conventional resources (a resource file without `endpoints`, served by REST
 * convention): one table of records per resource, whose columns come from the schema's fields.
 * Memory (memoryResourceTables.ts) and SQL (sql.ts) answer alike; paging, sorting and filtering run inside the
 * store (in SQL on the SQL stores), never in JS over every row.
 */
import type { ResourceSchema } from '../../src/kernel/types';
import type { FileChangePlan } from './fileChange';

/** A value of a text, number or boolean column (or null when absent). */
export type Scalar = string | number | boolean | null;

/** A value as JSON holds it. */
export type JsonValue = Scalar | JsonValue[] | { [key: string]: JsonValue };

/** A stored value: a scalar column's, or a json column's one JSON value (an array, an object...). */
export type StoredValue = JsonValue;

export type ResourceValues = Record<string, StoredValue>;

/** A record as answered: its id and every stored field (null when absent). */
export type ResourceRow = { id: number } & ResourceValues;

/** One condition of a list's filter; `where` conditions are all required (AND). */
export type Condition =
  /** The column equals one of the values. */
  | { op: 'eq'; source: string; values: readonly Scalar[] }
  | { op: 'gte' | 'lte'; source: string; value: string | number }
  /** Any of the columns contains the text (case-insensitive for ASCII letters); in a list (tags), one of its items does. */
  | { op: 'contains'; sources: readonly string[]; text: string }
  /** The column's list (a json column: multiSelect, references) holds one of the values. */
  | { op: 'has'; source: string; values: readonly (string | number)[] };

export interface ListQuery {
  /** 'id' or a stored field's source; rows with no value come last, ties in id order. */
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  where: readonly Condition[];
}

export interface ResourcePage {
  rows: ResourceRow[];
  /** Rows matching the filter, over every page. */
  total: number;
}

/** One write of a batch (writeAll): a new record, or a patch of an existing one (at the version the writer read, when given). */
export type WriteOp = { op: 'insert'; values: ResourceValues } | { op: 'update'; id: number; patch: ResourceValues; expectedVersion?: number };

/** The user who writes (stamped on the record, written in the audit log). */
export interface Actor {
  id: number;
  userName: string;
}

/**
 * What a write carries besides its values: who writes from where, and the version the
 * writer last read. A stored version other than `expectedVersion` refuses the write (stale).
 * Stores that do not keep versions or a journal ignore what they do not use.
 */
export interface WriteOptions {
  actor?: Actor;
  /** The client's address (audit log). */
  address?: string;
  /** The request's id (logs, audit log). */
  requestId?: string;
  expectedVersion?: number;
}

export interface ResourceRecords {
  count(): Promise<number>;
  page(query: ListQuery): Promise<ResourcePage>;
  get(id: number): Promise<ResourceRow | undefined>;
  /** The records these ids name (a few queries, whatever their number), in no particular order. */
  getMany(ids: readonly number[]): Promise<ResourceRow[]>;
  /**
   * A record holding this value in a column (unique look-ups); `ignoreCase` compares ASCII letters
   * without case, as a `unique: {ignoreCase: true}` field's index does.
   */
  findBy(source: string, value: Scalar, options?: { ignoreCase?: boolean }): Promise<ResourceRow | undefined>;
  /**
   * The ids of the records holding each of these values in a column (a few queries, whatever the
   * number of values): keyed by the value, ASCII-lowered when `ignoreCase`.
   */
  idsByValue(source: string, values: readonly Scalar[], options?: { ignoreCase?: boolean }): Promise<Map<Scalar, number[]>>;
  /** Which of these ids name a record (one query). */
  existing(ids: readonly number[]): Promise<Set<number>>;
  /** How many records hold this value in a column (what refers to a record). */
  countWhere(source: string, value: Scalar): Promise<number>;
  /** Empties a column wherever it holds this value (a reference whose record was deleted); how many changed. */
  clearWhere(source: string, value: Scalar): Promise<number>;
  /** How many records hold this value in the list of a json column (what a `references` list refers to). */
  countHolding(source: string, value: string | number): Promise<number>;
  /** Takes this value out of the list of a json column wherever it is; how many records changed. */
  pullFrom(source: string, value: string | number): Promise<number>;
  /** Next id (never reused); throws DuplicateError when a unique column clashes. */
  insert(values: ResourceValues, options?: WriteOptions): Promise<ResourceRow>;
  update(id: number, patch: ResourceValues, options?: WriteOptions): Promise<ResourceRow | undefined>;
  /**
   * Every write or none (one transaction on SQL): the ids written, in the order of `ops`. A unique
   * value taken by another record, or by an earlier op of the batch, throws BatchClashError naming
   * the op; an update of a record that does not exist throws MissingRecordError.
   */
  writeAll(ops: readonly WriteOp[], options?: Omit<WriteOptions, 'expectedVersion'>): Promise<number[]>;
  /** The deleted record, or undefined when there was none. */
  remove(id: number, options?: WriteOptions): Promise<ResourceRow | undefined>;
}

/** A record in a resource's trash (`trash: true`): as it was when deleted, with who deleted it and when. */
export interface TrashEntry {
  record: ResourceRow;
  /** Milliseconds since the epoch. */
  deletedAt: number;
  deletedBy: string | null;
}

/**
 * The trash of one resource (trash.ts, sqlTrash.ts): a deleted record leaves its table for the
 * trash in one transaction, so lists, gets and counts never see it; restore puts it back with its id.
 */
export interface ResourceTrash {
  /** Moves the record into the trash; the moved record, or undefined when there was none. */
  moveIn(id: number, options?: WriteOptions): Promise<ResourceRow | undefined>;
  /** The newest first (deletedAt descending, then recordId descending). */
  page(offset: number, limit: number): Promise<{ entries: TrashEntry[]; total: number }>;
  get(recordId: number): Promise<TrashEntry | undefined>;
  /**
   * Puts the record back under its id, with `values` over its stored ones (references emptied);
   * throws DuplicateError naming the field when a unique value is taken meanwhile (nothing changes).
   */
  restore(recordId: number, values: ResourceValues, options?: WriteOptions): Promise<ResourceRow | undefined>;
  /** Deletes it for good; whether there was one. */
  purge(recordId: number, options?: WriteOptions): Promise<boolean>;
  /** Empties the trash; how many records were deleted for good. */
  purgeAll(options?: WriteOptions): Promise<number>;
}

/** Every conventional resource's records in one store. */
export interface ResourceTables {
  /**
   * The records of a resource (checked with columnsOf first): its table is created, or changed as
   * the file asks (fileChange.ts: new columns, renames, conversions; removed fields' columns
   * kept), with unique indexes on SQL. Throws FileChangeRefusedError, changing nothing, when a
   * stored value does not convert to its field's new type.
   */
  open(schema: ResourceSchema): Promise<ResourceRecords>;
  /** What `open` would change for this file (nothing is changed). */
  plan(schema: ResourceSchema): Promise<FileChangePlan>;
  /** Drops the kept values of a field the file no longer has: how many values went, undefined when nothing is kept under that name. */
  prune(resource: string, source: string): Promise<number | undefined>;
  /** The trash of a resource (its table opened as `open` does). */
  trash(schema: ResourceSchema): Promise<ResourceTrash>;
  /** Empties every opened table (the store's reset). */
  clear(): Promise<void>;
}
