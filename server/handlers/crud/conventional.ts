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
import { contentRange } from '../../../src/kernel/format/convention';
import { canDo, canViewField, changesAllRows, seesAllRows } from '../../../src/kernel/access/permissions';
import type { FormMode } from '../../../src/kernel/rules/rules';
import type { ResourceOperation, ResourceSchema } from '../../../src/kernel/types';
import { LONG_BODY_BYTES, type ApiRoute, type DynamicMatch, type Endpoints, type SignedInContext } from '../../endpoint';
import { JSON_VALUE_TYPES } from '../../../src/kernel/format/definition/names';
import { JSON_BODY_BYTES, type Method } from '../../../src/kernel/http/endpoints';
import { errors, fail, ok } from '../../envelope';
import { forbidden } from '../../refusal';
import type { Body } from '../../parse';
import { NAME_PATTERN, storedColumns, type Column } from '../../resources/columns';
import type { ResourceRecords, ResourceRow, ResourceValues } from '../../resources/resourceStoreTypes';
import type { Store } from '../../store';
import type { User } from '../../apiTypes';
import type { Checked } from '../../validation';
import { ADMIN } from '../guard';
import { checkResourceBody, type BodyChecked } from './body';
import { createCrud, type CrudOperations } from './factory';
import { isExport, parseListQuery } from './listQuery';
import { deleteGuard, existingIdsIn, referenceCheck, referrersOf, type ReferenceCheck } from './references';
import { holdsRichText, sanitizedValue } from '../../richText';
import { uploadCheck, type UploadCheck } from './uploadValues';
import { movedToTrash } from './trashMove';
import { answeringStale, expectedVersionOf, staleBefore } from './versionCheck';
import { copySystemFields } from '../../resources/versions';
import { isMissingColumn } from '../../sql/errors';
import { answerAction, answerBatch, batchBodyBytes, batchOperationOf, type BatchOperation } from './batchRoute';
import { isActionName } from './actionRun';
import { ACTIONS_SEGMENT } from '../../../src/kernel/http/batch';
import { writeOptionsOf } from '../../audit/writeOptions';

/** Most records of one conventional resource. */
export const MAX_CONVENTIONAL_RECORDS = 100_000;

/** Where the server finds its conventional resources (files, or a fixed list in tests). */
export interface ConventionalResources {
  find(name: string): Promise<ResourceSchema | undefined>;
  /** Every conventional resource served now (what may refer to a record). */
  all(): Promise<readonly ResourceSchema[]>;
}

export const fixedResources = (schemas: readonly ResourceSchema[]): ConventionalResources => ({
  find: async (name) => schemas.find((schema) => schema.name === name),
  all: async () => schemas,
});

/** Who may use a conventional resource (or one operation of it): admin always, and the roles listed. */
export const rolesOfConventional = (schema: Pick<ResourceSchema, 'roles'>): readonly string[] => [...new Set([...ADMIN, ...(schema.roles ?? [])])];

const LONG_VALUE_TYPES: ReadonlySet<string> = new Set(['markdown', 'richText', 'code', ...JSON_VALUE_TYPES]);

/** The largest write body of a resource: LONG_BODY_BYTES when a field holds long values, else JSON_BODY_BYTES. */
export const bodyBytesOf = (schema: Pick<ResourceSchema, 'fields'>): number =>
  schema.fields.some((field) => LONG_VALUE_TYPES.has(field.type)) ? LONG_BODY_BYTES : JSON_BODY_BYTES;

export interface ConventionalOptions {
  /** The path the API is under (default '/api', as on the Node server and in the tests). */
  apiBase?: string;
  maxRecords?: number;
}

interface Target {
  schema: ResourceSchema;
  id: string | undefined;
  /** POST /<name>/_bulk or /_import (batchRoute.ts). */
  batch?: BatchOperation;
  /** POST /<name>[/<id>]/_actions/<action> (actionRun.ts). */
  action?: string;
}

/** `<name>/_actions/<action>` or `<name>/<id>/_actions/<action>`: the parts, or undefined. */
function actionTarget(segments: readonly string[]): { name: string; id?: string; action: string } | undefined {
  if (segments.length === 3 && segments[1] === ACTIONS_SEGMENT && isActionName(segments[2])) return { name: segments[0], action: segments[2] };
  if (segments.length === 4 && segments[2] === ACTIONS_SEGMENT && segments[1] !== '' && isActionName(segments[3])) return { name: segments[0], id: segments[1], action: segments[3] };
  return undefined;
}

const OPERATIONS: Readonly<Record<string, ResourceOperation>> = { GET: 'read', POST: 'create', PUT: 'update', DELETE: 'delete' };

/** One request's view of a resource: the user, what they may see, and the store. */
interface Scope {
  schema: ResourceSchema;
  /** Every stored column (what a write may name). */
  columns: readonly Column[];
  /** The columns the user may see (what answers hold, what lists filter and sort on). */
  visible: readonly Column[];
  records: ResourceRecords;
  user: User;
  references: ReferenceCheck;
  uploads: UploadCheck;
}

/**
 * A record as this user may see it: the fields their roles may not view are left out, and richText
 * is sanitised again on its way out (a value stored before, or written into the database directly).
 */
const shownTo = (scope: Scope) => {
  const rich = scope.visible.filter((column) => holdsRichText(column.field));
  return (row: ResourceRow): ResourceRow => {
    if (scope.visible.length === scope.columns.length && rich.length === 0) return row;
    const out: ResourceRow = { id: row.id };
    for (const column of scope.visible) out[column.source] = row[column.source];
    for (const column of rich) out[column.source] = sanitizedValue(column.field, out[column.source] ?? null);
    return copySystemFields(out, row);
  };
};

/** Whether the user may touch this record of an owned resource (`all`: their roles reach every record). */
const owns = (scope: Scope, row: ResourceRow, all: boolean): boolean => all || row[scope.schema.owner?.field ?? ''] === scope.user.id;

const checkBody = (scope: Scope, sent: Body, mode: FormMode, current?: ResourceRow): Promise<BodyChecked> =>
  checkResourceBody(sent, { ...scope, mode, current });

/** The form of a refusal the CRUD factory answers with 40001; a field the role may not set is thrown as 40300. */
const asChecked = (checked: BodyChecked): Checked<ResourceValues> => {
  if ('forbidden' in checked) throw forbidden(checked.forbidden);
  return checked;
};

function crudOf(scope: Scope, maxRecords: number, expectedVersion?: number): CrudOperations<ResourceRow> {
  const view = shownTo(scope);
  return createCrud<ResourceRow, ResourceValues, ResourceValues>({
    records: scope.records,
    writeOptions: ({ request }) => ({ ...writeOptionsOf(request, scope.user), expectedVersion }),
    notFound: `No ${scope.schema.name} record with this id`,
    maxRecords,
    plural: `${scope.schema.name} records`,
    check: {
      create: async (sent) => asChecked(await checkBody(scope, sent, 'new')),
      update: async (sent, current) => asChecked(await checkBody(scope, sent, 'edit', current)),
    },
    answer: { one: view, created: view, updated: view, removed: view },
  });
}

async function list(scope: Scope, request: Request): Promise<Response> {
  const query = parseListQuery(scope.schema, scope.visible, new URL(request.url).searchParams);
  if (!query.ok) return errors.invalid(query.message);
  const owner = scope.schema.owner;
  const mine = owner && !seesAllRows(scope.schema, scope.user.roles) ? [{ op: 'eq' as const, source: owner.field, values: [scope.user.id] }] : [];
  const { rows, total } = await scope.records.page({ ...query.value, where: [...query.value.where, ...mine] });
  const answer = ok(rows.map(shownTo(scope)));
  answer.headers.set('Content-Range', contentRange(scope.schema.name, query.value.offset, rows.length, total));
  return answer;
}

export function conventionalHandler(store: Store, route: Endpoints, resources: ConventionalResources, options: ConventionalOptions = {}): ApiRoute {
  const base = (options.apiBase ?? '/api').replace(/\/$/, '');
  const existing = existingIdsIn(store, (name) => resources.find(name));
  const references = referenceCheck(existing);
  const uploads = uploadCheck(store.uploads);

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
      return { spec: { method, path, roles: rolesOfConventional(schema), maxBodyBytes: batchBodyBytes('_bulk', JSON_BODY_BYTES) }, params: acting.id === undefined ? {} : { id: acting.id }, target };
    }
    const [name, id] = segments;
    if (segments.length > 2 || name === undefined || !NAME_PATTERN.test(name) || id === '') return undefined;
    const batch = batchOperationOf(id, method);
    const allowed = batch !== undefined || id === undefined ? method === 'GET' || method === 'POST' : method === 'GET' || method === 'PUT' || method === 'DELETE';
    if (!allowed) return undefined;
    const schema = await resources.find(name);
    if (!schema) return undefined;
    const target = { schema, id, batch };
    if (batch) return { spec: { method, path: `/${name}/${batch}`, roles: rolesOfConventional(schema), maxBodyBytes: batchBodyBytes(batch, bodyBytesOf(schema)) }, params: {}, target };
    const path = id === undefined ? `/${name}` : `/${name}/:id`;
    return { spec: { method, path, roles: rolesOfConventional(schema), maxBodyBytes: bodyBytesOf(schema) }, params: id === undefined ? {} : { id }, target };
  };

  return route.dynamic(match, async (context: SignedInContext, target: Target) => {
    try {
      return await answerRequest(context, target);
    } catch (error) {
      // A file change another server applied a moment ago: this one serves the new file at its next check.
      if (!isMissingColumn(error)) throw error;
      const changing = fail('50300', `${target.schema.name} is being changed (a field was renamed or converted): try again in a second`, 503);
      changing.headers.set('Retry-After', '1');
      return changing;
    }
  });

  async function answerRequest(context: SignedInContext, target: Target): Promise<Response> {
    const { schema, id } = target;
    const { user } = context;
    const maxRecords = options.maxRecords ?? MAX_CONVENTIONAL_RECORDS;
    const server = { store, existing, find: (name: string) => resources.find(name), maxRecords };
    if (target.batch) return answerBatch(target.batch, server, schema, user, context.body, writeOptionsOf(context.request, user));
    if (target.action) return answerAction({ action: target.action, id }, server, schema, user, context.body, writeOptionsOf(context.request, user));
    const method = context.request.method.toUpperCase();
    const exporting = method === 'GET' && id === undefined && isExport(new URL(context.request.url).searchParams);
    const operation = exporting ? 'export' : (OPERATIONS[method] ?? 'read');
    if (exporting && !canDo(schema, 'read', user.roles)) return errors.forbidden(rolesOfConventional({ roles: schema.access?.read ?? schema.roles }));
    if (!canDo(schema, operation, user.roles)) return errors.forbidden(rolesOfConventional({ roles: schema.access?.[operation] ?? schema.roles }));
    const columns = storedColumns(schema);
    const visible = columns.filter((column) => canViewField(column.field, user.roles));
    const scope: Scope = { schema, columns, visible, records: await store.resources.open(schema), user, references, uploads };
    const expected = method === 'PUT' || method === 'DELETE' ? expectedVersionOf(context.request, context.body, method) : undefined;
    if (expected instanceof Response) return expected;
    const crud = crudOf(scope, maxRecords, expected);
    if (method === 'GET' && id === undefined) return list(scope, context.request);
    if (method === 'POST') return crud.create(context);

    const found = await crud.target(id);
    if (found instanceof Response) return found;
    if (!owns(scope, found, seesAllRows(schema, user.roles))) return errors.notFound(`No ${schema.name} record with this id`);
    if (method === 'GET') return crud.getOne(id);
    if (!owns(scope, found, changesAllRows(schema, user.roles))) {
      return fail('40300', `No permission: only the user who created this ${schema.name} record, or an admin, may ${method === 'PUT' ? 'change' : 'delete'} it.`, 403);
    }
    const stale = staleBefore(found, expected);
    if (stale) return stale;
    if (method === 'PUT') return answeringStale(() => crud.update(context, { from: 'path', value: id }));
    const decided = await deleteGuard(store, referrersOf(schema.name, await resources.all()), found.id);
    if ('refused' in decided) return errors.invalid(decided.refused);
    const answer = schema.trash ? await movedToTrash(store, schema, found.id, writeOptionsOf(context.request, user), shownTo(scope)) : await answeringStale(() => crud.remove(context, id));
    if (answer.status === 409) return answer;
    await decided.after();
    return answer;
  }
}
