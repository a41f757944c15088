/**
 * react-admin's list controller for client lists (one call returns every row; page, sort, filters
 * and search run here), so `DataTable`, selection and bulk actions work on it as on `ListBase`.
 * It is kept off react-query so an interaction is one React commit:
 * - the whole list comes from the data provider instance, held while this view is mounted and let
 *   go when it unmounts (a closed tag frees its rows);
 * - while a long list loads, its rows come so far are shown when they are final: when the view's
 *   sort is the order the rows arrive in (the API sends newest first, the default order), a page
 *   of them cannot change any more; otherwise the view waits for the whole list;
 * - a search change re-renders the table once with the narrowed result, in the keystroke's own task
 *   up to SEARCH_IN_STEP_ROWS rows; above, in a transition, so the input (uncontrolled) never waits;
 * - page, size, sort and filters are one state update each; the view (row positions) is memoised
 *   on the search, filters and sort, a page is read from it.
 * Page, size, sort, filters and search are kept in react-admin's store for the next visit.
 */
import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DataProviderContext, useRecordSelection, useStoreContext, type ListControllerResult } from 'react-admin';
import type { SchemaDataProvider } from '../../providers/dataProvider';
import { filterPredicate } from '../../providers/filterPredicate';
import type { ListIndex, ListSort } from '../../providers/listIndex';
import type { AnyRecord, Identifier, ResourceSchema } from '../../kernel/types';
import { useStableCallback } from '../../utils/useStableCallback';

export interface ClientListParams {
  page: number;
  perPage: number;
  sort: ListSort;
  q: string;
  filter: Record<string, unknown>;
}

/** react-admin's list context, plus what the generic page needs of a client list. */
export type ClientListController = ListControllerResult<AnyRecord> & {
  /** Every row of the current view (search, filters, sort), for export: waits for a loading list. */
  allRows: () => Promise<AnyRecord[]>;
  /** Every row of the list, unfiltered (the export of everything). */
  everyRow: () => Promise<AnyRecord[]>;
  /** Every loaded row (for `unique` checks). */
  loadedRows: () => readonly AnyRecord[] | undefined;
};

interface Loaded {
  generation: number;
  index?: ListIndex;
  /** The index holds the rows come so far of a list still loading. */
  partial?: boolean;
  error?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function storedParams(value: unknown, fallback: ClientListParams): ClientListParams {
  if (!isRecord(value)) return fallback;
  const stored = value as Partial<ClientListParams>;
  return {
    page: typeof stored.page === 'number' && stored.page >= 1 ? stored.page : fallback.page,
    perPage: typeof stored.perPage === 'number' && stored.perPage >= 1 ? stored.perPage : fallback.perPage,
    sort: stored.sort && typeof stored.sort.field === 'string' ? stored.sort : fallback.sort,
    q: typeof stored.q === 'string' ? stored.q : fallback.q,
    filter: isRecord(stored.filter) ? stored.filter : fallback.filter,
  };
}

/** The search is a filter value (`q`) in the address, as in react-admin's lists. */
function fromFilter({ filter, ...rest }: Omit<ClientListParams, 'q'>): ClientListParams {
  const { q, ...others } = filter;
  return { ...rest, filter: others, q: typeof q === 'string' ? q : '' };
}

/**
 * Up to this many rows, a keystroke's search and the table's new page take a few milliseconds and
 * are done in the keystroke's task: as a transition they waited for the scheduler's next task, in
 * slices, and the table changed about 10 ms later (p95 42 against 30 ms at 100,000 rows).
 */
export const SEARCH_IN_STEP_ROWS = 200_000;

const noop = () => undefined;
const noFilters = {};

/** `initial`: the state the list's address gives (it wins over the stored one). */
export function useClientListController(schema: ResourceSchema, initial?: Omit<ClientListParams, 'q'>): ClientListController {
  const provider = useContext(DataProviderContext) as unknown as SchemaDataProvider;
  const store = useStoreContext();
  const resource = schema.name;
  const storeKey = `${resource}.clientList`;
  const [params, setParams] = useState<ClientListParams>(() =>
    storedParams(initial ? fromFilter(initial) : store.getItem(storeKey), {
      page: 1,
      perPage: schema.perPage ?? 10,
      sort: schema.sort ?? { field: 'id', order: 'ASC' },
      q: '',
      filter: {},
    }),
  );
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ generation: -1 });
  const [selectedIds, selection] = useRecordSelection({ resource });

  useEffect(() => {
    store.setItem(storeKey, params);
  }, [store, storeKey, params]);

  // Hold the list while this view is mounted (declared first: the load below finds it held).
  useEffect(() => provider.retain(resource), [provider, resource]);

  useEffect(() => {
    const controller = new AbortController();
    let shown = false;
    const onPartial = (index: ListIndex) => {
      if (controller.signal.aborted) return;
      const update = () => setLoaded({ generation, index, partial: true });
      // The first rows are drawn at once: as a transition their render was cut into slices between
      // the reads of the rest of the answer and came long after them. Later runs wait their turn.
      if (shown) startTransition(update);
      else update();
      shown = true;
    };
    provider.loadIndex(resource, controller.signal, onPartial).then(
      (index) => {
        if (!controller.signal.aborted) setLoaded({ generation, index });
      },
      (error: unknown) => {
        // A list that failed half-way shows its error, not its first rows as if they were all.
        if (!controller.signal.aborted) setLoaded((current) => ({ generation, index: current.partial ? undefined : current.index, error }));
      },
    );
    return () => controller.abort();
  }, [provider, resource, generation]);

  const { field, order } = params.sort;
  // The rows come so far are shown only when they are in this view's order.
  const final = useMemo(() => !loaded.partial || loaded.index?.follows(field ? { field, order } : undefined), [loaded, field, order]);
  const index = final ? loaded.index : undefined;
  const needle = params.q.trim().toLowerCase();
  const filterKey = JSON.stringify(params.filter);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the filter object is compared by its JSON
  const predicate = useMemo(() => filterPredicate(params.filter), [filterKey]);
  const view = useMemo(() => index?.view(needle, field ? { field, order } : undefined, predicate), [index, needle, field, order, predicate]);
  const total = view?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  const page = Math.min(params.page, pages);
  const data = useMemo(() => (index && view ? index.page(view, page, params.perPage) : undefined), [index, view, page, params.perPage]);
  const error = loaded.generation === generation ? loaded.error : undefined;
  const filterValues = useMemo(() => (params.q ? { ...params.filter, q: params.q } : params.filter), [params.filter, params.q]);

  // The handlers keep their identity across renders: DataTable's callbacks context and the memoised
  // parts of the page (header cells, row checkboxes, pager) then skip the interaction's commit.
  const setFilters = useStableCallback((next: Record<string, unknown>) => {
    const { q, ...rest } = next;
    const clean = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== ''));
    const search = typeof q === 'string' ? q : '';
    const apply = () => setParams((current) => ({ ...current, filter: clean, q: search, page: 1 }));
    // Typing in the search box of a very long list: the input never waits for the table.
    if (search !== params.q && (index?.size ?? 0) > SEARCH_IN_STEP_ROWS) startTransition(apply);
    else apply();
  });
  const hideFilter = useStableCallback((name: string) => setFilters(Object.fromEntries(Object.entries(filterValues).filter(([key]) => key !== name))));
  const setPage = useCallback((next: number) => setParams((current) => ({ ...current, page: next })), []);
  const setPerPage = useCallback((next: number) => setParams((current) => ({ ...current, perPage: next, page: 1 })), []);
  const setSort = useCallback((next: ListSort) => setParams((current) => ({ ...current, page: 1, sort: next })), []);
  const onSelectAll = useStableCallback(() => selection.select(index && view ? index.all(view).map((row) => row.id) : []));
  const refetch = useCallback(() => {
    provider.invalidate(resource);
    setGeneration((current) => current + 1);
  }, [provider, resource]);
  const allRows = useStableCallback(async () => {
    if (index && view && !loaded.partial) return index.all(view);
    const whole = await provider.loadIndex(resource);
    return whole.all(whole.view(needle, field ? { field, order } : undefined, predicate));
  });
  const everyRow = useStableCallback(async () => {
    const whole = index && !loaded.partial ? index : await provider.loadIndex(resource);
    return whole.all(whole.view('', undefined, filterPredicate(noFilters)));
  });
  // Read during render (the rows of a selection), so it changes with the index rather than lagging.
  const loadedRows = useCallback(() => index?.rows, [index]);

  const base = {
    resource,
    sort: params.sort,
    page,
    perPage: params.perPage,
    filterValues,
    displayedFilters: noFilters,
    hasNextPage: page < pages,
    hasPreviousPage: page > 1,
    isFetching: loaded.generation !== generation || Boolean(loaded.partial),
    isLoading: !index && error === undefined,
    selectedIds,
    exporter: false as const,
    setPage,
    setPerPage,
    setSort,
    setFilters,
    showFilter: noop,
    hideFilter,
    onSelect: selection.select,
    onSelectAll,
    onToggleItem: selection.toggle,
    onUnselectItems: selection.clearSelection,
    refetch,
    allRows,
    everyRow,
    loadedRows,
  };

  if (error !== undefined && !index) {
    return { ...base, data: undefined, total: undefined, meta: undefined, error: error as Error, isPending: false };
  }
  if (!index || !data) return { ...base, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
  return { ...base, data, total, meta: undefined, error: (error as Error | undefined) ?? null, isPending: false };
}

export type { Identifier };
