/**
 * One field of a resource file as a JSON Schema: its type as it travels (server/resources/columns.ts,
 * handlers/crud/values.ts), its limits (maxLength, pattern, min, max, choices) and what JSON Schema
 * has no keyword for: unique, references and field roles as extensions (x-unique, x-reference,
 * x-roles), the other rules in the description.
 */
import { JSON_TEXT_CAP, LIST_ITEMS_CAP, LONG_TEXT_CAP } from '../../src/kernel/format/definition/names';
import { DEFAULT_RATING_MAX } from '../../src/kernel/rules/typeShapes';
import type { FieldSchema } from '../../src/kernel/types';
import { FIELD_TYPE_DOCS } from '../../src/kernel/format/fieldTypeDocs';
import type { JsonSchema, JsonType } from './openapiTypes';

export interface FieldSchemaOptions {
  /** Empty (null) is accepted: the field is not required here. */
  nullable: boolean;
  /** Longest text when the field states none (a conventional resource's cap), if any. */
  textCap?: number;
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'smsCode', 'password', 'email', 'url', 'markdown', 'richText', 'code']);

const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const UPLOAD_URL = '/upload/files/[0-9a-f]{24}$';

const LOCAL_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

type ChoiceId = string | number;

function choiceType(ids: readonly ChoiceId[]): JsonType | JsonType[] {
  const numbers = ids.filter((id): id is number => typeof id === 'number');
  if (numbers.length === 0) return 'string';
  const numberType: JsonType = numbers.every(Number.isInteger) ? 'integer' : 'number';
  return numbers.length === ids.length ? numberType : ['string', numberType];
}

function datetimeSchema(field: FieldSchema): JsonSchema {
  const wire = field.format?.type === 'datetime' ? (field.format.wire ?? 'text') : 'text';
  if (wire === 'epoch') return { type: 'integer', minimum: 0, description: 'Milliseconds since 1970-01-01 UTC' };
  if (wire === 'iso') return { type: 'string', format: 'date-time', description: 'ISO 8601 date and time (stored in UTC)' };
  return { type: 'string', pattern: LOCAL_TIME, description: 'Date and time as YYYY-MM-DD HH:mm:ss' };
}

/** A list's schema: its items, their count (maxItems, else LIST_ITEMS_CAP), each once unless rows. */
function listSchema(field: FieldSchema, items: JsonSchema): JsonSchema {
  const schema: JsonSchema = { type: 'array', items, maxItems: field.maxItems ?? LIST_ITEMS_CAP };
  if (field.minItems !== undefined) schema.minItems = field.minItems;
  if (field.type !== 'array') schema.uniqueItems = true;
  return schema;
}

/** An object of sub-fields (an `object`'s value, a row of an `array`): only its fields, each may be null. */
function groupSchema(fields: readonly FieldSchema[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const sub of fields) {
    properties[sub.source] = fieldJsonSchema(sub, { nullable: sub.required !== true });
    if (sub.required === true) required.push(sub.source);
  }
  const schema: JsonSchema = { type: 'object', properties, additionalProperties: false };
  if (required.length > 0) schema.required = required;
  return schema;
}

function uploadSchema(field: FieldSchema): JsonSchema {
  const schema: JsonSchema = { type: 'string', pattern: UPLOAD_URL };
  if (field.accept) schema['x-accept'] = field.accept;
  return schema;
}

/** The schema of the value of the rich types (`date` to `references` in FIELD_TYPES), or undefined for the others. */
function richTypeSchema(field: FieldSchema): JsonSchema | undefined {
  switch (field.type) {
    case 'date':
      return { type: 'string', format: 'date', pattern: DATE };
    case 'time':
      return { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
    case 'dateRange':
      return { type: 'array', items: { type: 'string', format: 'date', pattern: DATE }, minItems: 2, maxItems: 2 };
    case 'switch':
      return { type: 'boolean' };
    case 'slider': {
      const schema: JsonSchema = { type: 'number' };
      if (field.step !== undefined) schema.multipleOf = field.step;
      return schema;
    }
    case 'rating':
      return { type: 'integer', minimum: 0, maximum: field.max ?? DEFAULT_RATING_MAX };
    case 'color':
      return { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' };
    case 'multiSelect': {
      const ids = (field.choices ?? []).map((choice) => choice.id);
      const items: JsonSchema = ids.length > 0 ? { type: choiceType(ids), enum: ids } : { type: 'integer', minimum: 1 };
      if (ids.length === 0 && field.reference) items['x-reference'] = field.reference.resource;
      return listSchema(field, items);
    }
    case 'tags': {
      const items: JsonSchema = { type: 'string', minLength: 1 };
      if (field.maxLength !== undefined) items.maxLength = field.maxLength;
      return listSchema(field, items);
    }
    case 'markdown':
    case 'richText':
      return { type: 'string', maxLength: field.maxLength ?? LONG_TEXT_CAP };
    case 'code':
      return field.language === 'json'
        ? { type: 'string', maxLength: field.maxLength ?? LONG_TEXT_CAP, description: 'JSON text' }
        : { type: 'string', maxLength: field.maxLength ?? LONG_TEXT_CAP };
    case 'json':
      return { description: `At most ${field.maxLength ?? JSON_TEXT_CAP} characters as JSON text` };
    case 'image':
    case 'file':
      return uploadSchema(field);
    case 'images':
      return listSchema(field, uploadSchema(field));
    case 'object':
      return groupSchema(field.fields ?? []);
    case 'array':
      return listSchema(field, groupSchema(field.fields ?? []));
    case 'references': {
      const items: JsonSchema = { type: 'integer', minimum: 1 };
      if (field.reference) items['x-reference'] = field.reference.resource;
      return listSchema(field, items);
    }
    default:
      return undefined;
  }
}

/** The schema of the value's type, before limits and notes. */
function typeSchema(field: FieldSchema): JsonSchema {
  const rich = richTypeSchema(field);
  if (rich) return rich;
  switch (field.type) {
    case 'number':
      return { type: field.integer ? 'integer' : 'number' };
    case 'reference':
      return field.reference ? { type: 'integer', minimum: 1, 'x-reference': field.reference.resource } : { type: 'integer', minimum: 1 };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
    case 'status': {
      const ids = (field.choices ?? []).map((choice) => choice.id);
      return { type: choiceType(ids), enum: ids };
    }
    case 'datetime':
      return datetimeSchema(field);
    case 'email':
      return { type: 'string', format: 'email' };
    case 'url':
      return { type: 'string', format: 'uri' };
    default:
      return { type: 'string' };
  }
}

/** The rules JSON Schema cannot state, in words. */
function notes(field: FieldSchema): string[] {
  const out: string[] = [];
  if (field.requiredOn === 'create') out.push('Required when creating');
  if (field.requiredWhen) out.push(`Required when ${JSON.stringify(field.requiredWhen)}`);
  if (field.pattern?.flags) out.push(`Pattern flags: ${field.pattern.flags}`);
  for (const rule of field.compare ?? []) out.push(`Must be ${rule.op} the value of ${rule.field}`);
  // Named validators are functions once resolved: their names are not kept, their existence is.
  if ((field.validate ?? []).length > 0) out.push('Further rules of the resource apply (checked by the server)');
  return out;
}

const withNull = (type: JsonSchema['type']): JsonType[] => [...new Set([...(Array.isArray(type) ? type : type ? [type] : []), 'null' as const])];

export function fieldJsonSchema(field: FieldSchema, { nullable, textCap }: FieldSchemaOptions): JsonSchema {
  const schema = typeSchema(field);
  const text = TEXT_TYPES.has(field.type);
  const maxLength = field.maxLength ?? (text ? (schema.maxLength ?? textCap) : undefined);
  if (text && maxLength !== undefined) schema.maxLength = maxLength;
  if (text && field.minLength !== undefined) schema.minLength = field.minLength;
  if (text && field.pattern) schema.pattern = field.pattern.value;
  const ranged = field.type === 'number' || field.type === 'slider';
  if (ranged && field.min !== undefined) schema.minimum = field.min;
  if (ranged && field.max !== undefined) schema.maximum = field.max;
  if (field.defaultValue !== undefined && typeof field.defaultValue !== 'function') schema.default = field.defaultValue;
  if (field.unique) schema['x-unique'] = field.unique;
  if (field.roles) schema['x-roles'] = field.roles;
  const doc = FIELD_TYPE_DOCS[field.type];
  const firstChoice = field.choices?.[0]?.id;
  if (doc) schema.examples = [field.type === 'multiSelect' && firstChoice !== undefined ? [firstChoice] : doc.example];
  const description = [doc?.description, schema.description, ...notes(field)].filter(Boolean).join('. ');
  if (description) schema.description = description;
  // A json value may be any JSON type already (null included): no type to widen.
  if (nullable && schema.type !== undefined) {
    schema.type = withNull(schema.type);
    if (schema.enum) schema.enum = [...schema.enum, null];
  }
  return schema;
}
