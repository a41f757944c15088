/**
 * The batch operations of a conventional resource (src/kernel/http/batch.ts), as conventional.ts
 * routes them: a second path segment `_bulk` or `_import` on POST (record ids are whole numbers,
 * so it is never an id), each with its own body limit.
 */
import { IMPORT_BODY_BYTES } from '../../../src/kernel/http/batch';
import type { ResourceSchema } from '../../../src/kernel/types';
import { ok } from '../../envelope';
import type { Body } from '../../parse';
import type { WriteOptions } from '../../resources/resourceStoreTypes';
import type { Caller } from '../../apiTypes';
import { runAction } from '../../operations/action';
import { bulkEdit } from '../../operations/bulkEdit';
import { importRecords } from '../../operations/import';
import type { ResourceServer } from '../../operations/scope';

export type BatchOperation = '_bulk' | '_import';

export const batchOperationOf = (segment: string | undefined, method: string): BatchOperation | undefined =>
  method === 'POST' && (segment === '_bulk' || segment === '_import') ? segment : undefined;

/** The largest body of an operation: an import's file, or a bulk edit's values (as a single write's). */
export const batchBodyBytes = (operation: BatchOperation, writeBytes: number): number => (operation === '_import' ? IMPORT_BODY_BYTES : writeBytes);

/** An `update` action on one record (`id`) or on the records the body names (operations/action.ts). */
export async function answerAction(target: { action: string; id?: string }, server: ResourceServer, resource: ResourceSchema, user: Caller, body: Body, write: WriteOptions): Promise<Response> {
  return ok(await runAction(server, { resource, user, body, write, action: target.action, id: target.id }));
}

export async function answerBatch(operation: BatchOperation, server: ResourceServer, resource: ResourceSchema, user: Caller, body: Body, write: WriteOptions): Promise<Response> {
  const request = { resource, user, body, write };
  return ok(operation === '_bulk' ? await bulkEdit(server, request) : await importRecords(server, request));
}
