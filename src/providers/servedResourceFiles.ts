/**
 * The published resource files the signed-in user may use, read at start beside the user
 * info and config.json's files: main.tsx asks as the page starts (as it does for the user info), the
 * admin's boot takes that answer. A server without the endpoint (a real SMS service), or any failure,
 * leaves the console with config.json's files only.
 */
import { ENDPOINTS } from '../kernel/http/endpoints';
import { request } from './http';

export interface ServedResourceFile {
  /** `published:<name>`: how the file is named in problems. */
  file: string;
  json: unknown;
}

const isEntry = (value: unknown): value is { file: string; body: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { file?: unknown }).file === 'string' && 'body' in value;

export async function fetchServedResourceFiles(): Promise<ServedResourceFile[]> {
  try {
    const data = await request<unknown>(ENDPOINTS.servedResourceFiles, { silent: true });
    return Array.isArray(data) ? data.filter(isEntry).map(({ file, body }) => ({ file, json: body })) : [];
  } catch {
    return [];
  }
}

let prefetched: Promise<ServedResourceFile[]> | undefined;

/** Starts the request as the page starts, when a session exists (never rejects). */
export function prefetchServedResourceFiles(): void {
  prefetched = fetchServedResourceFiles();
}

/** The prefetched answer (once), else a new request. */
export function takeServedResourceFiles(): Promise<ServedResourceFile[]> {
  const taken = prefetched;
  prefetched = undefined;
  return taken ?? fetchServedResourceFiles();
}
