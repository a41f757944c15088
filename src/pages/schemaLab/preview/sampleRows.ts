/**
 * Sample rows for the preview: each field's value from the kernel's sample of its type
 * (kernel/format/sampleValues.ts: within its rules, nested through sub-fields), references
 * pointing at a few option rows (the users of the user dropdown for `userOption`).
 */
import { sampleValue, type SampleOptions } from '../../../kernel/format/sampleValues';
import type { AnyRecord, FieldSchema, ResourceSchema } from '../../../kernel/types';

export const SAMPLE_COUNT = 25;

/** The user dropdown's rows (as the embedded API seeds them), for references to `userOption`. */
const USER_OPTIONS: AnyRecord[] = [
  { id: 1, userName: 'admin' },
  { id: 2, userName: 'editor' },
  { id: 3, userName: 'visitor' },
];

const OPTION_COUNT = 5;

/** The rows a reference field points at. */
export function optionRows(resource: string, optionText: string): AnyRecord[] {
  if (resource === 'userOption') return USER_OPTIONS;
  return Array.from({ length: OPTION_COUNT }, (_, index) => ({ id: index + 1, [optionText]: `${resource} ${index + 1}` }));
}

/** Every reference of the fields and their sub-fields, each once by resource. */
export function referencesOf(fields: readonly FieldSchema[]): Array<NonNullable<FieldSchema['reference']>> {
  const found = new Map<string, NonNullable<FieldSchema['reference']>>();
  const visit = (list: readonly FieldSchema[]) => {
    for (const field of list) {
      if (field.reference && !found.has(field.reference.resource)) found.set(field.reference.resource, field.reference);
      if (field.fields) visit(field.fields);
    }
  };
  visit(fields);
  return [...found.values()];
}

const OPTIONS: SampleOptions = {
  referenceIds: (reference) => optionRows(reference.resource, reference.optionText).map((row) => row.id),
};

export function sampleRows(schema: ResourceSchema, count = SAMPLE_COUNT): AnyRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const row: AnyRecord = { id: index + 1 };
    for (const field of schema.fields) {
      if (field.source === 'id') continue;
      const value = sampleValue(field, index, OPTIONS);
      if (value !== undefined) row[field.source] = value;
    }
    return row;
  });
}
