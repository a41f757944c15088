/**
 * The batch operations of a conventional resource that has them (src/kernel/http/batch.ts):
 * POST /<name>/_bulk when its file says `bulkEdit: true`, POST /<name>/_import when it has `import`,
 * and POST /<name>/{id}/_actions/<action> (and /<name>/_actions/<action> for bulk placement) for
 * each `update` action.
 */
import { BULK_EDIT_MAX_ROWS, IMPORT_BODY_BYTES, IMPORT_MAX_ROWS } from '../../src/kernel/http/batch';
import type { ActionSchema, ResourceSchema } from '../../src/kernel/types';
import { codeList } from './codes';
import { responsesOf } from './envelopes';
import { joinText, rolesText, sizeText } from './operationText';
import { operationIdOf } from './paths';
import type { JsonSchema, Operation, PathItem } from './openapiTypes';

const ROW_REFUSAL: JsonSchema = {
  type: 'object',
  required: ['row', 'message'],
  properties: {
    row: { type: 'integer', description: 'Bulk edit: the record id; import: the index of the row in rows (0-based)' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: "Each refused field's message, by path" },
  },
};

const REFUSALS = { type: 'array', items: ROW_REFUSAL } satisfies JsonSchema;

const BULK_ANSWER: JsonSchema = {
  type: 'object',
  required: ['updated', 'refused'],
  properties: { updated: { type: 'array', items: { type: 'integer' } }, refused: REFUSALS },
};

const IMPORT_ANSWER: JsonSchema = {
  type: 'object',
  required: ['dryRun', 'created', 'updated', 'rows', 'refused'],
  properties: {
    dryRun: { type: 'boolean' },
    created: { type: 'integer' },
    updated: { type: 'integer' },
    rows: {
      type: 'array',
      items: { type: 'object', required: ['row', 'action'], properties: { row: { type: 'integer' }, action: { type: 'string', enum: ['create', 'update'] }, id: { type: 'integer' } } },
    },
    refused: REFUSALS,
  },
};

function batchOperation(schema: ResourceSchema, path: string, parts: { summary: string; description: string; roles: string[]; body: JsonSchema; bodyText: string; answer: JsonSchema; withId?: boolean }): Operation {
  const codes = codeList(['ok', 'illegalToken', 'forbidden', 'notFound', 'full', 'tooLarge', 'unsupportedType', 'badRequest', 'invalid']);
  return {
    operationId: operationIdOf('POST', path),
    summary: parts.summary,
    description: joinText(rolesText(false, parts.roles), parts.description),
    tags: [schema.name],
    requestBody: { description: parts.bodyText, required: true, content: { 'application/json': { schema: parts.body } } },
    responses: responsesOf({ kind: 'service', data: parts.answer }, codes.filter(({ code }) => code !== '00000')),
    'x-roles': parts.roles,
    'x-codes': codes,
    ...(parts.withId ? { parameters: [{ name: 'id', in: 'path' as const, required: true, description: 'Id of the record', schema: { type: 'integer', minimum: 1 } }] } : {}),
  };
}

const setText = (action: ActionSchema): string =>
  action.effect.kind === 'update' ? Object.entries(action.effect.set).map(([source, value]) => `${source} = ${JSON.stringify(value)}`).join(', ') : '';

/** The `update` actions of a resource: one record each, and the selected records for bulk placement. */
function actionPaths(schema: ResourceSchema, updateRoles: string[]): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const action of schema.actions ?? []) {
    if (action.effect.kind !== 'update') continue;
    const roles = action.roles ? updateRoles.filter((role) => role === 'admin' || action.roles?.includes(role)) : updateRoles;
    const condition = action.visibleWhen && typeof action.visibleWhen !== 'function' ? ` Only for records matching ${JSON.stringify(action.visibleWhen)} as stored (else 40001).` : '';
    const description = `Sets ${setText(action)} with every check of an update (field rights: 40300; rules and conditions: 40001), journaled in the audit log. An unknown action is 40400.${condition}`;
    const one = `/${schema.name}/{id}/_actions/${action.name}`;
    paths[one] = {
      post: batchOperation(schema, one, {
        summary: `Run the action ${action.name} on a ${schema.name} record`,
        description: `${description} A stale _version is 409.`,
        roles,
        body: { type: 'object', properties: { _version: { type: 'integer', minimum: 1, description: 'The version the record was read at (optional)' } } },
        bodyText: 'The version read, or {}.',
        answer: BULK_ANSWER,
        withId: true,
      }),
    };
    if (action.placement !== 'bulk') continue;
    const many = `/${schema.name}/_actions/${action.name}`;
    paths[many] = {
      post: batchOperation(schema, many, {
        summary: `Run the action ${action.name} on selected ${schema.name} records`,
        description: `${description} All records or none: a refusal is 40001 whose data names every refused record.`,
        roles,
        body: {
          type: 'object',
          required: ['ids'],
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: BULK_EDIT_MAX_ROWS, uniqueItems: true },
            versions: { type: 'object', additionalProperties: { type: 'integer', minimum: 1 }, description: 'Record id -> the _version it was read at (optional)' },
          },
        },
        bodyText: 'The records to run it on.',
        answer: BULK_ANSWER,
      }),
    };
  }
  return paths;
}

/** `/<name>/_bulk` and `/<name>/_import`, for the resources whose file enables them. */
export function batchPaths(schema: ResourceSchema, roles: { update: string[]; create: string[] }): Record<string, PathItem> {
  const paths: Record<string, PathItem> = actionPaths(schema, roles.update);
  if (schema.bulkEdit === true) {
    const path = `/${schema.name}/_bulk`;
    paths[path] = {
      post: batchOperation(schema, path, {
        summary: `Set the same values on many ${schema.name} records`,
        description: `All rows valid or none changed: each record must exist, be the caller's to change, and pass the checks of a single update with the values merged in. A refusal is 40001 whose data names every refused row. A field the role may not edit is 40300.`,
        roles: roles.update,
        body: {
          type: 'object',
          required: ['ids', 'values'],
          properties: {
            ids: { type: 'array', items: { type: 'integer', minimum: 1 }, minItems: 1, maxItems: BULK_EDIT_MAX_ROWS, uniqueItems: true },
            values: { type: 'object', description: 'Field source -> value, set on every record (at least one)' },
            versions: {
              type: 'object',
              description: 'Record id -> the _version it was read at (optional, per id): a record stored at another version refuses the whole batch, named among the refused rows',
              additionalProperties: { type: 'integer', minimum: 1 },
            },
          },
        },
        bodyText: 'The records and the values to set.',
        answer: BULK_ANSWER,
      }),
    };
  }
  if (schema.import) {
    const key = typeof schema.import === 'object' ? schema.import.key : undefined;
    const path = `/${schema.name}/_import`;
    paths[path] = {
      post: batchOperation(schema, path, {
        summary: `Import ${schema.name} records from a file's rows`,
        description: joinText(
          'Each row is checked as a single create with the same rules and roles; cells may be text as a spreadsheet gives it. dryRun writes nothing; mode all (default) writes every row or none (40001 with the report in data), mode valid writes the valid rows in one transaction.',
          key ? `A row whose ${key} names a record updates it (needs the update right).` : undefined,
        ),
        roles: roles.create,
        body: {
          type: 'object',
          required: ['rows'],
          properties: {
            rows: { type: 'array', minItems: 1, maxItems: IMPORT_MAX_ROWS, items: { type: 'object', description: 'Field source -> cell' } },
            dryRun: { type: 'boolean' },
            mode: { type: 'string', enum: ['all', 'valid'] },
          },
        },
        bodyText: `At most ${sizeText(IMPORT_BODY_BYTES)}.`,
        answer: IMPORT_ANSWER,
      }),
    };
  }
  return paths;
}
