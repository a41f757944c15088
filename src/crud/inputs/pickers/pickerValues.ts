/**
 * What each date picker shows for a stored value and stores for a picked date: a `date` field's
 * 'yyyy-MM-dd', a `time` field's 'HH:mm', a `datetime` field's wire (text, epoch milliseconds or
 * ISO). The patterns are the console's one date format (src/crud/format.ts). Pure: no React.
 */
import { format as formatDate, isValid } from 'date-fns';
import type { FieldSchema } from '../../../kernel/types';
import { DATE_PATTERN, TEXT_PATTERN, TIME_PATTERN, toDate, toWire, wireOf } from '../../format';

/**
 * What the form holds while a picker shows a date that does not exist (Feb 30, a half-typed
 * time): no stored form of any type, so the field's rule refuses the save until it is fixed.
 */
export const IMPOSSIBLE_DATE = 'impossible date';

export interface PickerValues {
  /** The date the picker shows for a stored value; null when empty or unreadable. */
  read: (stored: unknown) => Date | null;
  /** The stored value of a picked, valid date. */
  write: (date: Date) => string | number;
  /** The date-fns pattern the field's sections follow. */
  pattern: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /^(\d{2}):(\d{2})/;

function readDay(stored: unknown): Date | null {
  const parts = typeof stored === 'string' ? DAY.exec(stored) : null;
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 ? date : null;
}

function readTime(stored: unknown): Date | null {
  const parts = typeof stored === 'string' ? TIME.exec(stored) : null;
  if (!parts) return null;
  const [hours, minutes] = parts.slice(1).map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return null;
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  return date;
}

/** Tokens the pickers' sections know; a display pattern with others falls back to the default. */
const SECTION_PATTERN = /^(?:yyyy|yy|MMMM|MMM|MM|M|dd|d|HH|H|hh|h|mm|ss|a|'[^']*'|[\s\-/.:,年月日时分秒])+$/;

/** A datetime field's pattern: its own display pattern when the sections can follow it, else the console's. */
export function dateTimePattern(field: Pick<FieldSchema, 'format'>): string {
  const display = field.format?.type === 'datetime' ? field.format.display : undefined;
  return display !== undefined && SECTION_PATTERN.test(display) ? display : TEXT_PATTERN;
}

export const DAY_VALUES: PickerValues = { read: readDay, write: (date) => formatDate(date, DATE_PATTERN), pattern: DATE_PATTERN };

export const TIME_VALUES: PickerValues = { read: readTime, write: (date) => formatDate(date, TIME_PATTERN), pattern: TIME_PATTERN };

export function dateTimeValues(field: Pick<FieldSchema, 'format'>): PickerValues {
  const wire = wireOf(field);
  return { read: toDate, write: (date) => toWire(date, wire), pattern: dateTimePattern(field) };
}

/** The stored value of what a picker reports: null when emptied, IMPOSSIBLE_DATE when it names no date. */
export function storedOf(date: Date | null, values: PickerValues): string | number | null {
  if (date === null) return null;
  return isValid(date) ? values.write(date) : IMPOSSIBLE_DATE;
}
