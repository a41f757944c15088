/**
 * List operations for endpoints that return the whole list: quick search, filters, sort and paging
 * run here, on the list's index (listIndex.ts: flat search texts, narrowing search, per-field sort
 * orders). The index of a loaded list is kept beside it (WeakMap), so it goes with the list.
 */
import type { AnyRecord } from '../kernel/types';
import { filterPredicate } from './filterPredicate';
import { compareKeys, ListIndex, sortKeyOf, type IndexView, type ListSort } from './listIndex';

export { sortKeyOf } from './listIndex';

export interface ClientListQuery {
  page: number;
  perPage: number;
  sort?: ListSort;
  filter?: Record<string, unknown>;
}

export function compareValues(a: unknown, b: unknown): number {
  return compareKeys(sortKeyOf(a), sortKeyOf(b));
}

const indexes = new WeakMap<readonly AnyRecord[], ListIndex>();

/** The index of a loaded list over the given search fields (one per list). */
export function indexOf(rows: readonly AnyRecord[], searchFields: readonly string[]): ListIndex {
  let index = indexes.get(rows);
  if (!index) {
    index = new ListIndex(rows, searchFields);
    indexes.set(rows, index);
  }
  return index;
}

/** The quick-search needle of a filter: trimmed, lower-cased. */
export function needleOf(filter: Record<string, unknown> | undefined): string {
  const q = filter?.q;
  return q === undefined || q === null ? '' : String(q).trim().toLowerCase();
}

/** The filters other than the quick search (filterPredicate.ts). */
export const otherFilters = filterPredicate;

/** One predicate for a whole filter (quick search included). */
export function predicateFor(filter: Record<string, unknown>, searchFields: readonly string[]): (record: AnyRecord) => boolean {
  const needle = needleOf(filter);
  const others = otherFilters(filter);
  const text = (record: AnyRecord) => searchFields.map((field) => String(record[field] ?? '').toLowerCase()).join('\u0000');
  return (record) => (!needle || text(record).includes(needle)) && (!others || others(record));
}

export function matchesFilter(record: AnyRecord, filter: Record<string, unknown>, searchFields: readonly string[]): boolean {
  return predicateFor(filter, searchFields)(record);
}

export interface ListView {
  /** Same array reference means the same view can be reused. */
  source: readonly AnyRecord[];
  key: string;
  view: IndexView;
  index: ListIndex;
  /** The view's rows in order (built on first read). */
  readonly rows: readonly AnyRecord[];
}

export function buildView(
  source: readonly AnyRecord[],
  query: ClientListQuery,
  searchFields: readonly string[],
  previous?: ListView,
): ListView {
  const index = indexOf(source, searchFields);
  const needle = needleOf(query.filter);
  const others = otherFilters(query.filter);
  const key = JSON.stringify([needle, query.sort ?? null, others ? query.filter : null, searchFields]);
  if (previous && previous.source === source && previous.key === key) return previous;
  const view = index.view(needle, query.sort?.field ? query.sort : undefined, others);
  let rows: readonly AnyRecord[] | undefined;
  return {
    source,
    key,
    view,
    index,
    get rows() {
      rows ??= index.all(view);
      return rows;
    },
  };
}

/** One page of a view. */
export function viewPage(list: ListView, page: number, perPage: number): AnyRecord[] {
  return list.index.page(list.view, page, perPage);
}

export function pageOf<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = Math.max(0, (page - 1) * perPage);
  return rows.slice(start, start + perPage);
}
