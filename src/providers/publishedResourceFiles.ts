/**
 * The admin's side of the published resource files (/api/_resources): the list, publish
 * (PUT the file), unpublish (DELETE), and each file's revisions with a rollback to one. A refused file answers each problem (`data.problems`), which
 * the Schema lab shows; other failures reject as every request does.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ENDPOINTS } from '../kernel/http/endpoints';
import {
  resourceFileRevisionPath,
  resourceFileRevisionsPath,
  resourceFileRollbackPath,
  type ResourceFileEntry,
  type ResourceFileRevision,
  type UnpublishedFile,
} from '../kernel/http/resourceFiles';

export type { ResourceFileEntry, ResourceFileRevision, UnpublishedFile };
import { ApiError, LOGOUT_CODES, dataOf, exchangeWith, readText, request } from './http';

/** Where in the file and what is wrong ('fields.0.type: …'). */
export interface PublishProblem {
  path: string;
  message: string;
}

export type PublishOutcome = { ok: true; entry: ResourceFileEntry } | { ok: false; message: string; problems: PublishProblem[] };

const fileKey = ['publishedResourceFiles'] as const;
const revisionsKey = (name: string) => ['publishedResourceFiles', name, 'revisions'] as const;
const filePath = (name: string) => ENDPOINTS.resourceFile.replace(':name', encodeURIComponent(name));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data.problems` of a refusal's answer, if it lists any. */
function problemsOf(text: string): PublishProblem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const problems = isObject(parsed) && isObject(parsed.data) ? parsed.data.problems : undefined;
  if (!Array.isArray(problems)) return [];
  return problems.filter(isObject).map((problem) => ({ path: String(problem.path ?? ''), message: String(problem.message ?? '') }));
}

/** PUT /api/_resources/<name>: the outcome, the server's refusal included (never a notice of its own). */
export const publishResourceFile = (name: string, json: unknown): Promise<PublishOutcome> => publishAt(filePath(name), 'PUT', json);

/** A publish (PUT) or a rollback (POST), which answer alike. */
function publishAt(path: string, method: 'PUT' | 'POST', json: unknown): Promise<PublishOutcome> {
  return exchangeWith<PublishOutcome>(path, { method, body: json, silent: true }, async (response) => {
    const text = await readText(response);
    try {
      return { ok: true, entry: dataOf(text, response) as ResourceFileEntry };
    } catch (error) {
      // A session that ended goes the usual way (exchangeWith reports it).
      if (!(error instanceof ApiError) || LOGOUT_CODES.includes(String(error.code))) throw error;
      return { ok: false, message: error.message, problems: problemsOf(text) };
    }
  });
}

/** Every resource file the server knows (admin), cached for the Schema lab. */
export function useResourceFiles(): UseQueryResult<ResourceFileEntry[], Error> {
  return useQuery({
    queryKey: fileKey,
    queryFn: ({ signal }) => request<ResourceFileEntry[]>(ENDPOINTS.resourceFiles, { signal, silent: true }),
  });
}

/** GET /api/_resources/<name>: the file's JSON. */
export const fetchPublishedFile = (name: string): Promise<unknown> => request<unknown>(filePath(name));

/** The files not published now whose revisions are kept, each with its newest one. */
export function useUnpublishedFiles(): UseQueryResult<UnpublishedFile[], Error> {
  return useQuery({
    queryKey: [...fileKey, '_unpublished'],
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

/** One revision's file. */
export function useRevisionFile(name: string, revision: number | undefined): UseQueryResult<unknown, Error> {
  return useQuery({
    queryKey: [...revisionsKey(name), revision],
    queryFn: async ({ signal }) => (await request<{ file: unknown }>(resourceFileRevisionPath(name, revision ?? 0), { signal, silent: true })).file,
    enabled: revision !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface ResourceFilesClient {
  publish(name: string, json: unknown): Promise<PublishOutcome>;
  unpublish(name: string): Promise<void>;
  /** Publishes a kept revision again: the outcome, as a publish answers it. */
  rollback(name: string, revision: number): Promise<PublishOutcome>;
}

/** Publish and unpublish, each refreshing the cached list. */
export function useResourceFilesClient(): ResourceFilesClient {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: fileKey }), [queryClient]);
  return {
    publish: async (name, json) => {
      const outcome = await publishResourceFile(name, json);
      await refresh();
      return outcome;
    },
    unpublish: async (name) => {
      await request(filePath(name), { method: 'DELETE' });
      await refresh();
    },
    rollback: async (name, revision) => {
      const outcome = await publishAt(resourceFileRollbackPath(name, revision), 'POST', undefined);
      await refresh();
      return outcome;
    },
  };
}

/** A fresh start of the console, which loads the published files again. */
export const reloadConsole = (): void => window.location.reload();
