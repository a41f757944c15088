/** Small readers shared by the cells: plain text of a value, its choice, typed options. */
import type { Choice, FieldSchema } from '../../kernel/types';

export function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  return String(value);
}

export function choiceOf(field: Pick<FieldSchema, 'choices'>, value: unknown): Choice | undefined {
  if (value === undefined || value === null) return undefined;
  return field.choices?.find((candidate) => String(candidate.id) === String(value));
}

export function stringOption(options: Record<string, unknown>, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' ? value : undefined;
}

export function numberOption(options: Record<string, unknown>, key: string): number | undefined {
  const value = options[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
