/** The notes of a role's permissions endpoints (server/handlers/permissions.ts, kernel/access/rolePermissions.ts). */
import type { EndpointNote } from './endpointNotes';
import type { JsonSchema } from './openapiTypes';

const fields: JsonSchema = { type: 'array', items: { type: 'string' }, description: 'The fields it reads or writes (absent: every field)' };
const rows: JsonSchema = {
  description: "The records it reaches: 'own' (those the user created; the resource needs an owner field) or a condition {field, equals | in | notEmpty, not?} (absent: every record)",
  oneOf: [{ const: 'own' }, { type: 'object' }],
};
const rule = (properties: Record<string, JsonSchema>): JsonSchema => ({ oneOf: [{ type: 'boolean' }, { type: 'object', properties, additionalProperties: false }] });

const resourceRules: JsonSchema = {
  type: 'object',
  properties: {
    read: rule({ fields, rows }),
    create: rule({ fields, presets: { type: 'object', description: 'Values the server sets on create, whatever the request says' } }),
    update: rule({ fields, rows }),
    delete: rule({ rows }),
    export: rule({ fields }),
  },
  required: ['read', 'create', 'update', 'delete', 'export'],
  additionalProperties: false,
};

const inForce: JsonSchema = { type: 'object', additionalProperties: resourceRules, description: 'Every served resource → the rules in force for the role' };

export const PERMISSION_NOTES: Readonly<Record<string, EndpointNote>> = {
  'GET /_permissions/:role': {
    summary: "A role's permissions on every served resource",
    tag: 'permissions',
    description: "The rules in force: those an admin stored, else the resource file's (admin: everything; editor and visitor: the file's roles, access, owner and field roles; any other role: only what a file names it for).",
    answer: inForce,
    codes: ['notFound'],
  },
  'PUT /_permissions/:role': {
    summary: "Change a role's permissions on some resources",
    tag: 'permissions',
    description:
      'Admin, from a signed-in session (a Bearer token is refused, 40300). Each resource named replaces its stored rules; null drops them (back to the default). ' +
      'Every problem is a 40001 error keyed by its path (blacklist.read.fields[2]); the admin role cannot be narrowed. Audited as a permission-change; answers like GET.',
    body: { type: 'object', additionalProperties: { oneOf: [resourceRules, { type: 'null' }] } },
    answer: inForce,
    codes: ['invalid', 'forbidden', 'notFound'],
  },
};
