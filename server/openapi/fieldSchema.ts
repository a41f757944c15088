/**
 * One field of a resource file as a JSON Schema: its type as it travels (mock/resources/columns.ts,
 * handlers/crud/values.ts), its limits (maxLength, pattern, min, max, choices) and what JSON Schema
 * has no keyword for: unique, references and field roles as extensions (x-unique, x-reference,
 * x-roles), the other rules in the description.
 */
import type { FieldSchema } from '../../src/kernel/types';
import type { JsonSchema, JsonType } from './types';

export interface FieldSchemaOptions {
  /** Empty (null) is accepted: the field is not required here. */
  nullable: boolean;
  /** Longest text when the field states none (a conventional resource's cap), if any. */
  textCap?: number;
}

const TEXT_TYPES: ReadonlySet<string> = new Set(['text', 'textarea', 'smsCode', 'password', 'email', 'url']);

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

/** The schema of the value's type, before limits and notes. */
function typeSchema(field: FieldSchema): JsonSchema {
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
  const maxLength = field.maxLength ?? (text ? textCap : undefined);
  if (text && maxLength !== undefined) schema.maxLength = maxLength;
  if (text && field.minLength !== undefined) schema.minLength = field.minLength;
  if (text && field.pattern) schema.pattern = field.pattern.value;
  if (field.type === 'number' && field.min !== undefined) schema.minimum = field.min;
  if (field.type === 'number' && field.max !== undefined) schema.maximum = field.max;
  if (field.defaultValue !== undefined && typeof field.defaultValue !== 'function') schema.default = field.defaultValue;
  if (field.unique) schema['x-unique'] = field.unique;
  if (field.roles) schema['x-roles'] = field.roles;
  const description = [schema.description, ...notes(field)].filter(Boolean).join('. ');
  if (description) schema.description = description;
  if (nullable) {
    schema.type = withNull(schema.type);
    if (schema.enum) schema.enum = [...schema.enum, null];
  }
  return schema;
}
