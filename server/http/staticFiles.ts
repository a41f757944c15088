/**
 * The built console, served by Hono's static middleware: the build's brotli and gzip copies of the
 * assets (scripts/precompressPlugin.ts), long caching for the hashed `/assets/*`, `no-cache` for
 * the rest, and the single page (index.html) for every extension-less path, with its policy and,
 * for a signed-in load, the admin's files listed (signedInPreloads.ts) and its frame shown
 * (adminFrame.ts), and on a whole list's page the list's endpoint (earlyList.ts). Nothing outside the folder
 * nor any dot file is served.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { apiOriginOf, consoleCsp } from './headers';
import { hasDotSegment } from './insideFolder';
import { TOKEN_COOKIE } from '../../src/kernel/http/names';
import { cookieValue, frameVariant, withAdminFrame, type FrameVariant } from './adminFrame';
import { withEarlyList, type EarlyListLookup } from './earlyList';
import { wantsAdminPreloads, withAdminPreloads } from './signedInPreloads';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The API origin named in the build's config.json, for connect-src. */
function apiOriginIn(root: string): string | undefined {
  try {
    return apiOriginOf((JSON.parse(readFileSync(resolve(root, 'config.json'), 'utf8')) as { apiBaseUrl?: unknown }).apiBaseUrl);
  } catch {
    return undefined;
  }
}

interface Page {
  body: string;
  etag: string;
}

const pageOf = (body: string): Page => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` });

/** index.html, as is and signed in (the admin's files listed, a frame shown), read again when the file changes. */
function pages(indexPath: string) {
  let version = '';
  let plain: Page | undefined;
  let signedIn: ((variant: FrameVariant) => Page) | undefined;
  return (): { plain: Page; signedIn: (variant: FrameVariant) => Page } | undefined => {
    let info;
    try {
      info = statSync(indexPath);
    } catch {
      return undefined;
    }
    const current = `${info.mtimeMs}:${info.size}`;
    if (current !== version || !plain || !signedIn) {
      const html = readFileSync(indexPath, 'utf8');
      plain = pageOf(html);
      const preloaded = withAdminPreloads(html);
      // Four variants at most (page kind x sidebar state), each made once.
      const variants = new Map<string, Page>();
      signedIn = (variant) => {
        const key = `${variant.page}:${variant.collapsed}`;
        let page = variants.get(key);
        if (!page) variants.set(key, (page = pageOf(withAdminFrame(preloaded, variant))));
        return page;
      };
      version = current;
    }
    return { plain, signedIn };
  };
}

export function staticFiles(distDir: string, earlyList?: EarlyListLookup): Hono {
  const root = resolve(distDir);
  const csp = consoleCsp(apiOriginIn(root));
  const indexPages = pages(resolve(root, 'index.html'));
  const app = new Hono();

  const sendPage = async (c: Context) => {
    const found = indexPages();
    if (!found) return c.text('Not Found', 404);
    // The page differs with the session cookie: caches must keep the two apart.
    const cookies = c.req.header('cookie');
    let page = found.plain;
    if (wantsAdminPreloads(c.req.path, cookies)) {
      page = found.signedIn(frameVariant(c.req.path, cookies));
      const list = await earlyList?.(c.req.path, cookieValue(cookies, TOKEN_COOKIE));
      if (list) page = pageOf(withEarlyList(page.body, list));
    }
    c.header('Content-Security-Policy', csp);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', page.etag);
    c.header('Vary', 'Cookie');
    if (c.req.header('if-none-match') === page.etag) return c.body(null, 304);
    return c.html(page.body);
  };

  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    if (hasDotSegment(c.req.path)) return c.text('Forbidden', 403);
    await next();
  });
  // Files without a build copy (config.json, the worker script, resource files) and the page.
  app.use('*', compress());
  // What may change after the build is revalidated; hashed assets are immutable and never asked again.
  const revalidated = etag();
  app.use('*', (c, next) => (c.req.path.startsWith('/assets/') ? next() : revalidated(c, next)));
  app.get('/', sendPage);
  app.get('/index.html', sendPage);
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  app.get('*', (c) => (extname(c.req.path) === '' ? sendPage(c) : c.text('Not Found', 404)));
  return app;
}
