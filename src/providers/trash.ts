/**
 * The Trash of a resource with `"trash": true` (server/handlers/crud/trashRoutes.ts), through the one
 * HTTP client: a page of deleted records, restore and delete forever. Each write refreshes the
 * cached pages of that resource's trash.
 */
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { totalOfContentRange } from '../kernel/format/convention';
import type { AnyRecord } from '../kernel/types';
import { exchange, request } from './http';

/** A deleted record: its fields, and when (ISO 8601) and by whom it was deleted. */
export type TrashedRecord = AnyRecord & { _deletedAt: string; _deletedBy: string | null };

export interface TrashPage {
  rows: TrashedRecord[];
  total: number;
}

export const trashPath = (resource: string) => `/_trash/${resource}`;
const trashKey = (resource: string) => ['trash', resource] as const;

/** One page of the trash, newest first (`page` from 0). */
export function useTrashPage(resource: string, page: number, perPage: number): UseQueryResult<TrashPage, Error> {
  return useQuery({
    queryKey: [...trashKey(resource), page, perPage],
    queryFn: async ({ signal }) => {
      const first = page * perPage;
      const answer = await exchange<TrashedRecord[]>(trashPath(resource), { query: { range: JSON.stringify([first, first + perPage - 1]) }, signal });
      return { rows: answer.data, total: totalOfContentRange(answer.headers.get('Content-Range')) ?? answer.data.length };
    },
    placeholderData: keepPreviousData,
  });
}

export interface TrashClient {
  restore(id: AnyRecord['id']): Promise<AnyRecord>;
  purge(id: AnyRecord['id']): Promise<void>;
}

export function useTrashClient(resource: string): TrashClient {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: trashKey(resource) }), [queryClient, resource]);
  return {
    restore: async (id) => {
      const record = await request<AnyRecord>(`${trashPath(resource)}/${String(id)}/restore`, { method: 'POST' });
      await refresh();
      return record;
    },
    purge: async (id) => {
      await request(`${trashPath(resource)}/${String(id)}`, { method: 'DELETE' });
      await refresh();
    },
  };
}
