/**
 * The shape a value must have for its field type (a date, a time, a range, a colour, a list of
 * choices...), beyond the declarative rules: one check for the form and the server. Sub-fields
 * of `object` and `array` are checked by rules.ts (checkRecord), which calls this for each.
 * Pure: no React, no store. Messages are i18n keys (texts/sections/typeRules.ts).
 */
import { JSON_TEXT_CAP, LIST_ITEMS_CAP, LONG_TEXT_CAP } from '../format/definition/names';
import type { FieldSchema } from '../types';
import type { RuleError } from './rules';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

/** Most stars of a rating without its own `max`. */
export const DEFAULT_RATING_MAX = 5;

const fail = (message: string, args?: Record<string, unknown>): RuleError => (args ? { message, args } : { message });

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'YYYY-MM-DD' naming a real day. */
export function isDateText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isTimeText = (value: unknown): value is string => typeof value === 'string' && TIME.test(value);

export const isColorText = (value: unknown): value is string => typeof value === 'string' && COLOR.test(value);

/** A record id as a list of references holds it: a positive safe integer, or non-empty text. */
const isIdValue = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) || (typeof value === 'string' && value.trim() !== '' && value.length <= 64);

function countError(field: FieldSchema, items: readonly unknown[]): RuleError | undefined {
  if (field.minItems !== undefined && items.length < field.minItems) return fail('crud.tooFewItems', { min: field.minItems });
  const max = field.maxItems ?? LIST_ITEMS_CAP;
  if (items.length > max) return fail('crud.tooManyItems', { max });
  return undefined;
}

function hasDuplicate(items: readonly unknown[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = typeof item === 'string' ? `s${item.trim()}` : `v${String(item)}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** A list's count and items; scalar items (ids, tags, URLs) are a set, rows of an `array` may repeat. */
function listError(field: FieldSchema, value: unknown, itemFits: (item: unknown) => boolean, badItem = 'crud.badItem'): RuleError | undefined {
  if (!Array.isArray(value)) return fail('crud.notAList');
  const counted = countError(field, value);
  if (counted) return counted;
  if (!value.every(itemFits)) return fail(badItem);
  return field.type !== 'array' && hasDuplicate(value) ? fail('crud.duplicateItem') : undefined;
}

function choiceItemsError(field: FieldSchema, value: unknown): RuleError | undefined {
  if (field.choices && field.choices.length > 0) {
    const ids = field.choices.map((choice) => choice.id);
    return listError(field, value, (item) => ids.includes(item as string | number), 'crud.notAChoiceItem');
  }
  return listError(field, value, isIdValue);
}

function tagsError(field: FieldSchema, value: unknown): RuleError | undefined {
  const listed = listError(field, value, (item) => typeof item === 'string' && item.trim() !== '');
  if (listed || !Array.isArray(value)) return listed;
  const max = field.maxLength;
  if (max !== undefined && value.some((tag) => (tag as string).trim().length > max)) return fail('crud.tooLong', { max });
  return undefined;
}

function dateRangeError(value: unknown): RuleError | undefined {
  if (!Array.isArray(value) || value.length !== 2 || !isDateText(value[0]) || !isDateText(value[1])) return fail('crud.badDateRange');
  return value[1] < value[0] ? fail('crud.endBeforeStart') : undefined;
}

function sliderError(field: FieldSchema, value: unknown): RuleError | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('crud.badItem');
  const step = field.step;
  if (step === undefined) return undefined;
  const steps = (value - (field.min ?? 0)) / step;
  return Math.abs(steps - Math.round(steps)) > 1e-9 ? fail('crud.badStep', { step }) : undefined;
}

function ratingError(field: FieldSchema, value: unknown): RuleError | undefined {
  const max = field.max ?? DEFAULT_RATING_MAX;
  if (typeof value !== 'number' || !Number.isInteger(value)) return fail('crud.wholeNumber');
  if (value < 0) return fail('crud.atLeast', { min: 0 });
  return value > max ? fail('crud.atMost', { max }) : undefined;
}

function jsonError(field: FieldSchema, value: unknown): RuleError | undefined {
  const max = field.maxLength ?? JSON_TEXT_CAP;
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return fail('crud.badItem');
  }
  return text === undefined || text.length > max ? fail('crud.tooBig', { max }) : undefined;
}

const longTextError = (field: FieldSchema, value: unknown): RuleError | undefined => {
  if (typeof value !== 'string') return fail('crud.badItem');
  const max = field.maxLength ?? LONG_TEXT_CAP;
  return value.length > max ? fail('crud.tooLong', { max }) : undefined;
};

/** Whether a text parses as one JSON value. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A `code` value: long text, and JSON text when its language is json. */
function codeError(field: FieldSchema, value: unknown): RuleError | undefined {
  const long = longTextError(field, value);
  if (long) return long;
  return field.language === 'json' && !isJsonText(value as string) ? fail('crud.badJson') : undefined;
}

/**
 * What is wrong with the shape of a present (non-empty) value for its field's type, or undefined.
 * Types without a shape of their own here (text, number, select...) are the declarative rules' and
 * the server's coercion's business.
 */
export function typeShapeError(field: FieldSchema, value: unknown): RuleError | undefined {
  switch (field.type) {
    case 'date':
      return isDateText(value) ? undefined : fail('crud.badDate');
    case 'time':
      return isTimeText(value) ? undefined : fail('crud.badTime');
    case 'dateRange':
      return dateRangeError(value);
    case 'switch':
      return typeof value === 'boolean' ? undefined : fail('crud.badItem');
    case 'slider':
      return sliderError(field, value);
    case 'rating':
      return ratingError(field, value);
    case 'color':
      return isColorText(value) ? undefined : fail('crud.badColor');
    case 'multiSelect':
      return choiceItemsError(field, value);
    case 'references':
      return listError(field, value, isIdValue);
    case 'tags':
      return tagsError(field, value);
    case 'images':
      return listError(field, value, (item) => typeof item === 'string' && item !== '');
    case 'image':
    case 'file':
      return typeof value === 'string' ? undefined : fail('crud.badUploadUrl');
    case 'markdown':
    case 'richText':
      return longTextError(field, value);
    case 'json':
      return jsonError(field, value);
    case 'code':
      return codeError(field, value);
    case 'object':
      return isPlainObject(value) ? undefined : fail('crud.notAGroup');
    case 'array':
      return listError(field, value, isPlainObject, 'crud.notAGroup');
    default:
      return undefined;
  }
}
