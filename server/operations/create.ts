/** The create operation of a conventional resource: room left, the body's check (body.ts), the insert. */
import type { ResourceRow } from '../resources/resourceStoreTypes';
import type { WriteRequest } from './request';
import { crudOf, ensureAllowed, scopeOf, type ResourceServer } from './scope';

/** The created record as the user may see it. */
export async function createRecord(server: ResourceServer, request: WriteRequest): Promise<ResourceRow> {
  const { resource: schema, user, body, write } = request;
  ensureAllowed(schema, user, 'create');
  const scope = await scopeOf(server, schema, user);
  return (await crudOf(scope, server.maxRecords, write).create({ user, body, write })) as ResourceRow;
}
