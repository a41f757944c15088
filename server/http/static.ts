/**
 * Serves the built console from a folder: content types, long caching for hashed `/assets/*`,
 * `no-cache` for the rest, brotli (the build's `.br` files, or made off the event loop:
 * staticBrotli.ts) or gzip, each kept in memory, SPA fallback to index.html
 * for extension-less paths (signed in, with the admin's files listed: signedInPreloads.ts), and no
 * way out of the folder.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { apiOriginOf, consoleCsp, SECURITY_HEADERS } from './headers';
import { acceptsGzip, preferredCoding, sendText } from './http-utils';
import { COMPRESS_MIN_BYTES, contentTypeOf, isCompressible } from './mime';
import { wantsAdminPreloads, withAdminPreloads } from './signedInPreloads';
import { adoptBrotli, brotliOf, compressInBackground, filesNamedIn } from './staticBrotli';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
}

/** A strong validator of a file's bytes. */
function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

/** The absolute file path of a URL path, or null if it would leave the folder. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // Dot folders and files (`/.vite/manifest.json`, `.env`...) are not the app's files.
  if (decoded.split('/').some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..')) return null;
  const target = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return target === root || target.startsWith(root + sep) ? target : null;
}

/** The API origin named in the build's config.json, for connect-src. */
function apiOriginIn(root: string): string | undefined {
  try {
    return apiOriginOf((JSON.parse(readFileSync(resolve(root, 'config.json'), 'utf8')) as { apiBaseUrl?: unknown }).apiBaseUrl);
  } catch {
    return undefined;
  }
}

export interface StaticHandlerOptions {
  /** Ends the compression of the first page load's files that starts with the handler (the server closed). */
  signal?: AbortSignal;
}

export function createStaticHandler(distDir: string, options: StaticHandlerOptions = {}) {
  const root = resolve(distDir);
  const csp = consoleCsp(apiOriginIn(root));
  const indexPath = resolve(root, 'index.html');
  const assetsDir = resolve(root, 'assets') + sep;
  const cache = new Map<string, CachedFile>();

  async function load(filePath: string): Promise<CachedFile | null> {
    let info;
    try {
      info = await stat(filePath);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(filePath);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const body = await readFile(filePath);
    await adoptBuiltBrotli(filePath, body, info.mtimeMs);
    const file: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      etag: etagOf(body),
      type: contentTypeOf(filePath),
    };
    cache.set(filePath, file);
    return file;
  }

  /** The build's `.br` beside an asset, when it is at least as new as the asset and decodes to it. */
  async function adoptBuiltBrotli(filePath: string, body: Buffer, mtimeMs: number): Promise<void> {
    if (!filePath.startsWith(assetsDir) || !isCompressible(filePath) || body.length < COMPRESS_MIN_BYTES) return;
    try {
      const built = await stat(`${filePath}.br`);
      if (built.isFile() && built.mtimeMs >= mtimeMs) await adoptBrotli(body, await readFile(`${filePath}.br`));
    } catch {
      // No `.br` (or unreadable): the file is compressed here when first asked for.
    }
  }

  /** index.html as a signed-in page load gets it, made once per version of the file. */
  const signedInPages = new WeakMap<CachedFile, CachedFile>();
  function signedInPage(index: CachedFile): CachedFile {
    let page = signedInPages.get(index);
    if (!page) {
      const body = Buffer.from(withAdminPreloads(index.body.toString('utf8')));
      page = { ...index, body, gzip: undefined, size: body.length, etag: etagOf(body) };
      signedInPages.set(index, page);
    }
    return page;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: CachedFile, filePath: string, cacheControl: string, extra: Record<string, string> = {}): void {
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'Content-Type': file.type,
      'Cache-Control': cacheControl,
      ETag: file.etag,
      ...extra,
    };
    if (file.type.startsWith('text/html')) headers['Content-Security-Policy'] = csp;
    const compressible = isCompressible(filePath) && file.size >= COMPRESS_MIN_BYTES;
    if (compressible) headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let body = file.body;
    const brotli = compressible && preferredCoding(req) === 'br' ? brotliOf(file.body) : undefined;
    if (brotli) {
      body = brotli;
      headers['Content-Encoding'] = 'br';
    } else if (compressible && acceptsGzip(req)) {
      file.gzip ??= gzipSync(file.body, { level: 9 });
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Makes ready, one after the other, the brotli of the files a first page load needs. */
  async function warmUp(): Promise<void> {
    const index = await load(indexPath);
    if (!index) return;
    const files = [index, signedInPage(index)];
    for (const path of filesNamedIn(index.body.toString('utf8'))) {
      if (options.signal?.aborted) return;
      const filePath = resolveInside(root, path);
      const file = filePath ? await load(filePath) : null;
      if (file) files.push(file);
    }
    for (const file of files) {
      if (options.signal?.aborted) return;
      if (file.size >= COMPRESS_MIN_BYTES) await compressInBackground(file.body);
    }
  }
  // Best effort: a file that cannot be read now is compressed when it is first asked for.
  warmUp().catch(() => undefined);

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    const filePath = resolveInside(root, url.pathname);
    if (filePath === null) return sendText(res, 403, 'Forbidden');
    const direct = filePath === root ? null : await load(filePath);
    if (direct) return send(req, res, direct, filePath, cacheControlFor(url.pathname));
    if (extname(url.pathname) !== '' && filePath !== root) return sendText(res, 404, 'Not Found');
    const index = await load(indexPath);
    if (!index) return sendText(res, 404, 'Not Found');
    // The page differs with the session cookie: caches must keep the two apart.
    const page = wantsAdminPreloads(url.pathname, req.headers.cookie) ? signedInPage(index) : index;
    send(req, res, page, indexPath, 'no-cache', { Vary: 'Cookie' });
  };
}
