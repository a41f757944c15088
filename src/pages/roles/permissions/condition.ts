/** A rows condition (the format's condition) as the editor's three pickers hold it: field, operator, value. */
import type { FileCondition } from '../../../kernel/format/resourceFile';

export const CONDITION_OPERATORS = ['equals', 'notEquals', 'in', 'notIn', 'notEmpty', 'empty'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export interface ConditionParts {
  field: string;
  operator: ConditionOperator;
  /** The value of equals, or the values of in. */
  value: unknown;
}

export const takesList = (operator: ConditionOperator) => operator === 'in' || operator === 'notIn';
export const takesValue = (operator: ConditionOperator) => operator !== 'notEmpty' && operator !== 'empty';

export function partsOfCondition(condition: FileCondition): ConditionParts {
  const not = condition.not === true;
  if ('equals' in condition) return { field: condition.field, operator: not ? 'notEquals' : 'equals', value: condition.equals };
  if ('in' in condition) return { field: condition.field, operator: not ? 'notIn' : 'in', value: [...condition.in] };
  return { field: condition.field, operator: not ? 'empty' : 'notEmpty', value: undefined };
}

export function conditionOf({ field, operator, value }: ConditionParts): FileCondition {
  const not = operator === 'notEquals' || operator === 'notIn' || operator === 'empty' ? { not: true } : {};
  if (takesList(operator)) return { field, in: Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value], ...not };
  if (takesValue(operator)) return { field, equals: Array.isArray(value) ? (value[0] ?? '') : (value ?? ''), ...not };
  return { field, notEmpty: true, ...not };
}
