/**
 * The batch operations of a conventional resource (src/kernel/http/batch.ts), as conventional.ts
 * routes them: a second path segment `_bulk` or `_import` on POST (record ids are whole numbers,
 * so it is never an id), each with its own body limit.
 */
import { IMPORT_BODY_BYTES } from '../../../src/kernel/http/batch';
import type { ResourceSchema } from '../../../src/kernel/types';
import type { Body } from '../../parse';
import { storedColumns } from '../../resources/columns';
import type { WriteOptions } from '../../resources/resourceStoreTypes';
import type { Store } from '../../store';
import type { User } from '../../apiTypes';
import type { BatchScope } from './batchCheck';
import { bulkEdit } from './bulkEdit';
import { runBulkAction, runRowAction } from './actionRun';
import { importRows } from './import';
import type { ExistingIds } from './references';

export type BatchOperation = '_bulk' | '_import';

export const batchOperationOf = (segment: string | undefined, method: string): BatchOperation | undefined =>
  method === 'POST' && (segment === '_bulk' || segment === '_import') ? segment : undefined;

/** The largest body of an operation: an import's file, or a bulk edit's values (as a single write's). */
export const batchBodyBytes = (operation: BatchOperation, writeBytes: number): number => (operation === '_import' ? IMPORT_BODY_BYTES : writeBytes);

export interface BatchServer {
  store: Store;
  existing: ExistingIds;
  find(name: string): Promise<ResourceSchema | undefined>;
  maxRecords: number;
}

const scopeOf = async (server: BatchServer, schema: ResourceSchema, user: User, write?: WriteOptions): Promise<BatchScope> => ({
  ...server,
  schema,
  user,
  write,
  columns: storedColumns(schema),
  records: await server.store.resources.open(schema),
});

/** An `update` action on one record (`id`) or on the records the body names (actionRun.ts). */
export async function answerAction(target: { action: string; id?: string }, server: BatchServer, schema: ResourceSchema, user: User, body: Body, write?: WriteOptions): Promise<Response> {
  const scope = await scopeOf(server, schema, user, write);
  return target.id === undefined ? runBulkAction(scope, target.action, body) : runRowAction(scope, target.action, target.id, body);
}

export async function answerBatch(operation: BatchOperation, server: BatchServer, schema: ResourceSchema, user: User, body: Body, write?: WriteOptions): Promise<Response> {
  const scope = await scopeOf(server, schema, user, write);
  return operation === '_bulk' ? bulkEdit(scope, body) : importRows(scope, body);
}
