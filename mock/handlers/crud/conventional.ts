/**
 * REST by convention (src/resources/format/convention.ts) for every conventional resource the
 * server knows (resource files without `endpoints`, see server/resourceFiles.ts):
 *
 *   GET /api/<name>?sort&range&filter  rows + Content-Range    GET    /api/<name>/<id>  the record
 *   POST /api/<name>                   the created record      PUT    /api/<name>/<id>  the updated record
 *                                                              DELETE /api/<name>/<id>  the deleted record
 *
 * Deny by default: a resource without `roles` is admin-only; `roles` lists who else may use it.
 * A path that names no known resource passes to the next handler (404 on the Node server).
 */
import type { HttpHandler } from 'msw';
import { contentRange } from '../../../src/resources/format/convention';
import type { ResourceSchema } from '../../../src/resources/types';
import { JSON_BODY_BYTES, type DynamicMatch, type Endpoints, type Method, type SignedInContext } from '../../endpoint';
import { errors, ok } from '../../envelope';
import { NAME_PATTERN, storedColumns, type Column } from '../../resources/columns';
import type { ResourceRecords, ResourceRow, ResourceValues } from '../../resources/types';
import type { Store } from '../../store';
import { ADMIN } from '../guard';
import { checkResourceBody } from './body';
import { createCrud, type CrudOperations } from './factory';
import { parseListQuery } from './listQuery';

/** Most records of one conventional resource. */
export const MAX_CONVENTIONAL_RECORDS = 100_000;

/** Where the server finds its conventional resources (files, or a fixed list in tests). */
export interface ConventionalResources {
  find(name: string): Promise<ResourceSchema | undefined>;
}

export const fixedResources = (schemas: readonly ResourceSchema[]): ConventionalResources => ({
  find: async (name) => schemas.find((schema) => schema.name === name),
});

/** Who may use a conventional resource: admin always, and the roles it lists. */
export const rolesOfConventional = (schema: ResourceSchema): readonly string[] => [...new Set([...ADMIN, ...(schema.roles ?? [])])];

export interface ConventionalOptions {
  /** The path the API is under (default '/api', as on the Node server and in the tests). */
  apiBase?: string;
  maxRecords?: number;
}

interface Target {
  schema: ResourceSchema;
  id: string | undefined;
}

function crudOf(schema: ResourceSchema, columns: readonly Column[], records: ResourceRecords, maxRecords: number): CrudOperations<ResourceRow> {
  return createCrud<ResourceRow, ResourceValues, ResourceValues>({
    records,
    notFound: `No ${schema.name} record with this id`,
    maxRecords,
    plural: `${schema.name} records`,
    check: {
      create: (body) => checkResourceBody(schema, columns, records, body, 'new'),
      update: (body, current) => checkResourceBody(schema, columns, records, body, 'edit', current),
    },
  });
}

async function list(schema: ResourceSchema, columns: readonly Column[], records: ResourceRecords, request: Request): Promise<Response> {
  const query = parseListQuery(schema, columns, new URL(request.url).searchParams);
  if (!query.ok) return errors.invalid(query.message);
  const { rows, total } = await records.page(query.value);
  const answer = ok(rows);
  answer.headers.set('Content-Range', contentRange(schema.name, query.value.offset, rows.length, total));
  return answer;
}

export function conventionalHandler(store: Store, route: Endpoints, resources: ConventionalResources, options: ConventionalOptions = {}): HttpHandler {
  const base = (options.apiBase ?? '/api').replace(/\/$/, '');
  const targets = new WeakMap<Request, Target>();

  const match = async (request: Request): Promise<DynamicMatch | undefined> => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${base}/`)) return undefined;
    const segments = pathname.slice(base.length + 1).split('/');
    const [name, id] = segments;
    if (segments.length > 2 || name === undefined || !NAME_PATTERN.test(name) || id === '') return undefined;
    const method = request.method.toUpperCase() as Method;
    const allowed = id === undefined ? method === 'GET' || method === 'POST' : method === 'GET' || method === 'PUT' || method === 'DELETE';
    if (!allowed) return undefined;
    const schema = await resources.find(name);
    if (!schema) return undefined;
    targets.set(request, { schema, id });
    const path = id === undefined ? `/${name}` : `/${name}/:id`;
    return { spec: { method, path, roles: rolesOfConventional(schema), maxBodyBytes: JSON_BODY_BYTES }, params: id === undefined ? {} : { id } };
  };

  return route.dynamic(match, async (context: SignedInContext) => {
    const target = targets.get(context.request);
    if (!target) return errors.notFound('No such resource');
    const { schema, id } = target;
    const columns = storedColumns(schema);
    const records = await store.resources.open(schema);
    const crud = crudOf(schema, columns, records, options.maxRecords ?? MAX_CONVENTIONAL_RECORDS);
    switch (context.request.method.toUpperCase()) {
      case 'GET':
        return id === undefined ? list(schema, columns, records, context.request) : crud.getOne(id);
      case 'POST':
        return crud.create(context);
      case 'PUT':
        return crud.update(context, { from: 'path', value: id });
      default:
        return crud.remove(context, id);
    }
  });
}
