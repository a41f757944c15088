/**
 * The Node server for one describe block, serving a built console of one `index.html` (and a
 * `config.json` without the mock): started before its tests, stopped and its folder removed after.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../server/http/startServer';

export interface ServedPage {
  /** The server's base URL (ends with '/'); valid once the tests run. */
  url(): string;
  /** The HTML answered for `path` ('/dashboard'), with the cookies given. */
  page(path: string, cookie?: string): Promise<string>;
}

export function servePage(indexHtml: string): ServedPage {
  let dist = '';
  let server: RunningServer;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sms-page-'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'config.json'), '{"mock":false}');
    server = await startServer({ port: 0, distDir: dist });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return {
    url: () => server.url,
    page: async (path, cookie) => (await fetch(`${server.url}${path.slice(1)}`, { headers: cookie ? { Cookie: cookie } : {} })).text(),
  };
}
