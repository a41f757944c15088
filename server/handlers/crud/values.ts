/**
 * One value of a conventional resource's field, from what a client sent to what is stored: the
 * type the column holds (columns.ts), text at most `maxLength` (or DEFAULT_TEXT_CAP; markdown,
 * richText and code LONG_TEXT_CAP) characters without control characters (newlines and tabs are text;
 * code keeps its surrounding spaces, where indentation means something),
 * finite numbers, a choice of the field, a record id, a date in the field's wire form, a colour in
 * lower case, richText sanitised (server/richText.ts), and a json column's one JSON value, whose
 * sub-fields (`object`, `array`) are coerced the same way under their path ('steps[2].delay').
 * Empty ('' or null) is null: the `required` rule decides about it. The value's shape for its type
 * (a date, a range, a list's items) is the kernel's typeShapes.ts, run by checkRecord after this.
 */
import { subPath, type FieldErrors, type RuleError } from '../../../src/kernel/rules/rules';
import { LONG_TEXT_CAP } from '../../../src/kernel/format/definition/names';
import type { FieldSchema } from '../../../src/kernel/types';
import { columnKindOf, type Column } from '../../resources/columns';
import type { JsonValue, StoredValue } from '../../resources/resourceStoreTypes';
import { sanitizeRichText } from '../../richText';
import { toId } from '../../parse';

/** Longest text of a field without its own maxLength. */
export const DEFAULT_TEXT_CAP = 1000;

/** Deepest JSON value a `json` field takes (arrays and objects inside each other). */
export const JSON_DEPTH_CAP = 32;

/** A value as stored, or the error of the field, or the errors of its sub-fields by path. */
export type Coerced = { value: StoredValue } | { error: RuleError } | { errors: FieldErrors };

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Control characters (NUL ends a string in SQLite and is refused by PostgreSQL): never stored nor searched. */
export const hasControl = (text: string): boolean => CONTROL.test(text);
const NUMBER_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const plain = (message: string): { error: RuleError } => ({ error: { message, args: {} } });
const pad = (value: number): string => String(value).padStart(2, '0');

const LONG_TEXT_TYPES: ReadonlySet<string> = new Set(['markdown', 'richText', 'code']);

function text(column: Column, raw: unknown): Coerced {
  if (typeof raw !== 'string' && typeof raw !== 'number') return plain('must be text');
  const value = column.field.type === 'code' ? String(raw) : String(raw).trim();
  const max = column.field.maxLength ?? (LONG_TEXT_TYPES.has(column.field.type) ? LONG_TEXT_CAP : DEFAULT_TEXT_CAP);
  if (value.length > max) return { error: { message: 'crud.tooLong', args: { max } } };
  if (CONTROL.test(value)) return plain('must not contain control characters');
  return { value };
}

function number(raw: unknown): Coerced {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && NUMBER_TEXT.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return plain(`must be a number from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`);
  return { value };
}

function choice(column: Column, raw: unknown): Coerced {
  const choices = column.field.choices ?? [];
  const found = typeof raw === 'string' || typeof raw === 'number' ? choices.find((option) => String(option.id) === String(raw).trim()) : undefined;
  return found ? { value: found.id } : plain(`must be one of: ${choices.map((option) => String(option.id)).join(', ')}`);
}

function boolean(raw: unknown): Coerced {
  if (raw === true || raw === 1 || raw === 'true' || raw === '1') return { value: true };
  if (raw === false || raw === 0 || raw === 'false' || raw === '0') return { value: false };
  return plain('must be true or false');
}

/** 'YYYY-MM-DD HH:mm:ss' (wire 'text'), UTC ISO 8601 ('iso') or epoch ms ('epoch'). */
function datetime(column: Column, raw: unknown): Coerced {
  const wire = column.field.format?.type === 'datetime' ? (column.field.format.wire ?? 'text') : 'text';
  if (wire === 'epoch') {
    const ms = number(raw);
    return 'value' in ms && Number.isInteger(ms.value) && Number(ms.value) >= 0 && Number(ms.value) <= 8.64e15 ? ms : plain('must be a time in milliseconds since 1970');
  }
  if (typeof raw !== 'string' || raw.length > 40) return plain(wire === 'iso' ? 'must be an ISO 8601 date and time' : 'must be a date and time as YYYY-MM-DD HH:mm:ss');
  if (wire === 'iso') {
    const time = Date.parse(raw.trim());
    return Number.isNaN(time) ? plain('must be an ISO 8601 date and time') : { value: new Date(time).toISOString() };
  }
  const parts = LOCAL_TIME.exec(raw.trim());
  if (!parts) return plain('must be a date and time as YYYY-MM-DD HH:mm:ss');
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hours < 24 && minutes < 60 && seconds < 60;
  return real ? { value: `${year}-${pad(month)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}` } : plain('must be a real date and time');
}

/** Whether a JSON value nests at most JSON_DEPTH_CAP deep and holds no control characters in its texts or keys. */
function isCleanJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !CONTROL.test(value);
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value === 'boolean') return true;
  if (depth >= JSON_DEPTH_CAP || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.every((item) => isCleanJson(item, depth + 1));
  return Object.entries(value).every(([key, item]) => !CONTROL.test(key) && isCleanJson(item, depth + 1));
}

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The column a sub-field of an `object` or `array` would have: its values are coerced as a column's. */
const subColumn = (field: FieldSchema): Column => ({ source: field.source, kind: columnKindOf(field) ?? 'text', field });

/** A group of sub-field values (an object's, a row of an array's) coerced under `path`; unknown keys are kept for checkRecord to name. */
function coerceGroup(fields: readonly FieldSchema[], raw: Record<string, unknown>, path: string, errors: FieldErrors): Record<string, JsonValue> {
  // fromEntries makes own keys: a `__proto__` key stays a key (and checkRecord refuses it).
  const out: Record<string, JsonValue> = Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value as JsonValue]));
  for (const field of fields) {
    if (!Object.prototype.hasOwnProperty.call(raw, field.source)) continue;
    const where = subPath(path, field.source);
    const coerced = coerceExact(subColumn(field), raw[field.source], where);
    if ('value' in coerced) out[field.source] = coerced.value;
    else if ('error' in coerced) errors[where] = coerced.error;
    else Object.assign(errors, coerced.errors);
  }
  return out;
}

/** A json column's value: lists stay lists (tags trimmed), groups get their sub-fields coerced. */
function jsonValue(column: Column, raw: unknown, path: string): Coerced {
  const { field } = column;
  if (!isCleanJson(raw)) return plain(`must be JSON at most ${JSON_DEPTH_CAP} levels deep, without control characters`);
  if (field.type === 'json') return { value: raw as JsonValue };
  if (field.type === 'object') {
    if (!isGroup(raw)) return plain('crud.notAGroup');
    const errors: FieldErrors = {};
    const value = coerceGroup(field.fields ?? [], raw, path, errors);
    return Object.keys(errors).length > 0 ? { errors } : { value };
  }
  if (!Array.isArray(raw)) return plain(field.type === 'dateRange' ? 'crud.badDateRange' : 'crud.notAList');
  if (field.type === 'tags') return { value: raw.map((tag) => (typeof tag === 'string' ? tag.trim() : (tag as JsonValue))) };
  if (field.type !== 'array') return { value: raw as JsonValue[] };
  const errors: FieldErrors = {};
  const rows = raw.map((row, index) => (isGroup(row) ? coerceGroup(field.fields ?? [], row, subPath(path, index), errors) : (row as JsonValue)));
  return Object.keys(errors).length > 0 ? { errors } : { value: rows };
}

export function coerce(column: Column, raw: unknown, path = column.source): Coerced {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  if (column.kind === 'json') return jsonValue(column, raw, path);
  switch (column.field.type) {
    case 'color': {
      const coerced = text(column, raw);
      return 'value' in coerced && typeof coerced.value === 'string' ? { value: coerced.value.toLowerCase() } : coerced;
    }
    case 'richText': {
      const coerced = text(column, raw);
      return 'value' in coerced && typeof coerced.value === 'string' ? { value: sanitizeRichText(coerced.value) } : coerced;
    }
    case 'switch':
      return boolean(raw);
    case 'slider':
    case 'rating':
    case 'number':
      return number(raw);
    case 'reference': {
      const id = toId(raw);
      return id === undefined ? plain('must be a record id from 1 to 2147483647') : { value: id };
    }
    case 'boolean':
      return boolean(raw);
    case 'select':
    case 'status':
      return choice(column, raw);
    case 'datetime':
      return datetime(column, raw);
    default:
      return text(column, raw);
  }
}

/**
 * The JSON type a field's value travels as in a body of a resource declared as data ('json': the
 * column's own check): its column's kind (columnKindOf), but a select's or a status's choice.
 */
function expectedType(column: Column): 'string' | 'number' | 'boolean' | 'choice' | 'json' {
  if (column.kind === 'json') return 'json';
  if (column.field.type === 'select' || column.field.type === 'status') return 'choice';
  if (column.kind === 'number' || column.kind === 'boolean') return column.kind;
  return 'string';
}

/**
 * A body value as it is written, without the coercions that hide a client's mistake (a number for
 * text, "300" for a number, "true" for a boolean, "2" for a choice whose id is 2): resources declared
 * as data take each value in its own JSON type. Empty (null, '') stays empty.
 */
export function coerceExact(column: Column, raw: unknown, path = column.source): Coerced {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  const expected = expectedType(column);
  if (expected === 'json') return coerce(column, raw, path);
  if (expected === 'choice') {
    const found = (column.field.choices ?? []).some((option) => option.id === raw);
    if (!found) return plain(`must be one of: ${(column.field.choices ?? []).map((option) => JSON.stringify(option.id)).join(', ')}`);
  } else if (typeof raw !== expected) {
    return plain(expected === 'string' ? 'must be text' : expected === 'number' ? 'must be a number (not text)' : 'must be true or false');
  }
  return coerce(column, raw);
}
