/**
 * The bulk edit operation (POST /api/<name>/_bulk, src/kernel/http/batch.ts): the same values set
 * on many records of a resource whose file says `bulkEdit: true`, all or none, each record checked
 * as a single update (handlers/crud/batchSet.ts). The user needs `access.update`.
 */
import type { BulkEditAnswer } from '../../src/kernel/http/batch';
import { canDo } from '../../src/kernel/access/permissions';
import { operationRoles } from '../handlers/crud/batchCheck';
import { bulkEditOf, setOnRecords } from '../handlers/crud/batchSet';
import { forbiddenTo, notFound } from '../refusal';
import type { WriteRequest } from './request';
import { batchScopeOf, ensureLetIn, type ResourceServer } from './scope';

export async function bulkEdit(server: ResourceServer, request: WriteRequest): Promise<BulkEditAnswer> {
  const { resource: schema, user } = request;
  ensureLetIn(schema, user);
  if (schema.bulkEdit !== true) throw notFound(`${schema.name} has no bulk edit (its resource file does not say "bulkEdit": true)`);
  if (!canDo(schema, 'update', user)) throw forbiddenTo(operationRoles(schema, 'update'));
  const edit = bulkEditOf(request.body);
  return setOnRecords(await batchScopeOf(server, schema, user, request.write), edit);
}
