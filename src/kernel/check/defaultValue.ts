/**
 * A field's `defaultValue` against its type, its choices and its rules (rules.ts, the rules the
 * form and the server run): a default the form would refuse is a mistake of the file.
 */
import { createTranslator } from '../texts/translate';
import { CHOICE_TYPES } from '../format/definition/names';
import { checkValue, isEmptyValue } from '../rules/rules';
import type { AnyRecord, FieldSchema, FieldType } from '../types';
import { fieldPath, type CheckContext } from './context';

const TEXT = ['text', 'textarea', 'password', 'email', 'url', 'smsCode'] as const;

/** What a default of each type must be in JSON (choice types are checked against their choices). */
function fitsType(type: FieldType, value: unknown): string | undefined {
  if ((TEXT as readonly string[]).includes(type)) return typeof value === 'string' ? undefined : 'string';
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value) ? undefined : 'number';
  if (type === 'boolean') return typeof value === 'boolean' ? undefined : 'boolean';
  if (type === 'reference') return typeof value === 'string' || typeof value === 'number' ? undefined : 'string or number';
  if (type === 'datetime') {
    const valid = (typeof value === 'string' && !Number.isNaN(Date.parse(value))) || (typeof value === 'number' && Number.isFinite(value));
    return valid ? undefined : 'date (ISO text or milliseconds)';
  }
  return undefined;
}

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The defaults as a record: a rule across fields (a named validator) sees the others' defaults. */
function defaultsOf(fields: readonly FieldSchema[]): AnyRecord {
  const record: Record<string, unknown> = {};
  for (const field of fields) if (typeof field.defaultValue !== 'function' && field.defaultValue !== undefined) record[field.source] = field.defaultValue;
  // As rules.ts checkRecord reads form values: a new record has no id yet.
  return record as AnyRecord;
}

export function checkDefaults(context: CheckContext): void {
  const { schema, problems, env } = context;
  const english = createTranslator(env.catalogues.en);
  const record = defaultsOf(schema.fields);
  schema.fields.forEach((field, index) => {
    const value = field.defaultValue;
    // A function is code (built-in schemas); null is "empty". A field the create form does not
    // show (`create: false`) carries its default as it is (the article's `platforms` list).
    if (value === undefined || value === null || typeof value === 'function' || field.create === false) return;
    const at = `${fieldPath(field.source, index)}.defaultValue`;
    const params = { value: shown(value), type: String(field.type) };
    if (CHOICE_TYPES.includes(field.type)) {
      const ids = (field.choices ?? []).map((choice) => choice.id);
      if (ids.length > 0 && !ids.some((id) => id === value)) problems.add(at, 'defaultNotAChoice', { ...params, allowed: ids.map(shown).join(', ') });
      return;
    }
    const expected = fitsType(field.type, value);
    if (expected !== undefined) {
      problems.add(at, 'defaultWrongType', { ...params, expected });
      return;
    }
    if (isEmptyValue(value)) return;
    const error = checkValue(field, value, record, { mode: 'new', rows: [] });
    if (error) problems.add(at, 'defaultBreaksRule', { ...params, reason: english(error.message, error.args ?? {}) });
  });
}
