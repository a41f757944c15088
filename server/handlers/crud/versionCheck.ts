/**
 * The version rule of a conventional resource's PUT and DELETE (no lost update): the client may say
 * which version it read, in the body's `_version` (PUT), the `If-Match: "<version>"` header (both)
 * or `?_version=` (DELETE). A stale one is refused with HTTP 409, code 40901, and the stored
 * record's `{ _version, _updatedAt, _updatedBy }` as data; without one the write goes through.
 */
import { STALE_VERSION_CODE } from '../../../src/kernel/http/versions';
import type { Body } from '../../parse';
import type { ResourceRow } from '../../resources/resourceStoreTypes';
import { errors } from '../../envelope';
import { StaleVersionError, storedVersionOf, VERSION, type StoredVersion } from '../../resources/versions';


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

/** The version the client read, undefined when it sent none, or the 40001 answer saying what to send. */
export function expectedVersionOf(request: Request, body: Body, method: 'PUT' | 'DELETE'): number | undefined | Response {
  const header = ifMatchVersion(request.headers.get('If-Match'));
  if (header === null) return errors.invalid(`If-Match must name ${USAGE}`);
  const sent = method === 'PUT' ? body[VERSION] : new URL(request.url).searchParams.get(VERSION);
  const other = versionNumber(sent);
  if (other === null) return errors.invalid(`${VERSION} must be ${USAGE}`);
  if (header !== undefined && other !== undefined && header !== other) return errors.invalid(`If-Match says version ${header} and ${VERSION} says ${other}: send one version`);
  return header ?? other;
}

/** 409 / 40901: the stored record moved on since the client read it. */
export function staleAnswer(error: StaleVersionError): Response {
  const data: StoredVersion = error.stored;
  const body = JSON.stringify({ code: STALE_VERSION_CODE, message: error.message, data });
  return new Response(body, { status: 409, headers: { 'Content-Type': 'application/json' } });
}

/** The 409 answer when the record read is not at the expected version (checked again, atomically, by the store). */
export function staleBefore(row: ResourceRow, expectedVersion: number | undefined): Response | undefined {
  if (expectedVersion === undefined) return undefined;
  const stored = storedVersionOf(row);
  return stored._version === expectedVersion ? undefined : staleAnswer(new StaleVersionError(row.id, stored));
}

/** A StaleVersionError the store threw while `work` wrote, as its 409 answer. */
export async function answeringStale(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StaleVersionError) return staleAnswer(error);
    throw error;
  }
}
