/**
 * List operations for endpoints that return the whole list: quick search, filters, sort and paging
 * run here. Built for 100,000 rows: each field is sorted once per loaded list (then reused, and
 * reversed for descending), every row's search text is built once, and the last filtered-and-
 * sorted view is memoised, so a page change is a slice and a search is one pass of `includes`.
 */
import type { AnyRecord } from '../resources/types';

export interface ClientListQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

type SortKey = number | string | null;

const DIGITS = /\d/;
const DIGIT_RUNS = /\d+/g;
const padDigits = (digits: string) => (digits.length >= 16 ? digits : '0'.repeat(16 - digits.length) + digits);

/** Natural order without a collator: case-folded, with digit runs padded so 'Item 2' < 'Item 10'. */
export function sortKeyOf(value: unknown): SortKey {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const text = String(value).toLowerCase();
  return DIGITS.test(text) ? text.replace(DIGIT_RUNS, padDigits) : text;
}

function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  return a < b ? -1 : 1;
}

export function compareValues(a: unknown, b: unknown): number {
  return compareKeys(sortKeyOf(a), sortKeyOf(b));
}

/** Rows of one loaded list sorted by a field, ascending and descending, computed once each. */
const sortedCache = new WeakMap<readonly AnyRecord[], Map<string, AnyRecord[]>>();

export function sortedBy(source: readonly AnyRecord[], field: string, order: 'ASC' | 'DESC'): AnyRecord[] {
  let byField = sortedCache.get(source);
  if (!byField) {
    byField = new Map();
    sortedCache.set(source, byField);
  }
  const cacheKey = `${field}:${order}`;
  const cached = byField.get(cacheKey);
  if (cached) return cached;
  const ascending = byField.get(`${field}:ASC`) ?? sortAscending(source, field);
  byField.set(`${field}:ASC`, ascending);
  if (order === 'ASC') return ascending;
  const descending = [...ascending].reverse();
  byField.set(cacheKey, descending);
  return descending;
}

function sortAscending(source: readonly AnyRecord[], field: string): AnyRecord[] {
  const keyed = source.map((row, index) => ({ row, key: sortKeyOf(row[field]), index }));
  keyed.sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index);
  return keyed.map((entry) => entry.row);
}

/** Each row's lower-cased search text over the given fields, built once per row. */
const haystacks = new WeakMap<AnyRecord, string>();

function haystackOf(record: AnyRecord, searchFields: readonly string[]): string {
  let text = haystacks.get(record);
  if (text === undefined) {
    text = searchFields.map((field) => String(record[field] ?? '').toLowerCase()).join('\u0000');
    haystacks.set(record, text);
  }
  return text;
}

/** One predicate for a filter, compiled once per view rather than re-read for every row. */
export function predicateFor(filter: Record<string, unknown>, searchFields: readonly string[]): (record: AnyRecord) => boolean {
  const checks: Array<(record: AnyRecord) => boolean> = [];
  for (const [key, expected] of Object.entries(filter)) {
    if (expected === undefined || expected === null || expected === '') continue;
    if (key === 'q') {
      const needle = String(expected).trim().toLowerCase();
      if (needle) checks.push((record) => haystackOf(record, searchFields).includes(needle));
    } else if (Array.isArray(expected)) {
      const allowed = new Set(expected.map(String));
      checks.push((record) => allowed.has(String(record[key])));
    } else {
      const wanted = String(expected);
      checks.push((record) => String(record[key]) === wanted);
    }
  }
  if (checks.length === 1) return checks[0];
  return (record) => checks.every((check) => check(record));
}

/** Builds the rows' search text in idle time after a list loads, so the first search is quick too. */
export function warmSearch(rows: readonly AnyRecord[], searchFields: readonly string[], chunk = 5000): void {
  const idle: (callback: () => void) => void =
    typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback) : (callback) => setTimeout(callback, 0);
  let next = 0;
  const step = () => {
    const end = Math.min(rows.length, next + chunk);
    for (; next < end; next += 1) haystackOf(rows[next], searchFields);
    if (next < rows.length) idle(step);
  };
  idle(step);
}

export function matchesFilter(record: AnyRecord, filter: Record<string, unknown>, searchFields: readonly string[]): boolean {
  return predicateFor(filter, searchFields)(record);
}

export interface ListView {
  /** Same array reference means the same view can be reused. */
  source: readonly AnyRecord[];
  key: string;
  rows: readonly AnyRecord[];
}

function activeFilter(filter: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

export function buildView(
  source: readonly AnyRecord[],
  query: ClientListQuery,
  searchFields: readonly string[],
  previous?: ListView,
): ListView {
  const filter = activeFilter(query.filter);
  const key = JSON.stringify([filter, query.sort ?? null, searchFields]);
  if (previous && previous.source === source && previous.key === key) return previous;
  const ordered = query.sort?.field ? sortedBy(source, query.sort.field, query.sort.order) : source;
  const rows = Object.keys(filter).length ? ordered.filter(predicateFor(filter, searchFields)) : ordered;
  return { source, key, rows };
}

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = Math.max(0, (page - 1) * perPage);
  return rows.slice(start, start + perPage);
}
