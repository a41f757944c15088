/**
 * The records a page names, read by id: one getMany per resource for every id the page shows (the
 * data provider batches a long list of ids), through react-query's cache, so a name read once is
 * not read again. Only resources the user may read are asked; an id not found stays its id.
 */
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { canDo } from '../../kernel/access/permissions';
import type { AnyRecord } from '../../kernel/types';
import { useResourceSet } from '../../resources/resourceSetContext';
import { useGrantee } from '../../providers/grantee';
import type { WantedIds } from './recordNames';

/** A record of `resource` by its id, once read. */
export type RecordOf = (resource: string, id: unknown) => AnyRecord | undefined;

export function useRecordNames(wanted: WantedIds): RecordOf {
  const dataProvider = useDataProvider();
  const resources = useResourceSet();
  const grantee = useGrantee();
  const asks = [...wanted]
    .filter(([resource]) => {
      const schema = resources.find(resource);
      return schema !== undefined && canDo(schema, 'read', grantee);
    })
    .map(([resource, ids]) => ({ resource, ids: [...ids].sort() }));
  const results = useQueries({
    queries: asks.map(({ resource, ids }) => ({
      queryKey: [resource, 'getMany', { ids, meta: undefined }],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await dataProvider.getMany<AnyRecord>(resource, { ids, signal })).data,
      staleTime: 60_000,
    })),
  });
  const stamp = results.map((result) => result.dataUpdatedAt).join();
  return useMemo(() => {
    const byResource = new Map<string, Map<string, AnyRecord>>();
    asks.forEach(({ resource }, index) => {
      const rows = results[index]?.data ?? [];
      const known = byResource.get(resource) ?? new Map<string, AnyRecord>();
      for (const row of rows) known.set(String(row.id), row);
      byResource.set(resource, known);
    });
    return (resource, id) => byResource.get(resource)?.get(String(id));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers' stamps say when a result changed
  }, [stamp, asks.map(({ resource }) => resource).join()]);
}
