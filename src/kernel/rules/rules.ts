/**
 * The declarative rules of a field schema, run by the form (src/crud/validators.ts) and by the
 * embedded API (server/validation.ts): one rule set, so they cannot drift. Pure: no React, no store.
 *
 * Messages are i18n keys with arguments; `field.messages[rule]` replaces a rule's default.
 * An empty value passes every rule but `required`.
 */
import { holds } from './conditions';
import { isPlainObject, typeShapeError } from './typeShapes';
import type { AnyRecord, CompareOp, CompareRule, FieldSchema, Identifier, PatternRule, ResourceSchema, RuleName } from '../types';

export interface RuleError {
  message: string;
  args?: Record<string, unknown>;
}

/** Errors of a record by field source. */
export type FieldErrors = Record<string, RuleError>;

export type FormMode = 'new' | 'edit';

export interface RuleContext {
  mode: FormMode;
  /** The record's own id, never a clash with itself for `unique` (default: the record's id). */
  id?: Identifier;
  /** The other records, for `unique` (the form's loaded list). */
  rows?: readonly AnyRecord[];
  /** Or a lookup: does another record hold this value? (The server asks its store.) Wins over rows. */
  isTaken?: (source: string, value: unknown) => boolean;
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Whether the field applies when creating ('new') or editing: read-only and absent fields are not checked. */
export function appliesTo(field: Pick<FieldSchema, 'create' | 'edit'>, mode: FormMode): boolean {
  return mode === 'new' ? field.create !== false : field.edit !== false && field.edit !== 'readonly';
}

export function isRequired(field: FieldSchema, record: AnyRecord, mode: FormMode): boolean {
  return field.required === true || (field.requiredOn === 'create' && mode === 'new') || holds(field.requiredWhen, record);
}

function failure(field: FieldSchema, rule: RuleName, fallback: string, args?: Record<string, unknown>): RuleError {
  const message = field.messages?.[rule] ?? fallback;
  return args ? { message, args } : { message };
}

/** A number from a number or numeric text; NaN for anything else (booleans, objects). */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Number(value.trim()) : NaN;
}

/** The trimmed text of a string or a number; undefined for other values (their type is the API's business). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : undefined;
}

const compiled = new WeakMap<PatternRule, RegExp>();

function regexpOf(pattern: PatternRule): RegExp {
  let regexp = compiled.get(pattern);
  if (!regexp) {
    // 'g' and 'y' would make test() carry lastIndex from one value to the next.
    regexp = new RegExp(pattern.value, (pattern.flags ?? '').replace(/[gy]/g, ''));
    compiled.set(pattern, regexp);
  }
  return regexp;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function numberError(field: FieldSchema, value: unknown): RuleError | undefined {
  if (!field.integer && field.min === undefined && field.max === undefined) return undefined;
  const number = numberOf(value);
  if (field.integer && !Number.isInteger(number)) return failure(field, 'integer', 'crud.wholeNumber');
  if (field.min !== undefined && !(number >= field.min)) return failure(field, 'min', 'crud.atLeast', { min: field.min });
  if (field.max !== undefined && !(number <= field.max)) return failure(field, 'max', 'crud.atMost', { max: field.max });
  return undefined;
}

function textError(field: FieldSchema, value: unknown): RuleError | undefined {
  const text = textOf(value);
  if (text === undefined) return undefined;
  if (field.minLength !== undefined && text.length < field.minLength) return failure(field, 'minLength', 'crud.tooShort', { min: field.minLength });
  if (field.maxLength !== undefined && text.length > field.maxLength) return failure(field, 'maxLength', 'crud.tooLong', { max: field.maxLength });
  if (field.pattern && !regexpOf(field.pattern).test(text)) return failure(field, 'pattern', field.pattern.message || 'crud.badPattern');
  if ((field.email || field.type === 'email') && !EMAIL.test(text)) return failure(field, 'email', 'crud.badEmail');
  if ((field.url || field.type === 'url') && !isWebAddress(text)) return failure(field, 'url', 'crud.badUrl');
  return undefined;
}

/** Whether `unique` ignores the case of ASCII letters (as SQLite's lower(), the stores' index). */
export const uniqueIgnoresCase = (field: Pick<FieldSchema, 'unique'>): boolean => typeof field.unique === 'object' && field.unique.ignoreCase === true;

/** The value `unique` compares: trimmed text, ASCII letters lowered when the rule ignores case. */
export function uniqueKey(field: Pick<FieldSchema, 'unique'>, value: unknown): string | undefined {
  const text = textOf(value);
  if (text === undefined || !uniqueIgnoresCase(field)) return text;
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

function isTaken(field: FieldSchema, value: unknown, record: AnyRecord, ctx: RuleContext): boolean {
  if (ctx.isTaken) return ctx.isTaken(field.source, value);
  const key = uniqueKey(field, value);
  const own = ctx.id ?? record.id;
  return (ctx.rows ?? []).some(
    (row) => (own === undefined || own === null || String(row.id) !== String(own)) && uniqueKey(field, row[field.source]) === key,
  );
}

const COMPARISONS: Readonly<Record<CompareOp, (order: number) => boolean>> = {
  lt: (order) => order < 0,
  lte: (order) => order <= 0,
  gt: (order) => order > 0,
  gte: (order) => order >= 0,
  eq: (order) => order === 0,
  ne: (order) => order !== 0,
};

/** Numbers (and numeric text against numbers) as numbers, anything else as text; undefined when either is empty. */
function orderOf(value: unknown, other: unknown): number | undefined {
  if (isEmptyValue(value) || isEmptyValue(other)) return undefined;
  const a = numberOf(value);
  const b = numberOf(other);
  if ((typeof value === 'number' || typeof other === 'number') && Number.isFinite(a) && Number.isFinite(b)) return a - b;
  const left = textOf(value) ?? JSON.stringify(value);
  const right = textOf(other) ?? JSON.stringify(other);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The first `compare` rule the value breaks: a rule with an empty side holds (`required` says whether a value is needed). */
export function checkCompare(rules: readonly CompareRule[] | undefined, value: unknown, record: AnyRecord): RuleError | undefined {
  for (const rule of rules ?? []) {
    const other = record[rule.field];
    const order = orderOf(value, other);
    if (order !== undefined && !COMPARISONS[rule.op](order)) return { message: rule.message, args: { other } };
  }
  return undefined;
}

/** The `required` rules (required, requiredOn: 'create', requiredWhen) on one value. */
export function checkRequired(field: FieldSchema, value: unknown, record: AnyRecord, ctx: RuleContext): RuleError | undefined {
  return isEmptyValue(value) && isRequired(field, record, ctx.mode) ? failure(field, 'required', 'crud.required') : undefined;
}

/** Every rule but `required`, on a value that is present. */
export function checkValue(field: FieldSchema, value: unknown, record: AnyRecord, ctx: RuleContext): RuleError | undefined {
  const shaped = typeShapeError(field, value);
  if (shaped) return shaped;
  // Lists, groups and JSON values have no number or text rules of their own (tags' maxLength is per tag, checked above).
  if (typeof value === 'object') return checkCompare(field.compare, value, record);
  const error = numberError(field, value) ?? textError(field, value);
  if (error) return error;
  if (field.unique && textOf(value) !== undefined && isTaken(field, value, record, ctx)) return failure(field, 'unique', 'crud.notUnique');
  const compared = checkCompare(field.compare, value, record);
  if (compared) return compared;
  for (const validate of field.validate ?? []) {
    const result = validate(value, record);
    if (result) return typeof result === 'string' ? { message: result } : result;
  }
  return undefined;
}

/** The first rule the value breaks, or undefined. */
export function checkField(field: FieldSchema, value: unknown, record: AnyRecord, ctx: RuleContext): RuleError | undefined {
  if (isEmptyValue(value)) return checkRequired(field, value, record, ctx);
  return checkValue(field, value, record, ctx);
}

/** Where a sub-field's value is: 'address.city', 'steps[2].delay'. */
export const subPath = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : `${path}.${key}`);

/**
 * The errors of a group of fields over one set of values (a record, an `object`'s value, a row of
 * an `array`), keyed by path under `prefix`: each field that applies in the mode and is visible
 * (its `visibleWhen` reads its siblings), then the sub-fields of a value whose shape is right.
 * `unique` is a record-level rule: sub-fields never clash with other records.
 */
function groupErrors(fields: readonly FieldSchema[], values: Record<string, unknown>, ctx: RuleContext, prefix: string, errors: FieldErrors): void {
  const record = values as AnyRecord;
  for (const field of fields) {
    if (!appliesTo(field, ctx.mode)) continue;
    if (field.visibleWhen !== undefined && !holds(field.visibleWhen, record)) continue;
    const path = prefix === '' ? field.source : subPath(prefix, field.source);
    const value = values[field.source];
    const error = checkField(prefix === '' ? field : { ...field, unique: undefined }, value, record, ctx);
    if (error) errors[path] = error;
    else if (field.fields && !isEmptyValue(value)) nestedErrors(field, value, ctx, path, errors);
  }
  if (prefix === '') return;
  const known = new Set(fields.map((field) => field.source));
  for (const key of Object.keys(values)) if (!known.has(key)) errors[subPath(prefix, key.slice(0, 64))] = { message: 'crud.unknownField', args: {} };
}

/** The errors inside an `object`'s or `array`'s value (its shape already checked), keyed by path. */
export function nestedErrors(field: FieldSchema, value: unknown, ctx: RuleContext, path: string, errors: FieldErrors = {}): FieldErrors {
  const fields = field.fields ?? [];
  if (field.type === 'object' && isPlainObject(value)) groupErrors(fields, value, ctx, path, errors);
  if (field.type === 'array' && Array.isArray(value)) {
    value.forEach((row, index) => {
      if (isPlainObject(row)) groupErrors(fields, row, ctx, subPath(path, index), errors);
    });
  }
  return errors;
}

/**
 * The errors of a record: the fields that apply in the mode (see appliesTo) and are visible
 * (`visibleWhen` holds, or is absent), in the schema's order; inside `object` and `array` values,
 * each sub-field's error under its path ('steps[2].delay').
 */
export function checkRecord(schema: Pick<ResourceSchema, 'fields'>, values: Record<string, unknown>, ctx: RuleContext): FieldErrors {
  const errors: FieldErrors = {};
  groupErrors(schema.fields, values, ctx, '', errors);
  return errors;
}
