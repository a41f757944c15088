/** Turns a field schema into react-admin validators, built on the rules the API runs too (kernel/rules/rules.ts). */
import type { Validator } from 'react-admin';
import { checkRequired, checkValue, isEmptyValue, type FormMode, type RuleError } from '../kernel/rules/rules';
import type { AnyRecord, FieldSchema, Identifier } from '../kernel/types';

const SELECT_TYPES = new Set<FieldSchema['type']>(['select', 'reference', 'status']);

export interface ValidatorContext {
  /** The loaded list, for `unique` (read when the value is checked, so it may change meanwhile). */
  rows?: () => readonly AnyRecord[] | undefined;
  /** The record being edited, never a clash with itself (default: the form's id value). */
  id?: Identifier;
}

/** react-admin's form of a message: a key, or a key with its arguments. */
const toMessage = (error: RuleError | undefined) => (error === undefined ? undefined : error.args ? { message: error.message, args: error.args } : error.message);

export function validatorsFor(field: FieldSchema, mode: FormMode, ctx: ValidatorContext = {}): Validator[] {
  const context = () => ({ mode, id: ctx.id, rows: ctx.rows?.() });
  const out: Validator[] = [];
  if (field.required || field.requiredOn || field.requiredWhen) {
    const required = (value: unknown, values: AnyRecord) => toMessage(checkRequired(field, value, values, context()));
    // A required select is flagged like react-admin's required(), so it offers no blank 'Clear value'
    // choice (its label gets the required mark). Text inputs keep their plain labels; a field
    // required only under a condition is not flagged (it may be cleared otherwise).
    const always = field.required === true || (field.requiredOn === 'create' && mode === 'new');
    out.push(always && SELECT_TYPES.has(field.type) ? Object.assign(required, { isRequired: true }) : required);
  }
  out.push((value: unknown, values: AnyRecord) => (isEmptyValue(value) ? undefined : toMessage(checkValue(field, value, values, context()))));
  return out;
}
