/**
 * A JSON Schema as the rows of a table: one per property (nested objects and arrays of objects
 * indented under their parent), with its type, whether it is required and its rules as i18n keys
 * with arguments. `$ref`s to components.schemas are followed, a few levels deep at most.
 */
import { isObject, type JsonObject } from './readDocument';

/** A rule in words: an i18n key under apiDocs.rule with its arguments, or the schema's own description. */
export type RuleText = { key: string; args?: Record<string, unknown> } | { text: string };

export interface SchemaRow {
  /** 'phone', 'items[].name' */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  rules: RuleText[];
}

const MAX_DEPTH = 3;
const REF_PREFIX = '#/components/schemas/';

export function resolveRef(schema: JsonObject, schemas: Record<string, JsonObject>): JsonObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX)) return schema;
  return schemas[ref.slice(REF_PREFIX.length)] ?? {};
}

const show = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** In the schema's own vocabulary, not words: 'string', 'integer | null', 'string (email)', 'resource.user[]'. */
export function typeText(raw: JsonObject, schemas: Record<string, JsonObject>): string {
  const ref = typeof raw.$ref === 'string' ? raw.$ref.slice(REF_PREFIX.length) : undefined;
  const schema = resolveRef(raw, schemas);
  if (ref && schema.type === 'object') return ref;
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  if ('const' in schema) return `= ${show(schema.const)}`;
  if (types.includes('array') && isObject(schema.items)) return `${typeText(schema.items, schemas)}[]`;
  const base = types.length > 0 ? types.join(' | ') : Array.isArray(schema.oneOf) ? 'oneOf' : 'any';
  return typeof schema.format === 'string' ? `${base} (${schema.format})` : base;
}

function rulesOf(schema: JsonObject): RuleText[] {
  const rules: RuleText[] = [];
  const add = (key: string, args?: Record<string, unknown>) => rules.push(args ? { key: `apiDocs.rule.${key}`, args } : { key: `apiDocs.rule.${key}` });
  if (Array.isArray(schema.enum)) add('oneOf', { values: schema.enum.map(show).join(', ') });
  if (typeof schema.minLength === 'number') add('minLength', { limit: schema.minLength });
  if (typeof schema.maxLength === 'number') add('maxLength', { limit: schema.maxLength });
  if (typeof schema.minimum === 'number') add('minimum', { limit: schema.minimum });
  if (typeof schema.maximum === 'number') add('maximum', { limit: schema.maximum });
  if (typeof schema.pattern === 'string') add('pattern', { pattern: schema.pattern });
  if (schema.default !== undefined) add('default', { value: show(schema.default) });
  if (schema['x-unique']) add('unique');
  if (typeof schema['x-reference'] === 'string') add('reference', { resource: schema['x-reference'] });
  const roles = isObject(schema['x-roles']) ? schema['x-roles'] : {};
  if (Array.isArray(roles.view)) add('viewRoles', { roles: roles.view.join(', ') });
  if (Array.isArray(roles.edit)) add('editRoles', { roles: roles.edit.join(', ') });
  if (schema.readOnly === true) add('readOnly');
  if (schema.writeOnly === true) add('writeOnly');
  if (schema.additionalProperties === false) add('noOtherKeys');
  if (typeof schema.description === 'string' && schema.description) rules.push({ text: schema.description });
  return rules;
}

/** The object whose properties a value's rows list: the schema itself, or an array's items. */
function objectOf(schema: JsonObject, schemas: Record<string, JsonObject>): { object: JsonObject; suffix: string } | undefined {
  if (isObject(schema.properties)) return { object: schema, suffix: '' };
  if (isObject(schema.items)) {
    const items = resolveRef(schema.items, schemas);
    if (isObject(items.properties)) return { object: items, suffix: '[]' };
  }
  return undefined;
}

function propertyRows(object: JsonObject, prefix: string, depth: number, schemas: Record<string, JsonObject>): SchemaRow[] {
  const properties = isObject(object.properties) ? object.properties : {};
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  const rows: SchemaRow[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    const schema = resolveRef(raw, schemas);
    const path = `${prefix}${name}`;
    rows.push({ name: path, depth, type: typeText(raw, schemas), required: required.has(name), rules: rulesOf(schema) });
    const nested = depth + 1 < MAX_DEPTH ? objectOf(schema, schemas) : undefined;
    if (nested) rows.push(...propertyRows(nested.object, `${path}${nested.suffix}.`, depth + 1, schemas));
  }
  return rows;
}

/** The rows of a schema's properties (of an array's items when it is a list); none for a plain value. */
export function schemaRows(raw: JsonObject, schemas: Record<string, JsonObject>): SchemaRow[] {
  const found = objectOf(resolveRef(raw, schemas), schemas);
  return found ? propertyRows(found.object, found.suffix ? '[].' : '', 0, schemas) : [];
}

/** The rules of the schema itself (an object's own description, a plain value's limits). */
export const schemaRules = (raw: JsonObject, schemas: Record<string, JsonObject>): RuleText[] => rulesOf(resolveRef(raw, schemas));
