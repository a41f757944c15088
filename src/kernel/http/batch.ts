/**
 * The wire contract of the batch operations on a conventional resource (REST by convention,
 * `/api/<name>`), shared by the server's handlers and the console:
 *
 *   POST /api/<name>/_bulk    BulkEditRequest  -> BulkEditAnswer     (the resource's `bulkEdit`)
 *   POST /api/<name>/_import  ImportRequest    -> ImportAnswer       (the resource's `import`)
 *   POST /api/<name>/<id>/_actions/<action>  RowActionRequest   -> BulkEditAnswer  (an `update` action, one row)
 *   POST /api/<name>/_actions/<action>       BulkActionRequest  -> BulkEditAnswer  (an `update` action, rows, all or none)
 *   GET|POST /api/_views/<name>, PUT|DELETE /api/_views/<name>/<id>  saved list views
 *
 * Record ids are whole numbers, so a second segment starting with '_' is an operation, never an id.
 * A refusal is the usual 40001 envelope whose `data` is the answer below (every refused row named).
 */
import type { ListViewState } from './views';

/** Most rows one bulk edit changes. */
export const BULK_EDIT_MAX_ROWS = 5000;
/** Most rows one import request holds. */
export const IMPORT_MAX_ROWS = 10_000;
/** Largest import body (10,000 rows of a few hundred bytes). */
export const IMPORT_BODY_BYTES = 8 * 1024 * 1024;

export const bulkEditPath = (name: string) => `/${name}/_bulk`;
export const importPath = (name: string) => `/${name}/_import`;
export const ACTIONS_SEGMENT = '_actions';
/** Where an `update` action runs: on one record, or (no id) on the records a body's `ids` name. */
export const actionPath = (name: string, action: string, id?: string | number) =>
  id === undefined ? `/${name}/${ACTIONS_SEGMENT}/${encodeURIComponent(action)}` : `/${name}/${encodeURIComponent(String(id))}/${ACTIONS_SEGMENT}/${encodeURIComponent(action)}`;

/** An action on one record: the `_version` the client read (optional; a stale one is refused with 409). */
export interface RowActionRequest {
  _version?: number;
}

/** An action on selected records: their ids and, optionally, the version of each as read. */
export type BulkActionRequest = Pick<BulkEditRequest, 'ids' | 'versions'>;

/** Why one row is refused: a message, and the messages per field path ('steps[2].delay'). */
export interface RowRefusal {
  /** bulk edit: the record id; import: the row's index in `rows` (0-based). */
  row: number;
  message: string;
  fields?: Record<string, string>;
}

export interface BulkEditRequest {
  ids: number[];
  /** The fields set on every row: source -> value (the wire's shape of each type). */
  values: Record<string, unknown>;
  /**
   * The `_version` of each record as the client read it, by id: a record stored at
   * another version refuses the batch, naming it. Ids left out are written whatever their version.
   */
  versions?: Record<string, number>;
}

export interface BulkEditAnswer {
  /** Ids changed (success), or none (refusal). */
  updated: number[];
  refused: RowRefusal[];
}

export interface ImportRequest {
  /** Rows keyed by field source; values as the file gave them (text) or already typed. */
  rows: Record<string, unknown>[];
  /** Check every row with the server's rules and roles, write nothing. */
  dryRun?: boolean;
  /** 'all' (default): every row valid or nothing written; 'valid': write the valid rows, report the rest. */
  mode?: 'all' | 'valid';
}

export interface ImportRowResult {
  row: number;
  /** With the resource's import `key`, a row whose key names a record updates it. */
  action: 'create' | 'update';
  /** The record's id once written (not on a dry run). */
  id?: number;
}

export interface ImportAnswer {
  dryRun: boolean;
  created: number;
  updated: number;
  /** One entry per valid row, in order. */
  rows: ImportRowResult[];
  refused: RowRefusal[];
}

export type { ListViewState };
