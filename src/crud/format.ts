import { parseTime, type TimeInput } from '../utils/parseTime';

/** A table cell's date: the template's default format, or the text as the API sent it. */
export function formatDateTime(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' && !/^\d+$/.test(value)) return value;
  if (typeof value !== 'number' && typeof value !== 'string' && !(value instanceof Date)) return String(value);
  return parseTime(value as TimeInput) ?? String(value);
}
