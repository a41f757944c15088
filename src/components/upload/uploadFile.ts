/** Multipart upload through the HTTP client (components never call fetch themselves). */
import { ENDPOINTS } from '../../kernel/http/endpoints';
import { request } from '../../providers/http';

/** What the upload endpoint answers under the service envelope. */
export interface UploadedFile {
  url: string;
  name: string;
  size: number;
}

export interface UploadOptions {
  /** Name of the multipart field; the service expects 'file'. */
  field?: string;
  fileName?: string;
  signal?: AbortSignal;
}

export const IMAGE_UPLOAD_URL = ENDPOINTS.uploadImage;

/** Posts one file; the caller shows its own notices, so the client stays silent on errors. */
export function uploadFile(url: string, file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const form = new FormData();
  const fileName = options.fileName ?? (file instanceof File ? file.name : 'blob');
  form.append(options.field ?? 'file', file, fileName);
  return request<UploadedFile>(url, { method: 'POST', body: form, silent: true, signal: options.signal });
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
