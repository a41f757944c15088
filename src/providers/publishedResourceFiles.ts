/**
 * The admin's side of the published resource files (/api/_resources): the list, the plan of a
 * publish (what it does to the stored values), publish (PUT the file) and unpublish (DELETE). A refused file answers each problem (`data.problems`), which
 * the Schema lab shows; other failures reject as every request does.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ENDPOINTS } from '../kernel/http/endpoints';
import type { FieldChange, FileChangePlan } from '../kernel/http/fileChangePlan';
import type { ResourceFileEntry } from '../kernel/http/resourceFiles';

export type { FieldChange, FileChangePlan, ResourceFileEntry };
import { ApiError, LOGOUT_CODES, dataOf, exchangeWith, readText, request } from './http';

/** Where in the file and what is wrong ('fields.0.type: …'). */
export interface PublishProblem {
  path: string;
  message: string;
}

export type PublishOutcome = { ok: true; entry: ResourceFileEntry } | { ok: false; message: string; problems: PublishProblem[] };

export type PlanOutcome = { ok: true; plan: FileChangePlan } | { ok: false; message: string; problems: PublishProblem[] };

const fileKey = ['publishedResourceFiles'] as const;
const filePath = (name: string) => ENDPOINTS.resourceFile.replace(':name', encodeURIComponent(name));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data.problems` of a refusal's answer, if it lists any. */
export function problemsOf(text: string): PublishProblem[] {
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

type Refused = { ok: false; message: string; problems: PublishProblem[] };

/**
 * A call about a file whose refusal is an outcome the Schema lab shows (the message and each of the
 * file's problems), never a notice of its own; `accepted` makes the outcome of the answer's data.
 * A session that ended goes the usual way (exchangeWith reports it).
 */
export function fileOutcome<T extends { ok: true }>(path: string, init: { method: 'PUT' | 'POST'; body?: unknown }, accepted: (data: unknown) => T): Promise<T | Refused> {
  return exchangeWith<T | Refused>(path, { ...init, silent: true }, async (response) => {
    const text = await readText(response);
    try {
      return accepted(dataOf(text, response));
    } catch (error) {
      if (!(error instanceof ApiError) || LOGOUT_CODES.includes(String(error.code))) throw error;
      return { ok: false, message: error.message, problems: problemsOf(text) };
    }
  });
}

/** PUT /api/_resources/<name>: the outcome, the server's refusal included. */
export const publishResourceFile = (name: string, json: unknown): Promise<PublishOutcome> =>
  fileOutcome(filePath(name), { method: 'PUT', body: json }, (data) => ({ ok: true, entry: data as ResourceFileEntry }));

/** POST /api/_resources/<name>/_plan: what publishing the file would do to the stored values, or the server's refusal of the file. */
export const planResourceFile = (name: string, json: unknown): Promise<PlanOutcome> =>
  fileOutcome(ENDPOINTS.resourceFilePlan.replace(':name', encodeURIComponent(name)), { method: 'POST', body: json }, (data) => ({ ok: true, plan: data as FileChangePlan }));

/** Every resource file the server knows (admin), cached for the Schema lab. */
export function useResourceFiles(): UseQueryResult<ResourceFileEntry[], Error> {
  return useQuery({
    queryKey: fileKey,
    queryFn: ({ signal }) => request<ResourceFileEntry[]>(ENDPOINTS.resourceFiles, { signal, silent: true }),
  });
}

/** GET /api/_resources/<name>: the file's JSON. */
export const fetchPublishedFile = (name: string): Promise<unknown> => request<unknown>(filePath(name));

export interface ResourceFilesClient {
  plan(name: string, json: unknown): Promise<PlanOutcome>;
  publish(name: string, json: unknown): Promise<PublishOutcome>;
  unpublish(name: string): Promise<void>;
}

/** Publish and unpublish, each refreshing the cached list. */
export function useResourceFilesClient(): ResourceFilesClient {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: fileKey }), [queryClient]);
  return {
    plan: planResourceFile,
    publish: async (name, json) => {
      const outcome = await publishResourceFile(name, json);
      await refresh();
      return outcome;
    },
    unpublish: async (name) => {
      await request(filePath(name), { method: 'DELETE' });
      await refresh();
    },
  };
}

/** A fresh start of the console, which loads the published files again. */
export const reloadConsole = (): void => window.location.reload();
