/**
 * The version rule of a conventional resource's PUT and DELETE (no lost update): the client may say
 * which version it read, in the body's `_version` (PUT), the `If-Match: "<version>"` header (both)
 * or `?_version=` (DELETE). A stale one is refused with HTTP 409, code 40901, and the stored
 * record's `{ _version, _updatedAt, _updatedBy }` as data; without one the write goes through.
 */
import type { ResourceRow } from '../../resources/resourceStoreTypes';
import { invalid, versionConflict, type Refusal } from '../../refusal';
import { StaleVersionError, storedVersionOf, VERSION } from '../../resources/versions';

const MAX_VERSION = 2_147_483_647;
const USAGE = 'the version you read: a whole number from 1, e.g. If-Match: "3"';

const versionNumber = (value: unknown): number | undefined | null => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= MAX_VERSION ? number : null;
};

/** `"3"`, `W/"3"` or `3`; `*` (any version) is no check. */
function ifMatchVersion(header: string | null): number | undefined | null {
  if (header === null) return undefined;
  const text = header.trim();
  if (text === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,10})"?$/.exec(text);
  return match ? versionNumber(match[1]) : null;
}

/** What a client may say about the version it read: the If-Match header and the `_version` it sent (body or query). */
export interface VersionClaim {
  ifMatch?: string | null;
  sent?: unknown;
}

/** The version the client read, undefined when it sent none; a 40001 saying what to send when it is no version. */
export function expectedVersion({ ifMatch = null, sent }: VersionClaim): number | undefined {
  const header = ifMatchVersion(ifMatch);
  if (header === null) throw invalid(`If-Match must name ${USAGE}`);
  const other = versionNumber(sent);
  if (other === null) throw invalid(`${VERSION} must be ${USAGE}`);
  if (header !== undefined && other !== undefined && header !== other) throw invalid(`If-Match says version ${header} and ${VERSION} says ${other}: send one version`);
  return header ?? other;
}

/** 409 / 40901: the stored record moved on since the client read it. */
export const staleRefusal = (error: StaleVersionError): Refusal => versionConflict(error.message, error.stored);

/** Throws the 409 when the record read is not at the expected version (checked again, atomically, by the store). */
export function ensureVersion(row: ResourceRow, expected: number | undefined): void {
  if (expected === undefined) return;
  const stored = storedVersionOf(row);
  if (stored._version !== expected) throw staleRefusal(new StaleVersionError(row.id, stored));
}

/** A StaleVersionError the store throws while `work` writes, as its 409. */
export async function refusingStale<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleVersionError) throw staleRefusal(error);
    throw error;
  }
}
