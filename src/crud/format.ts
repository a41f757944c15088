/**
 * How schema values read and travel: dates (on date-fns, the API's text form by hand), money and
 * percentages (on Intl).
 * Pure: no React, so the exports, the demos and the table cells share it.
 */
import { format as formatDate, parseISO } from 'date-fns';
import type { DateWire, FieldSchema } from '../kernel/types';
import { readDateText, writeDateText } from './dateText';

/** A day as the console shows it (and as a `date` field stores it). */
export const DATE_PATTERN = 'yyyy-MM-dd';
/** A time of day as the console shows it (and as a `time` field stores it), 24-hour. */
export const TIME_PATTERN = 'HH:mm';
/** The API's date text and the default display pattern ('y-m-d h:i:s'). */
export const TEXT_PATTERN = `${DATE_PATTERN} ${TIME_PATTERN}:ss`;

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A 10-digit number is a timestamp in seconds (the template's rule), anything else milliseconds. */
function fromNumber(value: number): Date | null {
  if (!Number.isFinite(value)) return null;
  return valid(new Date(String(Math.trunc(value)).length === 10 ? value * 1000 : value));
}

/**
 * A Date from epoch milliseconds (number or digit string; 10 digits = seconds), 'yyyy-MM-dd HH:mm:ss'
 * text or ISO 8601 (local time when it carries no offset), or a Date. Null when it is none of these.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return valid(value);
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return fromNumber(Number(text));
  // parseISO also takes a space between date and time; the API's own text form is read by hand.
  return valid(readDateText(text) ?? parseISO(text));
}

const checkedPatterns = new Map<string, boolean>();

/** Whether a date-fns display pattern formats without error (e.g. 'YYYY' or 'DD' do not). */
export function isDatePattern(pattern: string): boolean {
  if (pattern === TEXT_PATTERN) return true;
  let known = checkedPatterns.get(pattern);
  if (known === undefined) {
    try {
      formatDate(0, pattern);
      known = true;
    } catch {
      known = false;
    }
    checkedPatterns.set(pattern, known);
  }
  return known;
}

/**
 * A value shown as a date: '' when empty, text that is no date as it is. A pattern date-fns
 * rejects falls back to the default rather than breaking the whole table.
 */
export function formatDateTime(value: unknown, pattern = TEXT_PATTERN): string {
  if (value === undefined || value === null || value === '') return '';
  const date = toDate(value);
  if (!date) return value instanceof Date ? '' : String(value);
  const shown = isDatePattern(pattern) ? pattern : TEXT_PATTERN;
  return (shown === TEXT_PATTERN ? writeDateText(date) : undefined) ?? formatDate(date, shown);
}

/** A date as the API wants it back. */
export function toWire(date: Date, wire: DateWire = 'text'): string | number {
  if (wire === 'epoch') return date.getTime();
  if (wire === 'iso') return date.toISOString();
  return writeDateText(date) ?? formatDate(date, TEXT_PATTERN);
}

export function wireOf(field: Pick<FieldSchema, 'format'>): DateWire {
  return field.format?.type === 'datetime' ? (field.format.wire ?? 'text') : 'text';
}

/** Intl wants a region for Chinese digits and currency signs; our languages are 'en' and 'zh'. */
export function intlLocale(locale: string): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Intl throws on a malformed currency code; a cell then shows the plain number instead. */
function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions, fallback: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), options).format(value);
  } catch {
    return new Intl.NumberFormat(intlLocale(locale), fallback).format(value);
  }
}

function digits(decimals: number | undefined): Intl.NumberFormatOptions {
  return decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

export interface MoneyOptions {
  /** ISO 4217 code ('CNY', 'USD'); without it the number is shown with its decimals only. */
  currency?: string;
  /** Fraction digits (default: the currency's own, or 2 without a currency). */
  decimals?: number;
}

/** An amount in the reader's locale; '' when empty, text that is no number as it is. */
export function formatMoney(value: unknown, { currency, decimals }: MoneyOptions = {}, locale = 'en'): string {
  const number = toNumber(value);
  if (number === null) return value === undefined || value === null ? '' : String(value);
  const plain = digits(decimals ?? 2);
  if (!currency) return formatNumber(number, locale, plain, plain);
  return formatNumber(number, locale, { style: 'currency', currency, ...digits(decimals) }, plain);
}

/** A ratio as a percentage (0.125 → '12.5%' with one decimal); '' when empty, other text as it is. */
export function formatPercent(value: unknown, { decimals }: { decimals?: number } = {}, locale = 'en'): string {
  const number = toNumber(value);
  if (number === null) return value === undefined || value === null ? '' : String(value);
  const options: Intl.NumberFormatOptions = { style: 'percent', ...digits(decimals) };
  return formatNumber(number, locale, options, options);
}

