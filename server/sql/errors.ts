/** Database errors turned into the store's own (storage/storeTypes.ts). */
import { DuplicateError } from '../storage/storeTypes';

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

/** SQLite (better-sqlite3) and PostgreSQL (pg, SQLSTATE 23505) unique or primary key violations. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as DriverError;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Runs `work`; a unique violation becomes a DuplicateError naming the first of `fields` the driver
 * mentions (`userName already exists`), or `fallback`.
 */
export async function duplicatesAsErrors<R>(work: () => Promise<R>, fields: Readonly<Record<string, string>>, fallback: string): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const { message, detail, constraint } = error as DriverError;
    const text = [message, detail, constraint].filter((part) => typeof part === 'string').join(' ');
    const column = Object.keys(fields).find((name) => text.includes(name));
    throw new DuplicateError(column ? `${fields[column]} already exists` : fallback);
  }
}

/**
 * A column the query names is not in the table: another server renamed or dropped it under a file
 * change this server has not read yet (SQLite's "no such column", PostgreSQL's SQLSTATE 42703).
 */
export function isMissingColumn(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as DriverError;
  return code === '42703' || (typeof message === 'string' && message.startsWith('no such column'));
}
