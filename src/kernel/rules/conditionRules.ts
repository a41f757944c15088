/**
 * What a field's conditions say about a write, the same for the form and the server (conditions.ts
 * evaluates them):
 * - `disabledWhen`: the value does not change while the record matches. On an edit that is the
 *   stored record (leaving the condition and changing the value in one write does not open it); on
 *   a create, the record being created, whose value must stay its default.
 * - a choice's `visibleWhen` is read on the stored record (on a create, on no record), as the form
 *   offers the choice: a hidden choice is refused unless the stored value holds it already.
 * - `visibleWhen`: a field hidden in the saved record has no value: it is cleared, so nothing is
 *   stored that no rule checked (`withHiddenCleared`).
 */
import type { Condition, FieldSchema } from '../types';
import { holds } from './conditions';
import { isEmptyValue, type FormMode, type RuleError } from './rules';

type Values = Record<string, unknown>;

export interface ConditionContext {
  mode: FormMode;
  /** The stored record an edit changes. */
  current?: Values;
  /** The record as the write would leave it (the stored one with the sent values over it). */
  next: Values;
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The condition's field and the value that makes it hold: 'status is approved', 'rated is empty'. */
function conditionText(condition: Condition, record: Values): string {
  if (typeof condition === 'function') return 'its condition holds';
  const value = record[condition.field];
  return `${condition.field} is ${isEmptyValue(value) ? 'empty' : typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
}

/** The refusal of a value `disabledWhen` keeps fixed, or undefined. `value` is the value as it would be stored. */
export function disabledError(field: FieldSchema, value: unknown, ctx: ConditionContext): RuleError | undefined {
  const condition = field.disabledWhen;
  if (condition === undefined) return undefined;
  const basis = ctx.mode === 'edit' ? ctx.current : ctx.next;
  if (basis === undefined || !holds(condition, basis)) return undefined;
  const before = ctx.mode === 'edit' ? ctx.current?.[field.source] : typeof field.defaultValue === 'function' ? undefined : field.defaultValue;
  if (sameValue(isEmptyValue(value) ? null : value, isEmptyValue(before) ? null : before)) return undefined;
  return { message: 'crud.disabledNow', args: { condition: conditionText(condition, basis) } };
}

/** The choices of a value that its field offers only on other records: refused unless the stored value holds them. */
export function hiddenChoiceError(field: FieldSchema, value: unknown, ctx: ConditionContext): RuleError | undefined {
  const choices = field.choices ?? [];
  if (!choices.some((choice) => choice.visibleWhen !== undefined) || isEmptyValue(value)) return undefined;
  const stored = ctx.mode === 'edit' ? ctx.current?.[field.source] : undefined;
  const held = new Set((Array.isArray(stored) ? stored : [stored]).map((item) => String(item)));
  const record = ctx.mode === 'edit' ? (ctx.current ?? {}) : {};
  for (const item of Array.isArray(value) ? value : [value]) {
    const choice = choices.find((candidate) => String(candidate.id) === String(item));
    if (choice?.visibleWhen === undefined || held.has(String(item))) continue;
    if (!holds(choice.visibleWhen, record)) return { message: 'crud.choiceHidden', args: { value: String(item) } };
  }
  return undefined;
}

/** A field's conditions on a value it would store: `disabledWhen`, then its choices' `visibleWhen`. */
export const conditionError = (field: FieldSchema, value: unknown, ctx: ConditionContext): RuleError | undefined =>
  disabledError(field, value, ctx) ?? hiddenChoiceError(field, value, ctx);

const isGroup = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function clearedGroup(fields: readonly FieldSchema[], values: Record<string, unknown>): Record<string, unknown> {
  let out = values;
  for (const field of fields) {
    const value = values[field.source];
    let next = value;
    if (field.visibleWhen !== undefined && !holds(field.visibleWhen, values)) next = isEmptyValue(value) ? value : null;
    else if (field.fields && field.type === 'object' && isGroup(value)) next = clearedGroup(field.fields, value);
    else if (field.fields && field.type === 'array' && Array.isArray(value)) {
      const rows = value.map((row) => (isGroup(row) ? clearedGroup(field.fields ?? [], row) : row));
      next = rows.every((row, index) => row === value[index]) ? value : rows;
    }
    if (next !== value) out = out === values ? { ...values, [field.source]: next } : Object.assign(out, { [field.source]: next });
  }
  return out;
}

/**
 * The values with every field hidden by its `visibleWhen` cleared (null), inside `object` and
 * `array` values too (a sub-field's condition reads its siblings). The same object when nothing is
 * hidden.
 */
export const withHiddenCleared = <T extends Record<string, unknown>>(fields: readonly FieldSchema[], values: T): T => clearedGroup(fields, values) as T;
