/**
 * The API as an OpenAPI 3.1 document, from what the server serves: every endpoint of the table
 * (`specs`), the resource files its declared endpoints serve (`declared`: bodies and records from
 * their fields) and the conventional resources served now (`resources`, runtime files included).
 * Pure: the handler (server/handlers/openapi.ts) calls it at each request, so a resource file added
 * while the server runs is in the next document.
 */
import { WEBHOOK_PAYLOAD } from './webhookNotes';
import type { ResourceSchema } from '../../src/kernel/types';
import type { EndpointSpec } from '../../src/kernel/http/endpoints';
import { DEFAULT_TEXT_CAP } from '../handlers/crud/values';
import { conventionalPaths } from './conventionalOperations';
import { linkOf } from './declaredLink';
import { declaredOperation } from './declaredOperation';
import { ENVELOPE_SCHEMAS } from './envelopes';
import { openApiPath, verbOf } from './paths';
import { createSchema, recordSchema, recordSchemaName, updateSchema, type RecordSchemaOptions } from './recordSchemas';
import type { HttpVerb, JsonSchema, OpenApiDocument, PathItem, Tag } from './openapiTypes';

export interface OpenApiInput {
  /** Every endpoint of the table. */
  specs: readonly EndpointSpec[];
  /** The conventional resources served now. */
  resources: readonly ResourceSchema[];
  /** Resource files with their own endpoints (the registry's): the fields behind those endpoints' bodies. */
  declared?: readonly ResourceSchema[];
  /** The path the API is served under ('/api'). */
  apiBase: string;
}

export const OPENAPI_TITLE = 'SMS admin console API';

const DESCRIPTION = [
  "Every answer is an envelope: `{code, message, data}` with code '00000' on success (the template's calls under /vue-element-admin: `{code: 20000, data}`).",
  'An error is `{code, message, data: null}`; a validation error (40001) adds `errors`, the refused fields with their rule.',
  'Send the session token of POST /user/login in the Token header, or an API token (POST /_tokens) as `Authorization: Bearer <token>`: it acts with its own roles. x-roles names the roles an operation needs (admin always may); on the operations of a resource (built-in or from a resource file) these are what its file gives by default, which the permissions admins store per role (GET|PUT /_permissions/{role}) may widen or narrow. x-codes lists the codes it may answer.',
].join(' ');

function declaredSchemas(specs: readonly EndpointSpec[], declared: readonly ResourceSchema[]): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  const options: RecordSchemaOptions = { exact: false };
  for (const spec of specs) {
    const link = linkOf(spec, declared);
    if (!link) continue;
    const { schema, call } = link;
    schemas[recordSchemaName(schema.name, 'record')] ??= recordSchema(schema, options);
    if (call === 'create') schemas[recordSchemaName(schema.name, 'create')] = createSchema(schema, options);
    if (call === 'update') schemas[recordSchemaName(schema.name, 'update')] = updateSchema(schema, { ...options, idInBody: !spec.path.includes(':') });
  }
  return schemas;
}

function conventionalSchemas(resources: readonly ResourceSchema[]): Record<string, JsonSchema> {
  const options: RecordSchemaOptions = { exact: true, textCap: DEFAULT_TEXT_CAP, versioned: true };
  return Object.fromEntries(
    resources.flatMap((schema) => [
      [recordSchemaName(schema.name, 'record'), recordSchema(schema, options)],
      [recordSchemaName(schema.name, 'create'), createSchema(schema, options)],
      [recordSchemaName(schema.name, 'update'), updateSchema(schema, { ...options, idInBody: false })],
    ]),
  );
}

/** Operation ids must be unique: a later twin gets a number. */
function uniqueOperationIds(paths: Record<string, PathItem>): void {
  const seen = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      let id = operation.operationId;
      for (let n = 2; seen.has(id); n += 1) id = `${operation.operationId}_${n}`;
      operation.operationId = id;
      seen.add(id);
    }
  }
}

function tagsOf(paths: Record<string, PathItem>, resources: readonly ResourceSchema[], declared: readonly ResourceSchema[]): Tag[] {
  const names = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((operation) => operation.tags)))];
  const conventional = new Set(resources.map((schema) => schema.name));
  const files = new Set(declared.map((schema) => schema.name));
  return names.map((name) => {
    if (conventional.has(name)) return { name, description: `Resource ${name}: REST by convention at /${name}` };
    if (files.has(name)) return { name, description: `Resource ${name}: its file declares these endpoints` };
    return Object.keys(paths).some((path) => path.startsWith(`/${name}/`)) ? { name, description: `Endpoints under /${name}` } : { name };
  });
}

export function openApiDocument({ specs, resources, declared = [], apiBase }: OpenApiInput): OpenApiDocument {
  const paths: Record<string, PathItem> = {};
  for (const spec of specs) {
    const item = (paths[openApiPath(spec.path)] ??= {});
    const verb: HttpVerb = verbOf(spec.method);
    item[verb] ??= declaredOperation(spec, declared);
  }
  for (const schema of resources) {
    for (const [path, item] of Object.entries(conventionalPaths(schema))) paths[path] = { ...item, ...paths[path] };
  }
  uniqueOperationIds(paths);
  return {
    openapi: '3.1.0',
    info: { title: OPENAPI_TITLE, version: '1', description: DESCRIPTION },
    servers: [{ url: apiBase === '' ? '/' : apiBase }],
    security: [{ Token: [] }, { Bearer: [] }],
    tags: tagsOf(paths, resources, declared),
    paths,
    webhooks: {
      recordChanged: {
        post: {
          summary: 'A record changed: sent to each webhook whose resources and events match',
          description: 'Headers webhook-id, webhook-timestamp and webhook-signature (Standard Webhooks). Answer 2xx within 5 s; anything else is retried.',
          tags: ['webhooks'],
          requestBody: { required: true, content: { 'application/json': { schema: WEBHOOK_PAYLOAD } } },
          responses: { '200': { description: 'Received (any 2xx)' } },
        },
      },
    },
    components: {
      schemas: { ...ENVELOPE_SCHEMAS, ...declaredSchemas(specs, declared), ...conventionalSchemas(resources) },
      securitySchemes: {
        Token: { type: 'apiKey', in: 'header', name: 'Token', description: 'The session token answered by POST /user/login' },
        Bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token answered by POST /_tokens; unknown, revoked or expired: HTTP 401 with code 50008; failed tries are throttled per address (42900)',
        },
      },
    },
  };
}
