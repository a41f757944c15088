/** Turns a field schema into react-admin validators (messages are i18n keys). */
import type { Validator } from 'react-admin';
import type { AnyRecord, FieldSchema } from '../resources/types';

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function validatorsFor(field: FieldSchema, mode: 'new' | 'edit'): Validator[] {
  const out: Validator[] = [];
  const required = field.required || (field.requiredOn === 'create' && mode === 'new');
  if (required) {
    // Flagged like react-admin's required(): inputs show it, and a required select offers no blank
    // 'Clear value' choice.
    const requiredValidator = Object.assign((value: unknown) => (empty(value) ? 'crud.required' : undefined), { isRequired: true });
    out.push(requiredValidator);
  }
  if (field.type === 'number') {
    if (field.integer) {
      out.push((value: unknown) => (empty(value) || Number.isInteger(Number(value)) ? undefined : 'crud.wholeNumber'));
    }
    if (field.min !== undefined) {
      const min = field.min;
      out.push((value: unknown) =>
        empty(value) || Number(value) >= min ? undefined : { message: 'crud.atLeast', args: { min } },
      );
    }
  }
  for (const rule of field.validate ?? []) {
    out.push((value: unknown, values: AnyRecord) => rule(value, values));
  }
  return out;
}
