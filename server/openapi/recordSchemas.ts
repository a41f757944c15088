/**
 * A resource's records as JSON Schemas, from its fields: the record as answered, the body of a
 * create and the body of an update (src/kernel/rules/rules.ts `appliesTo` decides which fields each
 * takes; the owner field is the server's to fill).
 */
import { appliesTo } from '../../src/kernel/rules/rules';
import type { FieldSchema, ResourceSchema } from '../../src/kernel/types';
import { fieldJsonSchema } from './fieldSchema';
import type { JsonSchema } from './openapiTypes';

export interface RecordSchemaOptions {
  /** Longest text of a field without its own maxLength (conventional resources), if any. */
  textCap?: number;
  /** Keys that are no field are refused (conventional resources), not ignored. */
  exact: boolean;
  /** Records carry the version stamps (conventional resources). */
  versioned?: boolean;
}

export const recordSchemaName = (resource: string, kind: 'record' | 'create' | 'update'): string =>
  kind === 'record' ? `resource.${resource}` : `resource.${resource}.${kind}`;

export const schemaRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const isRequired = (field: FieldSchema, creating: boolean): boolean => field.required === true || (creating && field.requiredOn === 'create');

const ID: JsonSchema = { type: 'integer', minimum: 1, description: 'The record id, given by the server' };

const VERSION: JsonSchema = { type: 'integer', minimum: 1, description: 'The version of the record: 1 on create, one more on each write', examples: [3] };

/** The server's stamps on a versioned record, read-only. */
const VERSION_STAMPS: Record<string, JsonSchema> = {
  _version: { ...VERSION, readOnly: true },
  _updatedAt: { type: ['string', 'null'], format: 'date-time', readOnly: true, description: 'When the record was last written' },
  _updatedBy: { type: ['string', 'null'], readOnly: true, description: 'The userName of who wrote it last' },
};

function objectOf(properties: Record<string, JsonSchema>, required: string[], exact: boolean, description: string): JsonSchema {
  const schema: JsonSchema = { type: 'object', description, properties };
  if (required.length > 0) schema.required = required;
  if (exact) schema.additionalProperties = false;
  return schema;
}

/** The record as the API answers it: every field but passwords (never answered). */
export function recordSchema(schema: ResourceSchema, options: RecordSchemaOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { ...ID, readOnly: true } };
  for (const field of schema.fields) {
    if (field.type === 'password' || field.source === 'id') continue;
    const value = fieldJsonSchema(field, { nullable: true, textCap: options.textCap });
    if (!appliesTo(field, 'new') && !appliesTo(field, 'edit')) value.readOnly = true;
    properties[field.source] = value;
  }
  if (options.versioned) Object.assign(properties, VERSION_STAMPS);
  const hidden = schema.fields.some((field) => field.roles?.view) ? ' Fields with x-roles.view are left out for other roles.' : '';
  return objectOf(properties, options.versioned ? ['id', '_version'] : ['id'], false, `A ${schema.name} record.${hidden}`);
}

const writable = (schema: ResourceSchema, field: FieldSchema): boolean => field.source !== 'id' && field.source !== schema.owner?.field;

/** The body of a create: the fields a new record takes. */
export function createSchema(schema: ResourceSchema, options: RecordSchemaOptions): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const field of schema.fields) {
    if (!writable(schema, field) || !appliesTo(field, 'new')) continue;
    const needed = isRequired(field, true);
    properties[field.source] = fieldJsonSchema(field, { nullable: !needed, textCap: options.textCap });
    if (needed) required.push(field.source);
  }
  const owner = schema.owner ? ` The server sets ${schema.owner.field} to the creator's id.` : '';
  return objectOf(properties, required, options.exact, `A new ${schema.name} record.${owner}`);
}

/**
 * The body of an update: the fields an edit may change (left out: kept as they are); read-only
 * fields may be sent back unchanged. `idInBody`: the record is named by the body's `id`.
 */
export function updateSchema(schema: ResourceSchema, options: RecordSchemaOptions & { idInBody: boolean }): JsonSchema {
  const properties: Record<string, JsonSchema> = options.idInBody ? { id: ID } : {};
  for (const field of schema.fields) {
    if (!writable(schema, field)) continue;
    const readonly = field.edit === 'readonly';
    if (!readonly && !appliesTo(field, 'edit')) continue;
    const value = fieldJsonSchema(field, { nullable: !isRequired(field, false), textCap: options.textCap });
    if (readonly) value.description = ['Read-only: refused when changed', value.description].filter(Boolean).join('. ');
    properties[field.source] = value;
  }
  if (options.versioned) {
    properties._version = { ...VERSION, description: 'The version the change was made on (or the If-Match header): a record stored at another version is not changed (409, 40901)' };
  }
  return objectOf(properties, options.idInBody ? ['id'] : [], options.exact, `Changes to a ${schema.name} record: fields left out keep their value.`);
}
