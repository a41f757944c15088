/**
 * Saved list views on the server (kernel/http/views.ts), through the one HTTP client, and the
 * list's address: read once when a list opens, replaced (no new history entry) as it changes.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { viewPath, viewsPath, type ListView, type ListViewInput } from '../kernel/http/views';
import { request } from './http';
import { replaceLocation } from './location';

const viewsKey = (resource: string) => ['listViews', resource] as const;

/** The user's views of a resource and those shared with them (cached per resource). */
export function useListViews(resource: string, enabled = true): UseQueryResult<ListView[], Error> {
  return useQuery({
    queryKey: viewsKey(resource),
    // Silent: a list whose views cannot load still works; the Views menu shows none.
    queryFn: ({ signal }) => request<ListView[]>(viewsPath(resource), { signal, silent: true }),
    enabled,
    staleTime: 30_000,
  });
}

export interface ListViewsClient {
  create(input: ListViewInput): Promise<ListView>;
  update(id: number, change: Partial<ListViewInput>): Promise<ListView>;
  remove(id: number): Promise<void>;
}

/** Writes to the views of a resource; each refreshes the cached list. */
export function useListViewsClient(resource: string): ListViewsClient {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: viewsKey(resource) }), [queryClient, resource]);
  return {
    create: async (input) => {
      const view = await request<ListView>(viewsPath(resource), { method: 'POST', body: input });
      await refresh();
      return view;
    },
    update: async (id, change) => {
      const view = await request<ListView>(viewPath(resource, id), { method: 'PUT', body: change });
      await refresh();
      return view;
    },
    remove: async (id) => {
      await request(viewPath(resource, id), { method: 'DELETE' });
      await refresh();
    },
  };
}

/** The address's query, as the list opens. */
export const currentSearch = (): string => window.location.search;

/**
 * Replaces the query of the address with `search`, when the address is still `pathname` (a list
 * kept alive behind another tag never writes over that tag's address).
 */
export function replaceSearch(pathname: string, search: string): void {
  const { location } = window;
  if (location.pathname !== pathname || location.search === search) return;
  replaceLocation(`${pathname}${search}${location.hash}`);
}

export const currentPathname = (): string => window.location.pathname;
