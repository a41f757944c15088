/**
 * Record versions of conventional resources ("no lost update"): every record carries
 * `_version` (1 on create, +1 on each write), `_updatedAt` (ISO 8601) and `_updatedBy` (the
 * writer's userName). They are read-only system fields: the stores stamp them, a body never sets
 * them. A write given `expectedVersion` is refused (StaleVersionError) when the stored version
 * differs; the stores check and write in one step (memory: no await between; SQL: `WHERE _version = ?`).
 * Field names start with a letter (NAME_PATTERN), so these never clash with a field.
 */
import type { ResourceRow, StoredValue, WriteOptions } from './resourceStoreTypes';

export const VERSION = '_version';
export const UPDATED_AT = '_updatedAt';
export const UPDATED_BY = '_updatedBy';

export const SYSTEM_FIELDS: readonly string[] = [VERSION, UPDATED_AT, UPDATED_BY];
const SYSTEM_SET: ReadonlySet<string> = new Set(SYSTEM_FIELDS);

export const isSystemField = (key: string): boolean => SYSTEM_SET.has(key);

/** What a client is told of the stored record when its version is stale. */
export interface StoredVersion {
  _version: number;
  _updatedAt: string | null;
  _updatedBy: string | null;
}

/** A write carried a version other than the stored one: nothing was written. */
export class StaleVersionError extends Error {
  constructor(
    readonly id: number,
    readonly stored: StoredVersion,
  ) {
    super(staleMessage(stored));
    this.name = 'StaleVersionError';
  }
}

export function staleMessage(stored: StoredVersion): string {
  const by = stored._updatedBy ? ` by ${stored._updatedBy}` : '';
  const at = stored._updatedAt ? ` at ${stored._updatedAt}` : '';
  return `This record was changed${by}${at} since you opened it (it is at version ${stored._version}). Reload it, or save again with _version ${stored._version} to overwrite.`;
}

const text = (value: StoredValue | undefined): string | null => (typeof value === 'string' ? value : null);

/** The version fields of a stored row (a row stored before versions counts as version 1). */
export function storedVersionOf(row: ResourceRow): StoredVersion {
  const version = Number(row[VERSION]);
  return { _version: Number.isInteger(version) && version > 0 ? version : 1, _updatedAt: text(row[UPDATED_AT]), _updatedBy: text(row[UPDATED_BY]) };
}

/** The stamp of a write made now by the options' actor (the version is the store's to count). */
export function stampOf(options: Pick<WriteOptions, 'actor'> | undefined, now = new Date()): { _updatedAt: string; _updatedBy: string | null } {
  return { _updatedAt: now.toISOString(), _updatedBy: options?.actor?.userName ?? null };
}

/** Throws StaleVersionError when an expected version is given and the row is at another one. */
export function checkVersion(row: ResourceRow, expectedVersion: number | undefined): void {
  if (expectedVersion === undefined) return;
  const stored = storedVersionOf(row);
  if (stored._version !== expectedVersion) throw new StaleVersionError(row.id, stored);
}

/** The system fields of a new record. */
export const firstVersion = (options?: Pick<WriteOptions, 'actor'>, now?: Date): StoredVersion => ({ _version: 1, ...stampOf(options, now) });

/** The system fields of a record after one more write. */
export const nextVersion = (row: ResourceRow, options?: Pick<WriteOptions, 'actor'>, now?: Date): StoredVersion => ({ _version: storedVersionOf(row)._version + 1, ...stampOf(options, now) });

/** Copies the system fields of `from` onto a row (memory keeps them beside the columns). */
export function copySystemFields(row: ResourceRow, from: Record<string, StoredValue | undefined>): ResourceRow {
  const stored = storedVersionOf({ id: row.id, [VERSION]: from[VERSION] ?? 1, [UPDATED_AT]: from[UPDATED_AT] ?? null, [UPDATED_BY]: from[UPDATED_BY] ?? null });
  row[VERSION] = stored._version;
  row[UPDATED_AT] = stored._updatedAt;
  row[UPDATED_BY] = stored._updatedBy;
  return row;
}
