/** The list operation of a conventional resource: one page (or an export) of the records the user may read. */
import { canDo, seesAllRows } from '../../src/kernel/access/permissions';
import { invalid } from '../refusal';
import type { ResourceRow } from '../resources/resourceStoreTypes';
import { isExport, parseListQuery } from '../handlers/crud/listQuery';
import type { OperationRequest } from './request';
import { ensureAllowed, operationRefusal, scopeOf, shownTo, type ResourceServer } from './scope';

export interface ListRequest extends OperationRequest {
  /** sort, range, filter, export: the list query as sent. */
  query: URLSearchParams;
}

export interface ListPage {
  rows: ResourceRow[];
  offset: number;
  /** Every record the query matches. */
  total: number;
}

export async function listRecords(server: ResourceServer, request: ListRequest): Promise<ListPage> {
  const { resource: schema, user } = request;
  const exporting = isExport(request.query);
  if (exporting && !canDo(schema, 'read', user.roles)) throw operationRefusal(schema, 'read');
  ensureAllowed(schema, user, exporting ? 'export' : 'read');
  const scope = await scopeOf(server, schema, user);
  const query = parseListQuery(schema, scope.visible, request.query);
  if (!query.ok) throw invalid(query.message);
  const owner = schema.owner;
  const mine = owner && !seesAllRows(schema, user.roles) ? [{ op: 'eq' as const, source: owner.field, values: [user.id] }] : [];
  const { rows, total } = await scope.records.page({ ...query.value, where: [...query.value.where, ...mine] });
  return { rows: rows.map(shownTo(scope)), offset: query.value.offset, total };
}
