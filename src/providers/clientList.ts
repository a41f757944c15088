/**
 * List operations for endpoints that return the whole list: quick search, filters, sort and paging
 * run here. The last filtered-and-sorted view is memoised so paging through 100,000 rows is cheap.
 */
import type { AnyRecord } from '../resources/types';

export interface ClientListQuery {
  page: number;
  perPage: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null || a === '') return 1;
  if (b === undefined || b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function matchesFilter(record: AnyRecord, filter: Record<string, unknown>, searchFields: readonly string[]): boolean {
  for (const [key, expected] of Object.entries(filter)) {
    if (expected === undefined || expected === null || expected === '') continue;
    if (key === 'q') {
      const needle = String(expected).trim().toLowerCase();
      if (needle && !searchFields.some((field) => String(record[field] ?? '').toLowerCase().includes(needle))) {
        return false;
      }
      continue;
    }
    const actual = record[key];
    if (Array.isArray(expected)) {
      if (!expected.map(String).includes(String(actual))) return false;
    } else if (String(actual) !== String(expected)) return false;
  }
  return true;
}

export interface ListView {
  /** Same array reference means the same view can be reused. */
  source: readonly AnyRecord[];
  key: string;
  rows: AnyRecord[];
}

export function buildView(
  source: readonly AnyRecord[],
  query: ClientListQuery,
  searchFields: readonly string[],
  previous?: ListView,
): ListView {
  const key = JSON.stringify([query.filter ?? {}, query.sort ?? null]);
  if (previous && previous.source === source && previous.key === key) return previous;
  const filter = query.filter ?? {};
  let rows = Object.keys(filter).length ? source.filter((row) => matchesFilter(row, filter, searchFields)) : [...source];
  if (query.sort?.field) {
    const { field, order } = query.sort;
    const direction = order === 'DESC' ? -1 : 1;
    rows = rows.sort((a, b) => direction * compareValues(a[field], b[field]));
  }
  return { source, key, rows };
}

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = Math.max(0, (page - 1) * perPage);
  return rows.slice(start, start + perPage);
}
