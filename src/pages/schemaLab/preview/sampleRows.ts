/**
 * Sample rows for the preview, generated from the fields: text from the label (within maxLength),
 * numbers within min/max, choices cycled, datetimes spread over weeks, booleans alternating,
 * references to a few option rows (the users of the user dropdown for `userOption`).
 */
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../kernel/types';

export const SAMPLE_COUNT = 25;

/** The user dropdown's rows (as the embedded API seeds them), for references to `userOption`. */
const USER_OPTIONS: AnyRecord[] = [
  { id: 1, userName: 'admin' },
  { id: 2, userName: 'editor' },
  { id: 3, userName: 'visitor' },
];

const OPTION_COUNT = 5;
/** 2024-01-01 09:00 UTC: fixed, so the sample is the same on every run. */
const FIRST_DATE = Date.UTC(2024, 0, 1, 9, 0, 0);
const DATE_STEP_MS = 36 * 60 * 60 * 1000;

/** A readable word from a label: 'user.userName' -> 'userName', 'Phone' -> 'Phone'. */
const labelWord = (field: FieldSchema): string => (field.label ?? field.source).split('.').pop() || field.source;

function fitText(text: string, field: FieldSchema): string {
  let out = text;
  if (field.maxLength !== undefined) out = out.slice(0, Math.max(0, field.maxLength));
  if (field.minLength !== undefined && out.length < field.minLength) out = out.padEnd(field.minLength, 'x');
  return out;
}

function sampleNumber(field: FieldSchema, index: number): number {
  const low = Math.ceil(field.min ?? 0);
  const high = Math.floor(field.max ?? low + 999);
  if (high < low) return field.min ?? 0;
  // A stride prime to most ranges spreads the values instead of counting up.
  return low + ((index * 37) % (high - low + 1));
}

const pad = (value: number) => String(value).padStart(2, '0');

function sampleDate(field: FieldSchema, index: number): string | number {
  const at = FIRST_DATE + index * DATE_STEP_MS;
  const wire = field.format?.type === 'datetime' ? field.format.wire ?? 'text' : 'text';
  if (wire === 'epoch') return at;
  const date = new Date(at);
  if (wire === 'iso') return date.toISOString();
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** The rows a reference field points at. */
export function optionRows(resource: string, optionText: string): AnyRecord[] {
  if (resource === 'userOption') return USER_OPTIONS;
  return Array.from({ length: OPTION_COUNT }, (_, index) => ({ id: index + 1, [optionText]: `${resource} ${index + 1}` }));
}

function sampleValue(field: FieldSchema, index: number): unknown {
  const n = index + 1;
  switch (field.type) {
    case 'number':
      return sampleNumber(field, index);
    case 'datetime':
      return sampleDate(field, index);
    case 'boolean':
      return index % 2 === 0;
    case 'select':
    case 'status': {
      const choices = field.choices ?? [];
      return choices.length === 0 ? undefined : choices[index % choices.length]?.id;
    }
    case 'reference': {
      if (!field.reference) return undefined;
      const options = optionRows(field.reference.resource, field.reference.optionText);
      return options[index % options.length]?.id;
    }
    case 'email':
      return fitText(`user${n}@example.com`, field);
    case 'url':
      return fitText(`https://example.com/${field.source}/${n}`, field);
    case 'password':
      return undefined;
    case 'smsCode':
      return fitText(String(100000 + index), field);
    default:
      return fitText(`${labelWord(field)} ${n}`, field);
  }
}

export function sampleRows(schema: ResourceSchema, count = SAMPLE_COUNT): AnyRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const row: AnyRecord = { id: index + 1 };
    for (const field of schema.fields) {
      if (field.source === 'id') continue;
      const value = sampleValue(field, index);
      if (value !== undefined) row[field.source] = value;
    }
    return row;
  });
}
