/**
 * The address of a generated list: read once as it opens (the URL wins over the stored state),
 * replaced as its filters, sort, page or page size change (history replace: no entry per keystroke).
 * The writer is a leaf under the list context, so a change re-renders it alone, not the layout
 * (react-router never hears of the replaced address).
 */
import { useEffect, useRef, useState } from 'react';
import { useListContext, useStoreContext } from 'react-admin';
import type { ResourceSchema } from '../../kernel/types';
import { currentPathname, currentSearch, replaceSearch } from '../../providers/listViews';
import { listUrlSearch, parseListUrl, type UrlListState } from './listUrl';
import { afterNextPaint } from '../../utils/afterNextPaint';

export const listDefaults = (schema: ResourceSchema): Pick<UrlListState, 'sort' | 'perPage'> => ({
  sort: schema.sort ?? { field: 'id', order: 'ASC' },
  perPage: schema.perPage ?? 10,
});

/** The whole state the address gives (its missing parts are the defaults), or undefined when it gives none. */
export function stateFromUrl(schema: ResourceSchema): UrlListState | undefined {
  const url = parseListUrl(currentSearch());
  if (!url) return undefined;
  const defaults = listDefaults(schema);
  return { filter: url.filter ?? {}, sort: url.sort ?? defaults.sort, page: url.page ?? 1, perPage: url.perPage ?? defaults.perPage };
}

/** A server list (ListBase, storeKey `<name>.listParams`): the address's state goes into the store before the list reads it. */
export function useServerListUrlSeed(schema: ResourceSchema, storeKey: string, enabled: boolean): void {
  const store = useStoreContext();
  useState(() => {
    const state = enabled ? stateFromUrl(schema) : undefined;
    if (state) {
      store.setItem(storeKey, { filter: state.filter, displayedFilters: {}, sort: state.sort.field, order: state.sort.order, page: state.page, perPage: state.perPage });
    }
    return null;
  });
}

/** Keeps the address in step with the list (rendered inside its list context). */
export function ListUrlWriter({ schema }: { schema: ResourceSchema }) {
  const { filterValues, sort, page, perPage } = useListContext();
  const [pathname] = useState(currentPathname);
  const filterKey = JSON.stringify(filterValues ?? {});
  const pending = useRef<() => void>(undefined);
  useEffect(() => {
    const write = () => {
      pending.current = undefined;
      const state: UrlListState = { filter: JSON.parse(filterKey) as Record<string, unknown>, sort: { field: sort.field, order: sort.order }, page, perPage };
      replaceSearch(pathname, listUrlSearch(currentSearch(), state, listDefaults(schema)));
    };
    // After the change is drawn: a keystroke's table change does not wait for the history (a
    // replace costs about 2 ms in Chrome), and quick keys make one replace.
    pending.current = write;
    return afterNextPaint(write);
  }, [pathname, schema, filterKey, sort.field, sort.order, page, perPage]);
  // A list that goes (its tag closed) still leaves its last state in the address it had.
  useEffect(() => () => pending.current?.(), []);
  return null;
}
