/** A record's history and the admin's audit log (kernel/http/audit.ts), through the one HTTP client. */
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { auditPath, historyPath, historyRestorePath, type AuditEntry, type AuditFilter } from '../kernel/http/audit';
import { totalOfContentRange } from '../kernel/format/convention';
import { exchange, request } from './http';

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

const rangeOf = (page: number, perPage: number): string => JSON.stringify([page * perPage, page * perPage + perPage - 1]);

async function pageOf(path: string, query: Record<string, string>, signal: AbortSignal): Promise<AuditPage> {
  const { data, headers } = await exchange<AuditEntry[]>(path, { query, signal, silent: true });
  return { entries: data, total: totalOfContentRange(headers.get('Content-Range')) ?? data.length };
}

/** One page (0-based) of a record's history, newest first. */
export function useHistory(resource: string, id: string | number, page: number, perPage: number): UseQueryResult<AuditPage, Error> {
  return useQuery({
    queryKey: ['history', resource, String(id), page, perPage],
    queryFn: ({ signal }) => pageOf(historyPath(resource, id), { range: rangeOf(page, perPage) }, signal),
    placeholderData: keepPreviousData,
  });
}

/** What a restore answers: the record as written, with its new version. */
export interface RestoredRecord {
  id: string | number;
  _version?: number;
  [field: string]: unknown;
}

/**
 * Restores a record to the values it had after one history entry, over the version the caller read;
 * the history is read again after it, refused or not. A refusal rejects (the HTTP client has shown it).
 */
export function useRestoreRevision(resource: string, id: string | number): (entryId: number, version: number | undefined) => Promise<RestoredRecord> {
  const queryClient = useQueryClient();
  return useCallback(
    async (entryId, version) => {
      try {
        return await request<RestoredRecord>(historyRestorePath(resource, id, entryId), { method: 'POST', body: { _version: version } });
      } finally {
        await queryClient.invalidateQueries({ queryKey: ['history', resource, String(id)] });
      }
    },
    [id, queryClient, resource],
  );
}

/** One page (0-based) of the audit log, newest first. */
export function useAuditLog(filter: AuditFilter, page: number, perPage: number): UseQueryResult<AuditPage, Error> {
  const query: Record<string, string> = { range: rangeOf(page, perPage) };
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value !== '') query[key] = value;
  return useQuery({
    queryKey: ['auditLog', query],
    queryFn: ({ signal }) => pageOf(auditPath, query, signal),
    placeholderData: keepPreviousData,
  });
}
