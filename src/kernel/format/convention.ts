/**
 * REST by convention, as ra-data-simple-rest: a resource with no `endpoints` is served
 * at `/<name>`. The console's conventional data provider and the embedded API's shared CRUD
 * handlers both read this one file, so the two cannot drift.
 *
 *   GET    /<name>?sort=["title","ASC"]&range=[0,24]&filter={"title":"bar"}   rows, Content-Range
 *   GET    /<name>/<id>          one record
 *   POST   /<name>               creates; answers the record with its id
 *   PUT    /<name>/<id>          updates; answers the record
 *   DELETE /<name>/<id>          deletes; answers the deleted record
 *
 * Answers are in the service's envelope ({ code: '00000', data }); a list also says
 * `Content-Range: <name> <first>-<last>/<total>`.
 */
import type { Endpoint, ResourceSchema } from '../types';

export const conventionalPath = (name: string) => `/${name}`;

/** The endpoints a resource without `endpoints` gets. */
export function conventionalEndpoints(name: string): NonNullable<ResourceSchema['endpoints']> {
  const base = conventionalPath(name);
  const at = (method: Endpoint['method'], path: string): Endpoint => ({ method, path });
  return {
    list: at('GET', base),
    getOne: at('GET', `${base}/{id}`),
    create: at('POST', base),
    update: at('PUT', `${base}/{id}`),
    delete: at('DELETE', `${base}/{id}`),
  };
}

export interface ConventionalListParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
  export?: boolean;
}

/** Most rows one export request reads (a plain list page: MAX_PAGE_ROWS on the server). */
export const MAX_EXPORT_ROWS = 10_000;

/** The query string of a list request (ra-data-simple-rest's), with `export=1` for an export. */
export function conventionalListQuery({ page, perPage, sort, filter, export: exporting }: ConventionalListParams): Record<string, string> {
  const first = (page - 1) * perPage;
  const query: Record<string, string> = {
    sort: JSON.stringify([sort.field, sort.order]),
    range: JSON.stringify([first, first + perPage - 1]),
    filter: JSON.stringify(filter),
  };
  if (exporting) query.export = '1';
  return query;
}

// Content-Range of a list answer: "<name> <first>-<last>/<total>", or "<name> */<total>" when empty.
export function contentRange(name: string, first: number, count: number, total: number): string {
  return count === 0 ? `${name} */${total}` : `${name} ${first}-${first + count - 1}/${total}`;
}

/** The total a `Content-Range` header states, or undefined. */
export function totalOfContentRange(header: string | null | undefined): number | undefined {
  const match = /\/(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}
