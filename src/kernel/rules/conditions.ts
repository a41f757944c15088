/** Conditions as data (`visibleWhen`, `disabledWhen`, `requiredWhen`, action `visibleWhen`). Pure: the server reads them too. */
import type { AnyRecord, Condition } from '../types';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Loose equality on the wire's terms: 1 and '1' are the same value (inputs give text, the API numbers). */
const same = (a: unknown, b: unknown) => a === b || (a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b));

export function holds(condition: Condition | undefined, record: AnyRecord | Record<string, unknown>): boolean {
  if (condition === undefined) return false;
  if (typeof condition === 'function') return condition(record as AnyRecord);
  const value = record[condition.field];
  let result: boolean;
  if ('equals' in condition) result = same(value, condition.equals);
  else if ('in' in condition) result = condition.in.some((candidate) => same(value, candidate));
  else result = !isEmpty(value);
  return condition.not ? !result : result;
}
