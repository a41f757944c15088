/** The read operation of a conventional resource: one record, as the user may see it. */
import type { ResourceRow } from '../resources/resourceStoreTypes';
import type { RecordRequest } from './request';
import { reachable } from './record';
import { crudOf, ensureAllowed, scopeOf, shownTo, type ResourceServer } from './scope';

export async function readRecord(server: ResourceServer, request: RecordRequest): Promise<ResourceRow> {
  const { resource: schema, user } = request;
  ensureAllowed(schema, user, 'read');
  const scope = await scopeOf(server, schema, user);
  const found = await reachable(scope, crudOf(scope, server.maxRecords, {}), request.id, 'read');
  return shownTo(scope)(found);
}
