/**
 * The update operation of a conventional resource, whoever calls it (its PUT, a restore from the
 * history): the user's rights, the record they may change, the version they read (409 / 40901
 * when it moved on), the body's check (body.ts), the write audited as an update.
 */
import type { ResourceRow } from '../resources/resourceStoreTypes';
import { ensureVersion, expectedVersion, refusingStale, type VersionClaim } from '../handlers/crud/versionCheck';
import type { RecordRequest, WriteRequest } from './request';
import { reachable } from './record';
import { crudOf, ensureAllowed, scopeOf, type ResourceServer } from './scope';

export interface UpdateRequest extends WriteRequest, RecordRequest {
  /** The version the client says it read (none: the write goes through). */
  version?: VersionClaim;
}

/** The updated record as the user may see it. */
export async function updateRecord(server: ResourceServer, request: UpdateRequest): Promise<ResourceRow> {
  const { resource: schema, user, body, id } = request;
  ensureAllowed(schema, user, 'update');
  const scope = await scopeOf(server, schema, user);
  const expected = expectedVersion(request.version ?? {});
  const write = { ...request.write, expectedVersion: expected };
  const crud = crudOf(scope, server.maxRecords, write);
  ensureVersion(await reachable(scope, crud, id, 'change'), expected);
  return (await refusingStale(() => crud.update({ user, body, write }, { from: 'path', value: id }))) as ResourceRow;
}
