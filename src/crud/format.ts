import { parseTime, type TimeInput } from '../utils/parseTime';

/** A table cell's date: the template's default format, or the text as the API sent it. */
export function formatDateTime(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) return String(value);
  return parseTime(value as TimeInput) ?? String(value);
}

/**
 * Placeholder until the date-fns formats land (issue 10): a datetime input shows and saves the
 * field's wire value as it is.
 */
export function dateTimeInputProps(_field: unknown): { format?: (value: unknown) => string; parse?: (value: string) => unknown } {
  return {};
}
