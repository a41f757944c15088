/** The list operation of a conventional resource: one page (or an export) of the records the user may read. */
import { grantsField, grantsOf, reachesRow, type RowsReach } from '../../src/kernel/access/grants';
import { invalid } from '../refusal';
import type { Condition, ListQuery, ResourcePage, ResourceRecords, ResourceRow } from '../resources/resourceStoreTypes';
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

/**
 * The page of the records the reach takes in: all, or only the user's own (a filter term of the
 * store's query), or else read whole and filtered here (conditions, or own and conditions), paged
 * after the filter so that the page and the total count only what the user may read.
 */
export async function reachedPage(records: ResourceRecords, query: ListQuery, rows: RowsReach, userId: number, ownerField: string | undefined, maxRecords: number): Promise<ResourcePage> {
  if (rows.all) return records.page(query);
  if (rows.conditions.length === 0) {
    if (!rows.own || ownerField === undefined) return { rows: [], total: 0 };
    const mine: Condition = { op: 'eq', source: ownerField, values: [userId] };
    return records.page({ ...query, where: [...query.where, mine] });
  }
  const every = await records.page({ ...query, offset: 0, limit: maxRecords });
  const reached = every.rows.filter((row) => reachesRow(rows, row, userId, ownerField));
  return { rows: reached.slice(query.offset, query.offset + query.limit), total: reached.length };
}

export async function listRecords(server: ResourceServer, request: ListRequest): Promise<ListPage> {
  const { resource: schema, user } = request;
  const exporting = isExport(request.query);
  const grants = grantsOf(schema, user);
  if (exporting && grants.read === false) throw operationRefusal(schema, 'read');
  ensureAllowed(schema, user, exporting ? 'export' : 'read');
  const read = grants.read;
  if (read === false) throw operationRefusal(schema, 'read');
  const scope = await scopeOf(server, schema, user);
  // An export holds only the fields both reading and exporting allow.
  const visible = exporting ? scope.visible.filter((column) => grantsField(grants.export, column.source)) : scope.visible;
  const listed = { ...scope, visible };
  const query = parseListQuery(schema, visible, request.query);
  if (!query.ok) throw invalid(query.message);
  const { rows, total } = await reachedPage(scope.records, query.value, read.rows, user.id, schema.owner?.field, server.maxRecords);
  return { rows: rows.map(shownTo(listed)), offset: query.value.offset, total };
}
