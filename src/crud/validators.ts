/** Turns a field schema into react-admin validators (messages are i18n keys). */
import type { Validator } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../resources/types';

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function validatorsFor(field: FieldSchema, mode: 'new' | 'edit'): Validator[] {
  const out: Validator[] = [];
  const required = field.required || (field.requiredOn === 'create' && mode === 'new');
  if (required) out.push((value: unknown) => (empty(value) ? 'crud.required' : undefined));
  if (field.type === 'number') {
    if (field.integer) {
      out.push((value: unknown) => (empty(value) || Number.isInteger(Number(value)) ? undefined : 'crud.wholeNumber'));
    }
    if (field.max !== undefined) {
      const max = field.max;
      out.push((value: unknown) => (empty(value) || Number(value) <= max ? undefined : { message: 'crud.atMost', args: { max } }));
    }
    if (field.min !== undefined) {
      const min = field.min;
      out.push((value: unknown) =>
        empty(value) || Number(value) >= min ? undefined : { message: 'crud.atLeast', args: { min } },
      );
    }
  }
  if (field.maxLength !== undefined) {
    const max = field.maxLength;
    out.push((value: unknown) =>
      typeof value === 'string' && value.trim().length > max ? { message: 'crud.tooLong', args: { max } } : undefined,
    );
  }
  for (const rule of field.validate ?? []) {
    out.push((value: unknown, values: AnyRecord) => rule(value, values));
  }
  return out;
}
