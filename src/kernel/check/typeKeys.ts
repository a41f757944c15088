/**
 * Keys that belong to some field types only, and what some types need: sub-fields for `object`
 * and `array` (no deeper than NESTING_DEPTH_CAP), options for `multiSelect`, bounds for a
 * `slider`, a sensible `max` for a `rating`. A key on a type that ignores it is an error: the
 * developer meant something the console would silently not do.
 */
import { LIST_TYPES, NESTED_TYPES, NESTING_DEPTH_CAP, UPLOAD_TYPES, type FieldType } from '../format/definition/names';
import type { FieldSchema } from '../types';
import type { CheckContext } from './context';

type TypedKey = 'step' | 'minItems' | 'maxItems' | 'accept' | 'crop' | 'fields' | 'language';

/** The types each key applies to. */
export const KEY_TYPES: Readonly<Record<TypedKey, readonly FieldType[]>> = {
  step: ['slider', 'number'],
  minItems: LIST_TYPES,
  maxItems: LIST_TYPES,
  accept: UPLOAD_TYPES,
  crop: ['image', 'images'],
  fields: NESTED_TYPES,
  language: ['code'],
};

/** Most stars a rating may show. */
export const RATING_MAX_CAP = 10;

function checkKeysOfType(field: FieldSchema, at: string, context: CheckContext): void {
  for (const [key, types] of Object.entries(KEY_TYPES) as Array<[TypedKey, readonly FieldType[]]>) {
    if (field[key] !== undefined && !types.includes(field.type)) {
      context.problems.add(`${at}.${key}`, 'keyNotForType', { key, type: field.type, types: types.join(', ') });
    }
  }
}

function checkNesting(field: FieldSchema, at: string, depth: number, context: CheckContext): void {
  if (!NESTED_TYPES.includes(field.type)) return;
  if (!field.fields?.length) context.problems.add(`${at}.fields`, 'missingSubFields', { type: field.type });
  else if (depth + 1 > NESTING_DEPTH_CAP) context.problems.add(`${at}.fields`, 'tooDeep', { depth: depth + 1, max: NESTING_DEPTH_CAP });
}

function checkNumbers(field: FieldSchema, at: string, context: CheckContext): void {
  const { problems } = context;
  if (field.type === 'rating' && field.max !== undefined && !(Number.isInteger(field.max) && field.max >= 1 && field.max <= RATING_MAX_CAP)) {
    problems.add(`${at}.max`, 'badRatingMax', { value: String(field.max), max: RATING_MAX_CAP });
  }
  if (field.type === 'slider') {
    for (const key of ['min', 'max'] as const) if (typeof field[key] !== 'number') problems.add(`${at}.${key}`, 'sliderBounds', { key });
  }
  if (field.step !== undefined && !(typeof field.step === 'number' && field.step > 0)) problems.add(`${at}.step`, 'badStep', { value: String(field.step) });
}

/** The checks of the keys a field's type gives meaning to; `depth` 0 is the resource's own fields. */
export function checkTypeKeys(field: FieldSchema, at: string, depth: number, context: CheckContext): void {
  checkKeysOfType(field, at, context);
  checkNesting(field, at, depth, context);
  checkNumbers(field, at, context);
  if (field.type === 'multiSelect' && !field.choices?.length && !field.reference) context.problems.add(`${at}.choices`, 'missingOptions', { type: field.type });
}
