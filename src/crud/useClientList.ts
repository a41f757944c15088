/**
 * The state of a client list (one call returns every row; page, sort and search run here), kept
 * off react-query so an interaction is one React commit (issue 12):
 * - the whole list comes from the data provider instance, held while this view is mounted and let
 *   go when it unmounts (a closed tag frees its rows);
 * - a search change is a transition: the input (uncontrolled) never waits, and the table is
 *   re-rendered once with the narrowed result;
 * - page, size and sort are one state update each; the view (row positions) is memoised on the
 *   search and sort, a page is read from it.
 * Page, size, sort and search are kept in react-admin's store for the next visit.
 */
import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { DataProviderContext, useStoreContext } from 'react-admin';
import type { SchemaDataProvider } from '../providers/dataProvider';
import type { ListIndex, ListSort } from '../providers/listIndex';
import type { AnyRecord, ResourceSchema } from '../resources/types';

export interface ClientListParams {
  page: number;
  perPage: number;
  sort: ListSort;
  q: string;
}

export interface ListModel {
  data: AnyRecord[] | undefined;
  total: number;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  page: number;
  perPage: number;
  sort: ListSort;
  q: string;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  toggleSort: (field: string) => void;
  setSearch: (q: string) => void;
  refetch: () => void;
}

interface Loaded {
  generation: number;
  index?: ListIndex;
  error?: unknown;
}

function storedParams(value: unknown, fallback: ClientListParams): ClientListParams {
  if (typeof value !== 'object' || value === null) return fallback;
  const stored = value as Partial<ClientListParams>;
  return {
    page: typeof stored.page === 'number' && stored.page >= 1 ? stored.page : fallback.page,
    perPage: typeof stored.perPage === 'number' && stored.perPage >= 1 ? stored.perPage : fallback.perPage,
    sort: stored.sort && typeof stored.sort.field === 'string' ? stored.sort : fallback.sort,
    q: typeof stored.q === 'string' ? stored.q : fallback.q,
  };
}

export function useClientList(schema: ResourceSchema, perPage = 10): ListModel {
  const provider = useContext(DataProviderContext) as unknown as SchemaDataProvider;
  const store = useStoreContext();
  const resource = schema.name;
  const storeKey = `${resource}.clientList`;
  const [params, setParams] = useState<ClientListParams>(() =>
    storedParams(store.getItem(storeKey), { page: 1, perPage, sort: schema.sort ?? { field: 'id', order: 'ASC' }, q: '' }),
  );
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ generation: -1 });

  useEffect(() => {
    store.setItem(storeKey, params);
  }, [store, storeKey, params]);

  // Hold the list while this view is mounted (declared first: the load below finds it held).
  useEffect(() => provider.retain(resource), [provider, resource]);

  useEffect(() => {
    const controller = new AbortController();
    provider.loadIndex(resource, controller.signal).then(
      (index) => {
        if (!controller.signal.aborted) setLoaded({ generation, index });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((current) => ({ generation, index: current.index, error }));
      },
    );
    return () => controller.abort();
  }, [provider, resource, generation]);

  const { index } = loaded;
  const needle = params.q.trim().toLowerCase();
  const { field, order } = params.sort;
  const view = useMemo(() => index?.view(needle, field ? { field, order } : undefined), [index, needle, field, order]);
  const total = view?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / params.perPage));
  const page = Math.min(params.page, pages);
  const data = useMemo(() => (index && view ? index.page(view, page, params.perPage) : undefined), [index, view, page, params.perPage]);

  return {
    data,
    total,
    isPending: !index && loaded.error === undefined,
    isFetching: loaded.generation !== generation,
    error: loaded.generation === generation ? loaded.error : undefined,
    page,
    perPage: params.perPage,
    sort: params.sort,
    q: params.q,
    setPage: (next) => setParams((current) => ({ ...current, page: next })),
    setPerPage: (next) => setParams((current) => ({ ...current, perPage: next, page: 1 })),
    toggleSort: (next) =>
      setParams((current) => ({
        ...current,
        page: 1,
        sort: { field: next, order: current.sort.field === next && current.sort.order === 'ASC' ? 'DESC' : 'ASC' },
      })),
    setSearch: (q) => startTransition(() => setParams((current) => ({ ...current, q, page: 1 }))),
    refetch: () => {
      provider.invalidate(resource);
      setGeneration((current) => current + 1);
    },
  };
}
