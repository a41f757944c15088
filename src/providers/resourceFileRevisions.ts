/**
 * The kept revisions of published resource files (admin): each file's list, one revision's file,
 * the files unpublished since, and a rollback, which publishes a revision's file again and answers as
 * a publish does (publishedResourceFiles.ts); it refreshes every query of the published files.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ENDPOINTS } from '../kernel/http/endpoints';
import { resourceFileRevisionPath, resourceFileRevisionsPath, resourceFileRollbackPath, type ResourceFileEntry, type ResourceFileRevision, type UnpublishedFile } from '../kernel/http/resourceFiles';
import { request } from './http';
import { fileOutcome, type PublishOutcome } from './publishedResourceFiles';

export type { ResourceFileRevision, UnpublishedFile };

/** The published files' queries share this first key (publishedResourceFiles.ts). */
const filesKey = 'publishedResourceFiles';
const revisionsKey = (name: string) => [filesKey, name, 'revisions'] as const;

/** The files not published now whose revisions are kept, each with its newest one. */
export function useUnpublishedFiles(): UseQueryResult<UnpublishedFile[], Error> {
  return useQuery({
    queryKey: [filesKey, '_unpublished'],
    queryFn: ({ signal }) => request<UnpublishedFile[]>(ENDPOINTS.unpublishedResourceFiles, { signal, silent: true }),
  });
}

/** A file's kept revisions, newest first. */
export function useFileRevisions(name: string): UseQueryResult<ResourceFileRevision[], Error> {
  return useQuery({
    queryKey: revisionsKey(name),
    queryFn: ({ signal }) => request<ResourceFileRevision[]>(resourceFileRevisionsPath(name), { signal, silent: true }),
  });
}

/** One revision's file (a revision never changes). */
export function useRevisionFile(name: string, revision: number | undefined): UseQueryResult<unknown, Error> {
  return useQuery({
    queryKey: [...revisionsKey(name), revision],
    queryFn: async ({ signal }) => (await request<{ file: unknown }>(resourceFileRevisionPath(name, revision ?? 0), { signal, silent: true })).file,
    enabled: revision !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST .../rollback: the outcome, the server's refusal included, as a publish's. */
const rollbackFile = (name: string, revision: number): Promise<PublishOutcome> =>
  fileOutcome(resourceFileRollbackPath(name, revision), { method: 'POST' }, (data) => ({ ok: true, entry: data as ResourceFileEntry }));

/** Publishes a kept revision again, then reads the files and their revisions again. */
export function useRollback(): (name: string, revision: number) => Promise<PublishOutcome> {
  const queryClient = useQueryClient();
  return useCallback(
    async (name, revision) => {
      const outcome = await rollbackFile(name, revision);
      await queryClient.invalidateQueries({ queryKey: [filesKey] });
      return outcome;
    },
    [queryClient],
  );
}
