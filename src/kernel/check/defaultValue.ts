/**
 * A field's `defaultValue` against its type (valueShapes.ts), its choices, its item counts and its
 * rules (rules.ts, the rules the form and the server run): a default the form would refuse is a
 * mistake of the file. An `object` or `array` default is checked through its sub-fields
 * (`fields.steps.defaultValue[0].delay`), and each sub-field's own default too.
 */
import { createTranslator } from '../texts/translate';
import { CHOICE_TYPES, LIST_TYPES, NESTED_TYPES } from '../format/definition/names';
import { checkValue, isEmptyValue } from '../rules/rules';
import type { AnyRecord, FieldSchema } from '../types';
import { fieldPath, isObject, type CheckContext } from './context';
import { shapeError } from './valueShapes';

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The defaults as a record: a rule across fields (a named validator) sees the others' defaults. */
function defaultsOf(fields: readonly FieldSchema[]): AnyRecord {
  const record: Record<string, unknown> = {};
  for (const field of fields) if (typeof field.defaultValue !== 'function' && field.defaultValue !== undefined) record[field.source] = field.defaultValue;
  // As rules.ts checkRecord reads form values: a new record has no id yet.
  return record as AnyRecord;
}

interface Walk {
  context: CheckContext;
  english: ReturnType<typeof createTranslator>;
}

function checkChoices(field: FieldSchema, value: unknown, at: string, { context }: Walk): boolean {
  const ids = (field.choices ?? []).map((choice) => choice.id);
  // A tags field's choices are suggestions: any word is a value.
  if (ids.length === 0 || field.type === 'tags') return true;
  const given = field.type === 'multiSelect' && Array.isArray(value) ? value : [value];
  const wrong = given.find((item) => !ids.some((id) => id === item));
  if (wrong === undefined) return true;
  context.problems.add(at, 'defaultNotAChoice', { value: shown(wrong), type: field.type, allowed: ids.map(shown).join(', ') });
  return false;
}

function checkItemCount(field: FieldSchema, value: unknown, at: string, { context }: Walk): boolean {
  if (!LIST_TYPES.includes(field.type) || !Array.isArray(value)) return true;
  const { minItems, maxItems } = field;
  if ((minItems === undefined || value.length >= minItems) && (maxItems === undefined || value.length <= maxItems)) return true;
  context.problems.add(at, 'defaultItemCount', { value: shown(value), count: value.length, min: minItems ?? 0, max: maxItems ?? '∞' });
  return false;
}

/** One value of a field (a default, or a part of a nested default) against the field. */
function checkDefaultValue(field: FieldSchema, value: unknown, at: string, record: AnyRecord, walk: Walk): void {
  if (value === undefined || value === null) return;
  const params = { value: shown(value), type: String(field.type) };
  if (CHOICE_TYPES.includes(field.type)) {
    checkChoices(field, value, at, walk);
    return;
  }
  const expected = shapeError(field, value);
  if (expected !== undefined) {
    walk.context.problems.add(at, 'defaultWrongType', { ...params, expected });
    return;
  }
  if (!checkChoices(field, value, at, walk) || !checkItemCount(field, value, at, walk)) return;
  if (NESTED_TYPES.includes(field.type)) {
    const rows = field.type === 'object' ? [[value, '']] : (value as unknown[]).map((row, index) => [row, `[${index}]`] as const);
    for (const [row, suffix] of rows) checkRow(field.fields ?? [], row, `${at}${suffix}`, walk);
    return;
  }
  if (isEmptyValue(value)) return;
  const error = checkValue(field, value, record, { mode: 'new', rows: [] });
  if (error) walk.context.problems.add(at, 'defaultBreaksRule', { ...params, reason: walk.english(error.message, error.args ?? {}) });
}

/** An object of a nested default, each sub-field's value checked with its siblings as the record. */
function checkRow(fields: readonly FieldSchema[], row: unknown, at: string, walk: Walk): void {
  if (!isObject(row)) return;
  for (const field of fields) {
    if (typeof field.source === 'string' && Object.hasOwn(row, field.source)) checkDefaultValue(field, row[field.source], `${at}.${field.source}`, row as AnyRecord, walk);
  }
}

/** Each field's own `defaultValue`, and its sub-fields' below it. */
function checkFieldDefaults(fields: readonly FieldSchema[], prefix: string, nested: boolean, walk: Walk): void {
  const record = defaultsOf(fields);
  fields.forEach((field, index) => {
    const at = `${prefix}${fieldPath(field.source, index)}`;
    const value = field.defaultValue;
    // A function is code (built-in schemas). A field the create form does not show
    // (`create: false`) carries its default as it is (the article's `platforms` list).
    if (typeof value !== 'function' && (nested || field.create !== false)) checkDefaultValue(field, value, `${at}.defaultValue`, record, walk);
    if (NESTED_TYPES.includes(field.type) && Array.isArray(field.fields)) checkFieldDefaults(field.fields, `${at}.`, true, walk);
  });
}

export function checkDefaults(context: CheckContext): void {
  checkFieldDefaults(context.schema.fields, '', false, { context, english: createTranslator(context.env.catalogues.en) });
}
