/**
 * REST by convention (src/kernel/format/convention.ts) for every conventional resource the
 * server knows (resource files without `endpoints`, see server/http/resourceFiles.ts):
 *
 *   GET /api/<name>?sort&range&filter  rows + Content-Range    GET    /api/<name>/<id>  the record
 *   POST /api/<name>                   the created record      PUT    /api/<name>/<id>  the updated record
 *                                                              DELETE /api/<name>/<id>  the deleted record
 *   POST /api/<name>/_bulk, /_import, [/<id>]/_actions/<action>  batch operations and actions (batchRoute.ts)
 *
 * Every rule the file states holds here, from the same schema the console reads:
 * - `roles` let a user in (none: admin only), `access.<operation>` narrows read, create, update,
 *   delete and export (40300); an export is a list read with `export=1`, which may span
 *   MAX_EXPORT_ROWS rows where a page spans MAX_PAGE_ROWS;
 * - field `roles.view`: the field is left out of every answer, and lists cannot filter, search or
 *   sort on it; `roles.edit`, `create: false`, `edit: false | 'readonly'`: writes checked in body.ts;
 * - `owner`: the server fills the creator's id; only they (and admins) change or delete the record,
 *   and with `owner.read` only they read it (others get 40400, as for a record that does not exist);
 * - references name existing records, and a record others refer to is deleted as they allow.
 * A path that names no known resource passes to the next handler (404 on the Node server).
 */
import { eventStreams, type StreamSettings } from '../../events/eventStream';
import { contentRange } from '../../../src/kernel/format/convention';
import type { ResourceSchema } from '../../../src/kernel/types';
import { LONG_BODY_BYTES, type ApiRoute, type DynamicMatch, type Endpoints, type SignedInContext } from '../../endpoint';
import { JSON_VALUE_TYPES } from '../../../src/kernel/format/definition/names';
import { JSON_BODY_BYTES, type Method } from '../../../src/kernel/http/endpoints';
import { fail, ok } from '../../envelope';
import { NAME_PATTERN } from '../../resources/columns';
import { VERSION } from '../../resources/versions';
import type { Store } from '../../store';
import { isMissingColumn } from '../../sql/errors';
import { answerAction, answerBatch, batchBodyBytes, batchOperationOf, type BatchOperation } from './batchRoute';
import { isActionName } from './actionRun';
import { ACTIONS_SEGMENT } from '../../../src/kernel/http/batch';
import { writeOptionsOf } from '../../audit/writeOptions';
import { MAX_CONVENTIONAL_RECORDS, rolesOfConventional, type ConventionalResources } from '../../operations/served';
import { ensureAllowed, letsIn, resourceServer, type ResourceServer } from '../../operations/scope';
import { listRecords } from '../../operations/list';
import { readRecord } from '../../operations/read';
import { createRecord } from '../../operations/create';
import { updateRecord } from '../../operations/update';
import { deleteRecord } from '../../operations/delete';

export { MAX_CONVENTIONAL_RECORDS, fixedResources, rolesOfConventional, type ConventionalResources } from '../../operations/served';

const LONG_VALUE_TYPES: ReadonlySet<string> = new Set(['markdown', 'richText', 'code', ...JSON_VALUE_TYPES]);

/** The largest write body of a resource: LONG_BODY_BYTES when a field holds long values, else JSON_BODY_BYTES. */
export const bodyBytesOf = (schema: Pick<ResourceSchema, 'fields'>): number =>
  schema.fields.some((field) => LONG_VALUE_TYPES.has(field.type)) ? LONG_BODY_BYTES : JSON_BODY_BYTES;

/** The last segment of a resource's event stream: GET /<name>/_events. */
const EVENTS_SEGMENT = '_events';

export interface ConventionalOptions {
  /** The path the API is under (default '/api', as on the Node server and in the tests). */
  apiBase?: string;
  maxRecords?: number;
  /** GET /<name>/_events: heartbeat and streams per user (events/eventStream.ts). */
  eventStreams?: StreamSettings;
}

interface Target {
  schema: ResourceSchema;
  id: string | undefined;
  /** POST /<name>/_bulk or /_import (batchRoute.ts). */
  batch?: BatchOperation;
  /** POST /<name>[/<id>]/_actions/<action> (actionRun.ts). */
  action?: string;
  /** GET /<name>/_events (events/eventStream.ts). */
  events?: boolean;
}

/** `<name>/_actions/<action>` or `<name>/<id>/_actions/<action>`: the parts, or undefined. */
function actionTarget(segments: readonly string[]): { name: string; id?: string; action: string } | undefined {
  if (segments.length === 3 && segments[1] === ACTIONS_SEGMENT && isActionName(segments[2])) return { name: segments[0], action: segments[2] };
  if (segments.length === 4 && segments[2] === ACTIONS_SEGMENT && segments[1] !== '' && isActionName(segments[3])) return { name: segments[0], id: segments[1], action: segments[3] };
  return undefined;
}

/**
 * While another server applies a file change (a field renamed or converted), this one may meet a
 * column it does not know yet: 503, try again in a second (it serves the new file at its next check).
 */
export async function whileFileChanges(schema: Pick<ResourceSchema, 'name'>, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (!isMissingColumn(error)) throw error;
    const changing = fail('50300', `${schema.name} is being changed (a field was renamed or converted): try again in a second`, 503);
    changing.headers.set('Retry-After', '1');
    return changing;
  }
}

export function conventionalHandler(store: Store, route: Endpoints, resources: ConventionalResources, options: ConventionalOptions = {}): ApiRoute {
  const base = (options.apiBase ?? '/api').replace(/\/$/, '');
  const server: ResourceServer = resourceServer(store, resources, options.maxRecords ?? MAX_CONVENTIONAL_RECORDS);
  const streams = eventStreams(server, options.eventStreams);

  const match = async (request: Request): Promise<DynamicMatch<Target> | undefined> => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(`${base}/`)) return undefined;
    const segments = pathname.slice(base.length + 1).split('/');
    const method = request.method.toUpperCase() as Method;
    const acting = method === 'POST' ? actionTarget(segments) : undefined;
    if (acting) {
      const schema = NAME_PATTERN.test(acting.name) ? await resources.find(acting.name) : undefined;
      if (!schema) return undefined;
      const path = acting.id === undefined ? `/${acting.name}/${ACTIONS_SEGMENT}/:action` : `/${acting.name}/:id/${ACTIONS_SEGMENT}/:action`;
      const target = { schema, id: acting.id, action: acting.action };
      return { spec: { method, path, roles: rolesOfConventional(schema), maxBodyBytes: batchBodyBytes('_bulk', JSON_BODY_BYTES) }, params: acting.id === undefined ? {} : { id: acting.id }, target, letsIn: (caller) => letsIn(schema, caller) };
    }
    const [name, id] = segments;
    if (segments.length > 2 || name === undefined || !NAME_PATTERN.test(name) || id === '') return undefined;
    if (method === 'GET' && id === EVENTS_SEGMENT) {
      const schema = await resources.find(name);
      return schema && { spec: { method, path: `/${name}/${EVENTS_SEGMENT}`, roles: rolesOfConventional(schema) }, params: {}, target: { schema, id: undefined, events: true }, sessionCookie: true };
    }
    const batch = batchOperationOf(id, method);
    const allowed = batch !== undefined || id === undefined ? method === 'GET' || method === 'POST' : method === 'GET' || method === 'PUT' || method === 'DELETE';
    if (!allowed) return undefined;
    const schema = await resources.find(name);
    if (!schema) return undefined;
    const target = { schema, id, batch };
    if (batch) return { spec: { method, path: `/${name}/${batch}`, roles: rolesOfConventional(schema), maxBodyBytes: batchBodyBytes(batch, bodyBytesOf(schema)) }, params: {}, target, letsIn: (caller) => letsIn(schema, caller) };
    const path = id === undefined ? `/${name}` : `/${name}/:id`;
    return { spec: { method, path, roles: rolesOfConventional(schema), maxBodyBytes: bodyBytesOf(schema) }, params: id === undefined ? {} : { id }, target, letsIn: (caller) => letsIn(schema, caller) };
  };

  return route.dynamic(match, (context: SignedInContext, target: Target) => whileFileChanges(target.schema, () => answerRequest(context, target)));

  /** The HTTP side of each operation: what the request says in, the operation's value out as `ok(...)`. */
  async function answerRequest(context: SignedInContext, target: Target): Promise<Response> {
    const { schema: resource, id } = target;
    const { user, body, request } = context;
    const write = writeOptionsOf(request, user);
    if (target.events) {
      ensureAllowed(resource, user, 'read');
      return streams.open(request, resource, user);
    }
    if (target.batch) return answerBatch(target.batch, server, resource, user, body, write);
    if (target.action) return answerAction({ action: target.action, id }, server, resource, user, body, write);
    const method = request.method.toUpperCase();
    const ifMatch = request.headers.get('If-Match');
    const url = new URL(request.url);
    if (method === 'GET' && id === undefined) {
      const page = await listRecords(server, { resource, user, query: url.searchParams });
      const answer = ok(page.rows);
      answer.headers.set('Content-Range', contentRange(resource.name, page.offset, page.rows.length, page.total));
      return answer;
    }
    if (method === 'GET') return ok(await readRecord(server, { resource, user, id }));
    if (method === 'POST') return ok(await createRecord(server, { resource, user, body, write }));
    if (method === 'PUT') return ok(await updateRecord(server, { resource, user, body, write, id, version: { ifMatch, sent: body[VERSION] } }));
    return ok(await deleteRecord(server, { resource, user, write, id, version: { ifMatch, sent: url.searchParams.get(VERSION) } }));
  }
}
