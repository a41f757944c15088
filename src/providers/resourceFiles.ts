/**
 * Reads a resource file listed in config.json. The files are static, beside index.html,
 * not API answers: no envelope and no token, only the request deadline.
 */
import { getConfig } from '../config';

/** Why a file could not be read (the error page words it in the user's language). */
export type FileFailure =
  | { kind: 'http'; status: number }
  | { kind: 'notJson'; detail: string }
  | { kind: 'network'; detail: string };

export type FileRead = { ok: true; json: unknown } | { ok: false; failure: FileFailure };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The file's address: relative to index.html (the build's base), as config.json is. */
export const resourceFileUrl = (file: string, base: string = import.meta.env.BASE_URL): string =>
  new URL(`${base.endsWith('/') ? base : `${base}/`}${file}`, document.baseURI).href;

export async function fetchResourceFile(file: string): Promise<FileRead> {
  let response: Response;
  try {
    response = await fetch(resourceFileUrl(file), { cache: 'no-cache', signal: AbortSignal.timeout(getConfig().requestTimeoutMs) });
  } catch (error) {
    return { ok: false, failure: { kind: 'network', detail: detailOf(error) } };
  }
  if (!response.ok) return { ok: false, failure: { kind: 'http', status: response.status } };
  try {
    return { ok: true, json: JSON.parse(await response.text()) as unknown };
  } catch (error) {
    return { ok: false, failure: { kind: 'notJson', detail: detailOf(error) } };
  }
}
