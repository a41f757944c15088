/** Turns a field schema into react-admin validators, built on the rules the API runs too (kernel/rules/rules.ts). */
import type { Validator } from 'react-admin';
import { get } from 'react-hook-form';
import { holds } from '../kernel/rules/conditions';
import { checkRequired, checkValue, isEmptyValue, type FormMode, type RuleError } from '../kernel/rules/rules';
import type { AnyRecord, FieldSchema, Identifier } from '../kernel/types';

export interface ValidatorContext {
  /** The current values of the field's group: a `requiredWhen` field is marked required while its condition holds. */
  values?: AnyRecord;
  /** The loaded list, for `unique` (read when the value is checked, so it may change meanwhile). */
  rows?: () => readonly AnyRecord[] | undefined;
  /** The record being edited, never a clash with itself (default: the form's id value). */
  id?: Identifier;
  /**
   * The path of the group the field sits in ('address', 'steps.2'): its rules read the group's
   * values (its siblings), as the server's check does, and `unique` does not apply there.
   */
  scope?: string;
}

/** react-admin's form of a message: a key, or a key with its arguments. */
const toMessage = (error: RuleError | undefined) => (error === undefined ? undefined : error.args ? { message: error.message, args: error.args } : error.message);

/** The values a field's rules read: the whole form's, or those of the group it sits in. */
export function groupValues(values: AnyRecord | undefined, scope: string | undefined): AnyRecord {
  if (scope === undefined) return values ?? ({} as AnyRecord);
  const group: unknown = get(values ?? {}, scope);
  return (typeof group === 'object' && group !== null && !Array.isArray(group) ? group : {}) as AnyRecord;
}

export function validatorsFor(field: FieldSchema, mode: FormMode, ctx: ValidatorContext = {}): Validator[] {
  const { scope } = ctx;
  const ruled: FieldSchema = scope === undefined ? field : { ...field, unique: undefined };
  const context = () => ({ mode, id: ctx.id, rows: ctx.rows?.() });
  const out: Validator[] = [];
  if (field.required || field.requiredOn || field.requiredWhen) {
    const required = (value: unknown, values: AnyRecord) => toMessage(checkRequired(ruled, value, groupValues(values, scope), context()));
    // Flagged like react-admin's required(): the label gets the required mark, and a select offers
    // no blank 'Clear value' choice. A field required under a condition is flagged while it holds.
    const now =
      field.required === true ||
      (field.requiredOn === 'create' && mode === 'new') ||
      (field.requiredWhen !== undefined && ctx.values !== undefined && holds(field.requiredWhen, ctx.values));
    out.push(now ? Object.assign(required, { isRequired: true }) : required);
  }
  out.push((value: unknown, values: AnyRecord) =>
    isEmptyValue(value) ? undefined : toMessage(checkValue(ruled, value, groupValues(values, scope), context())),
  );
  return out;
}
