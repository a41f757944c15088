/**
 * The import operation (POST /api/<name>/_import, src/kernel/http/batch.ts): rows of a file written
 * as records of a resource whose file has `import`, each row checked as a single create or update
 * (handlers/crud/importRows.ts). The user needs `access.create`.
 */
import type { ImportAnswer } from '../../src/kernel/http/batch';
import { canDo } from '../../src/kernel/access/permissions';
import { forbiddenTo, notFound } from '../refusal';
import { operationRoles } from '../handlers/crud/batchCheck';
import { importOf, importRows } from '../handlers/crud/importRows';
import type { WriteRequest } from './request';
import { batchScopeOf, ensureLetIn, type ResourceServer } from './scope';

export async function importRecords(server: ResourceServer, request: WriteRequest): Promise<ImportAnswer> {
  const { resource: schema, user } = request;
  ensureLetIn(schema, user);
  if (!schema.import) throw notFound(`${schema.name} has no import (its resource file has no "import")`);
  if (!canDo(schema, 'create', user)) throw forbiddenTo(operationRoles(schema, 'create'));
  const rows = importOf(request.body);
  return importRows(await batchScopeOf(server, schema, user, request.write), rows);
}
