/**
 * The list controller of a schema, in react-admin's list context: `ListBase` for lists the server
 * pages, the fast client controller (useClientListController.ts) for whole lists. Either way the
 * page below reads `useListContext()`, so DataTable, selection and bulk actions work the same.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ListBase, ListContextProvider, useDataProvider, useListContext } from 'react-admin';
import type { AnyRecord, ResourceSchema } from '../../kernel/types';
import { MAX_EXPORT_ROWS } from '../../kernel/format/convention';
import { useStableCallback } from '../../utils/useStableCallback';
import { useClientListController } from './useClientListController';
import { ListUrlWriter, stateFromUrl, useServerListUrlSeed } from '../views/listUrlSync';

/** Reads every row of the current view (filters, search, sort), for export and `unique`. */
interface ListRows {
  all: () => Promise<readonly AnyRecord[]>;
  /** Every row, without the view's filters and search (export of everything). */
  everything: () => Promise<readonly AnyRecord[]>;
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

interface ListBaseProps {
  schema: ResourceSchema;
  children: ReactNode;
  /** The list's state follows its address (a generated list page; not a page that composes the list). */
  syncUrl?: boolean;
}

function ClientListBase({ schema, children, syncUrl = false }: ListBaseProps) {
  const [fromUrl] = useState(() => (syncUrl ? stateFromUrl(schema) : undefined));
  const list = useClientListController(schema, fromUrl);
  const rows = useMemo(() => ({ all: list.allRows, everything: list.everyRow, loaded: list.loadedRows }), [list.allRows, list.everyRow, list.loadedRows]);
  return (
    <ListContextProvider value={list}>
      <ListRowsContext.Provider value={rows}>{children}</ListRowsContext.Provider>
      {syncUrl && <ListUrlWriter schema={schema} />}
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
  const everything = useStableCallback(async () => {
    const { data } = await dataProvider.getList<AnyRecord>(list.resource, {
      pagination: { page: 1, perPage: SERVER_EXPORT_LIMIT },
      sort: list.sort,
      filter: {},
      meta: { export: true },
    });
    return data;
  });
  const loaded = useCallback(() => list.data, [list.data]);
  const rows = useMemo(() => ({ all, everything, loaded }), [all, everything, loaded]);
  return <ListRowsContext.Provider value={rows}>{children}</ListRowsContext.Provider>;
}

export function ResourceListBase({ schema, children, syncUrl = false }: ListBaseProps) {
  if (schema.list.kind === 'client') return <ClientListBase schema={schema} syncUrl={syncUrl}>{children}</ClientListBase>;
  return <ServerListBase schema={schema} syncUrl={syncUrl}>{children}</ServerListBase>;
}

function ServerListBase({ schema, children, syncUrl = false }: ListBaseProps) {
  const storeKey = `${schema.name}.listParams`;
  useServerListUrlSeed(schema, storeKey, syncUrl);
  return (
    <ListBase
      resource={schema.name}
      sort={schema.sort}
      perPage={schema.perPage ?? 10}
      disableAuthentication
      // Page, sort and filters live in react-admin's store, not the router's location: a change
      // re-renders this list only, not the whole layout. Without a store key react-admin would keep
      // them in the component alone, and a visit away or a reload would lose them. A generated
      // page mirrors them in the address itself (src/crud/views/listUrlSync.tsx), outside the router.
      disableSyncWithLocation
      storeKey={storeKey}
      exporter={false}
      // The HTTP client already showed the message; the page shows the error state.
      queryOptions={{ onError: () => undefined }}
    >
      <ServerRows>{children}</ServerRows>
      {syncUrl && <ListUrlWriter schema={schema} />}
    </ListBase>
  );
}
