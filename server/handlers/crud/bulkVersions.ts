/** The versions a bulk edit may carry (BulkEditRequest.versions): read, and checked against each record. */
import { invalid } from '../../refusal';
import type { ResourceRow } from '../../resources/resourceStoreTypes';
import { staleMessage, storedVersionOf } from '../../resources/versions';

const MAX_VERSION = 2_147_483_647;

/** The versions by id (only ids of the batch); a 40001 saying what to fix when they are not. */
export function versionsOf(raw: unknown, ids: readonly number[]): Map<number, number> {
  const versions = new Map<number, number>();
  if (raw === undefined || raw === null) return versions;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('versions must be an object: record id -> the _version you read');
  const known = new Set(ids.map(String));
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!known.has(key)) throw invalid(`versions names ${key.slice(0, 32)}, which is not in ids`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_VERSION) throw invalid(`versions.${key} must be the _version you read: a whole number from 1`);
    versions.set(Number(key), value);
  }
  return versions;
}

/** Why a record read at another version is refused, or undefined when it is at the one given (or none was). */
export function staleRefusal(row: ResourceRow, expected: number | undefined): string | undefined {
  if (expected === undefined) return undefined;
  const stored = storedVersionOf(row);
  return stored._version === expected ? undefined : staleMessage(stored);
}
