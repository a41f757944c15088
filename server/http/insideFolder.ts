/** A URL path as a file of a folder, never outside it nor one of its dot files. */
import { resolve, sep } from 'node:path';

/** Whether a URL path names a dot folder or file (`/.vite/manifest.json`, `.env`...): not the app's files. */
export function hasDotSegment(urlPath: string): boolean {
  return urlPath.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

/** The absolute file path of a URL path, or null if it would leave the folder. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || hasDotSegment(decoded)) return null;
  const target = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return target === root || target.startsWith(root + sep) ? target : null;
}
