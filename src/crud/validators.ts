/** Turns a field schema into react-admin validators (messages are i18n keys). */
import type { Validator } from 'react-admin';
import type { AnyRecord, FieldSchema, RuleName } from '../resources/types';

const SELECT_TYPES = new Set<FieldSchema['type']>(['select', 'reference', 'status']);

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function validatorsFor(field: FieldSchema, mode: 'new' | 'edit'): Validator[] {
  const out: Validator[] = [];
  /** The schema's message for a rule (`messages`), else the engine's. */
  const say = (rule: RuleName, fallback: string) => field.messages?.[rule] ?? fallback;
  const required = field.required || (field.requiredOn === 'create' && mode === 'new');
  if (required) {
    const message = say('required', 'crud.required');
    const rule = (value: unknown) => (empty(value) ? message : undefined);
    // A required select is flagged like react-admin's required(), so it offers no blank 'Clear value'
    // choice (its label gets the required mark). Text inputs keep their plain labels.
    out.push(SELECT_TYPES.has(field.type) ? Object.assign(rule, { isRequired: true }) : rule);
  }
  if (field.type === 'number') {
    if (field.integer) {
      const message = say('integer', 'crud.wholeNumber');
      out.push((value: unknown) => (empty(value) || Number.isInteger(Number(value)) ? undefined : message));
    }
    if (field.max !== undefined) {
      const max = field.max;
      const message = say('max', 'crud.atMost');
      out.push((value: unknown) => (empty(value) || Number(value) <= max ? undefined : { message, args: { max } }));
    }
    if (field.min !== undefined) {
      const min = field.min;
      const message = say('min', 'crud.atLeast');
      out.push((value: unknown) => (empty(value) || Number(value) >= min ? undefined : { message, args: { min } }));
    }
  }
  if (field.maxLength !== undefined) {
    const max = field.maxLength;
    const message = say('maxLength', 'crud.tooLong');
    out.push((value: unknown) => (typeof value === 'string' && value.trim().length > max ? { message, args: { max } } : undefined));
  }
  for (const rule of field.validate ?? []) {
    out.push((value: unknown, values: AnyRecord) => rule(value, values));
  }
  return out;
}
