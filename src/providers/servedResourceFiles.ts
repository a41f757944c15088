/**
 * The published resource files the signed-in user may use (issue 29), read at start beside the user
 * info and config.json's files. A server without the endpoint (a real SMS service), or any failure,
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
