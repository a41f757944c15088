/**
 * The delete operation of a conventional resource: the user's rights, the record they may delete,
 * the version they read, what refers to it (references.ts: refuse, clear or cascade), then the
 * delete, or the move to its trash (`trash: true`).
 */
import type { ResourceRow } from '../resources/resourceStoreTypes';
import { invalid } from '../refusal';
import { deleteGuard, referrersOf } from '../handlers/crud/references';
import { movedToTrash } from '../handlers/crud/trashMove';
import { ensureVersion, expectedVersion, refusingStale, type VersionClaim } from '../handlers/crud/versionCheck';
import type { OperationRequest, RecordRequest } from './request';
import type { WriteOptions } from '../resources/resourceStoreTypes';
import { reachable } from './record';
import { crudOf, ensureAllowed, scopeOf, shownTo, type ResourceServer } from './scope';

export interface DeleteRequest extends OperationRequest, RecordRequest {
  write: WriteOptions;
  version?: VersionClaim;
}

/** The deleted record as the user may see it. */
export async function deleteRecord(server: ResourceServer, request: DeleteRequest): Promise<ResourceRow> {
  const { resource: schema, user, id } = request;
  ensureAllowed(schema, user, 'delete');
  const scope = await scopeOf(server, schema, user);
  const expected = expectedVersion(request.version ?? {});
  const write = { ...request.write, expectedVersion: expected };
  const crud = crudOf(scope, server.maxRecords, write);
  const found = await reachable(scope, crud, id, 'delete');
  ensureVersion(found, expected);
  const decided = await deleteGuard(server.store, referrersOf(schema.name, await server.resources.all()), found.id);
  if ('refused' in decided) throw invalid(decided.refused);
  const removed = schema.trash
    ? await movedToTrash(server.store, schema, found.id, request.write, shownTo(scope))
    : ((await refusingStale(() => crud.remove({ user, body: {}, write }, id))) as ResourceRow);
  await decided.after();
  return removed;
}
