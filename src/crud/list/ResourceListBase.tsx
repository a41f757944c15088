/**
 * The list controller of a schema, in react-admin's list context: `ListBase` for lists the server
 * pages, the fast client controller (useClientListController.ts) for whole lists. Either way the
 * page below reads `useListContext()`, so DataTable, selection and bulk actions work the same.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { ListBase, ListContextProvider, useDataProvider, useListContext } from 'react-admin';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';
import { MAX_EXPORT_ROWS } from '../../kernel/format/convention';
import { useStableCallback } from '../../utils/useStableCallback';
import { useClientListController } from './useClientListController';

/** Reads every row of the current view (filters, search, sort), for export and `unique`. */
interface ListRows {
  all: () => Promise<readonly AnyRecord[]>;
  loaded: () => readonly AnyRecord[] | undefined;
}

const ListRowsContext = createContext<ListRows | undefined>(undefined);

export function useListRows(): ListRows {
  const rows = useContext(ListRowsContext);
  if (!rows) throw new Error('useListRows needs a ResourceListBase');
  return rows;
}

/** A server list exports at most this many rows at once (one request). */
export const SERVER_EXPORT_LIMIT = MAX_EXPORT_ROWS;

function ClientListBase({ schema, children }: { schema: ResourceSchema; children: ReactNode }) {
  const list = useClientListController(schema);
  const rows = useMemo(() => ({ all: list.allRows, loaded: list.loadedRows }), [list.allRows, list.loadedRows]);
  return (
    <ListContextProvider value={list}>
      <ListRowsContext.Provider value={rows}>{children}</ListRowsContext.Provider>
    </ListContextProvider>
  );
}

function ServerRows({ children }: { children: ReactNode }) {
  const list = useListContext<AnyRecord>();
  const dataProvider = useDataProvider();
  const all = useStableCallback(async () => {
    const { data } = await dataProvider.getList<AnyRecord>(list.resource, {
      pagination: { page: 1, perPage: Math.min(SERVER_EXPORT_LIMIT, Math.max(list.total ?? 0, 1)) },
      sort: list.sort,
      filter: list.filterValues,
      meta: { export: true },
    });
    return data;
  });
  const loaded = useCallback(() => list.data, [list.data]);
  const rows = useMemo(() => ({ all, loaded }), [all, loaded]);
  return <ListRowsContext.Provider value={rows}>{children}</ListRowsContext.Provider>;
}

export function ResourceListBase({ schema, children }: { schema: ResourceSchema; children: ReactNode }) {
  if (schema.list.kind === 'client') return <ClientListBase schema={schema}>{children}</ClientListBase>;
  return (
    <ListBase
      resource={schema.name}
      sort={schema.sort}
      perPage={schema.perPage ?? 10}
      disableAuthentication
      // Page, sort and filters live in react-admin's store, not the address: a change re-renders
      // this list only, not the whole layout. Without a store key react-admin would keep them in
      // the component alone, and a visit away or a reload would lose them.
      disableSyncWithLocation
      storeKey={`${schema.name}.listParams`}
      exporter={false}
      // The HTTP client already showed the message; the page shows the error state.
      queryOptions={{ onError: () => undefined }}
    >
      <ServerRows>{children}</ServerRows>
    </ListBase>
  );
}
