/**
 * The five REST operations of a conventional resource (src/kernel/format/convention.ts, served
 * by server/handlers/crud/conventional.ts): roles per operation through the one access rule, the
 * list's sort, range, filter and export parameters, Content-Range, and bodies from the fields.
 */
import { MAX_EXPORT_ROWS } from '../../src/kernel/format/convention';
import { canDo } from '../../src/kernel/access/permissions';
import { NO_STORED_PERMISSIONS } from '../../src/kernel/access/grants';
import type { ResourceOperation, ResourceSchema } from '../../src/kernel/types';
import { JSON_BODY_BYTES } from '../../src/kernel/http/endpoints';
import { rolesOfConventional } from '../handlers/crud/conventional';
import { MAX_PAGE_ROWS } from '../handlers/crud/listQuery';
import { codeList, type CodeName } from './codes';
import { batchPaths } from './batchOperations';
import { responsesOf } from './envelopes';
import { joinText, rolesText, sizeText } from './operationText';
import { operationIdOf } from './paths';
import { recordSchemaName, schemaRef } from './recordSchemas';
import type { Operation, Parameter, PathItem } from './openapiTypes';

/** The roles the resource file lets do `operation` (an export needs read too); rules an admin stores per role may grant more. */
export function rolesFor(schema: ResourceSchema, operation: ResourceOperation): string[] {
  return rolesOfConventional(schema).filter((role) => canDo(schema, operation, { roles: [role], permissions: NO_STORED_PERMISSIONS }));
}

const ID_PARAMETER: Parameter = { name: 'id', in: 'path', required: true, description: 'Id of the record', schema: { type: 'integer', minimum: 1 } };

/** The version a write was made on, for the stale-write check: optional, the write is unconditional without it. */
const IF_MATCH: Parameter = {
  name: 'If-Match',
  in: 'header',
  description: 'The _version the change was made on (a number, quotes allowed); a record stored at another version is not written (409, 40901)',
  schema: { type: 'string', examples: ['"3"'] },
};

const VERSION_QUERY: Parameter = {
  name: '_version',
  in: 'query',
  description: 'The _version the record was read at (as If-Match); a record stored at another version is not deleted (409, 40901)',
  schema: { type: 'integer', minimum: 1 },
};

const RANGED = new Set(['number', 'datetime']);

function listParameters(schema: ResourceSchema): Parameter[] {
  const sortable = ['id', ...schema.fields.filter((field) => field.list !== false && field.source !== 'id').map((field) => field.source)];
  const filters = ['q', 'id', ...schema.fields.filter((field) => field.source !== 'id').flatMap((field) => (RANGED.has(field.type) ? [field.source, `${field.source}_gte`, `${field.source}_lte`] : [field.source]))];
  return [
    { name: 'sort', in: 'query', description: `JSON [field, order]: field one of ${sortable.join(', ')}; order ASC or DESC`, schema: { type: 'string', examples: ['["id","ASC"]'] } },
    { name: 'range', in: 'query', description: `JSON [first, last], at most ${MAX_PAGE_ROWS} rows (an export: ${MAX_EXPORT_ROWS})`, schema: { type: 'string', examples: ['[0,9]'] } },
    {
      name: 'filter',
      in: 'query',
      description: `JSON object; keys: ${filters.join(', ')}. q searches the text fields; text fields contain the value; others equal it or one of a list`,
      schema: { type: 'string', examples: ['{"q":"text"}'] },
    },
    { name: 'export', in: 'query', description: `1: the rows are read for an export (the export right; up to ${MAX_EXPORT_ROWS} rows)`, schema: { type: 'string', enum: ['1'] } },
  ];
}

const ownerText = (schema: ResourceSchema, operation: ResourceOperation): string | undefined => {
  const owner = schema.owner;
  if (!owner) return undefined;
  if (operation === 'update' || operation === 'delete') return `Only the record's creator (${owner.field}) or an admin may do this.`;
  if (operation === 'read' && owner.read) return 'Others than admins see only the records they created.';
  return undefined;
};

interface OperationParts {
  operation: ResourceOperation;
  verb: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  codes: CodeName[];
  data: 'list' | 'record';
}

function operationOf(schema: ResourceSchema, parts: OperationParts): Operation {
  const roles = rolesFor(schema, parts.operation);
  const codes = codeList(['ok', 'illegalToken', 'forbidden', ...parts.codes]);
  const record = schemaRef(recordSchemaName(schema.name, 'record'));
  const exportRoles = parts.data === 'list' ? `Export (export=1): ${rolesFor(schema, 'export').join(', ')}.` : undefined;
  const operation: Operation = {
    operationId: operationIdOf(parts.verb, parts.path),
    summary: parts.summary.replace('%s', schema.name),
    description: joinText(rolesText(false, roles), exportRoles, ownerText(schema, parts.operation)),
    tags: [schema.name],
    responses: responsesOf(
      { kind: 'service', data: parts.data === 'list' ? { type: 'array', items: record } : record },
      codes.filter(({ code }) => code !== '00000'),
      parts.data === 'list' ? { 'Content-Range': { description: `"${schema.name} <first>-<last>/<total>", or "${schema.name} */<total>" when empty`, schema: { type: 'string' } } } : undefined,
    ),
    'x-roles': roles,
    'x-codes': codes,
  };
  if (parts.path.includes('{id}')) operation.parameters = [ID_PARAMETER];
  return operation;
}

const jsonBody = (schema: ResourceSchema, kind: 'create' | 'update') => ({
  description: `At most ${sizeText(JSON_BODY_BYTES)}. Keys that are no field are refused.`,
  required: kind === 'create',
  content: { 'application/json': { schema: schemaRef(recordSchemaName(schema.name, kind)) } },
});

const BODY_CODES: CodeName[] = ['unsupportedType', 'tooLarge', 'badRequest', 'invalid'];

/** The two path items of a conventional resource: `/<name>` and `/<name>/{id}`. */
export function conventionalPaths(schema: ResourceSchema): Record<string, PathItem> {
  const base = `/${schema.name}`;
  const one = `${base}/{id}`;
  const at = (parts: Omit<OperationParts, 'path'>, path: string) => operationOf(schema, { ...parts, path });
  const create = at({ operation: 'create', verb: 'POST', summary: 'Create a %s record', codes: [...BODY_CODES, 'full'], data: 'record' }, base);
  create.requestBody = jsonBody(schema, 'create');
  const update = at({ operation: 'update', verb: 'PUT', summary: 'Change a %s record', codes: [...BODY_CODES, 'notFound', 'stale'], data: 'record' }, one);
  update.requestBody = jsonBody(schema, 'update');
  update.parameters = [ID_PARAMETER, IF_MATCH];
  const remove = at({ operation: 'delete', verb: 'DELETE', summary: 'Delete a %s record', codes: ['invalid', 'notFound', 'stale'], data: 'record' }, one);
  remove.parameters = [ID_PARAMETER, IF_MATCH, VERSION_QUERY];
  const list = at({ operation: 'read', verb: 'GET', summary: 'List %s records, a page at a time', codes: ['invalid'], data: 'list' }, base);
  const events = at({ operation: 'read', verb: 'GET', summary: 'Stream the changes of %s records (Server-Sent Events)', codes: ['invalid', 'tooManyAttempts'], data: 'record' }, `${base}/_events`);
  events.description = joinText(
    events.description,
    'Each event: id (the sequence, send it back as Last-Event-ID to resume without a gap), event (created, updated, deleted, trashed, restored, purged), data {type, resource, id, version, actor, fields, record} with only what the caller may read. A comment line every 15 s; at most 5 streams per user (42900). See docs/events.md.',
  );
  events.parameters = [{ name: 'Last-Event-ID', in: 'header', description: 'Resume after this event', schema: { type: 'string', pattern: '^[0-9]+$' } }];
  events.responses['200'] = { description: 'An endless text/event-stream', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  list.parameters = listParameters(schema);
  return {
    [base]: { get: list, post: create },
    [`${base}/_events`]: { get: events },
    [one]: {
      get: at({ operation: 'read', verb: 'GET', summary: 'Read a %s record', codes: ['invalid', 'notFound'], data: 'record' }, one),
      put: update,
      delete: remove,
    },
    ...batchPaths(schema, { update: rolesFor(schema, 'update'), create: rolesFor(schema, 'create') }),
  };
}
