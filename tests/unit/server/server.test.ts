// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../../server/http/env';
import { MissingBuildError, startServer, type RunningServer } from '../../../server/http/startServer';
import { GIF } from '../../fixtures/images';

const JSON_TYPE = { 'Content-Type': 'application/json' };

const PRELOAD_META = '<meta name="admin-preload" content="/assets/x.js /assets/shell.css">';
const INDEX = `<!doctype html><html><head><title>SMS</title>${PRELOAD_META}</head><body><div id="root"></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(50))});\n`.repeat(100);

let dist = '';
let server: RunningServer;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with the path sent as is (fetch would normalise `..`). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolveRaw, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolveRaw({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Asks for `path` as Chromium does until it comes with brotli (10 s at most); the codings of the answers before. */
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sms-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'x.js'), SCRIPT);
  // As the build leaves them (scripts/precompressPlugin.ts): a true brotli copy, and one that is not the file's.
  writeFileSync(join(dist, 'assets', 'built.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'built.js.br'), brotliCompressSync(Buffer.from(SCRIPT)));
  writeFileSync(join(dist, 'assets', 'built.js.gz'), gzipSync(Buffer.from(SCRIPT)));
  writeFileSync(join(dist, 'config.json'), '{"mock":false}');
  writeFileSync(join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await startServer({ port: 0, distDir: dist, control: true });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('startServer: static files', () => {
  it('announces its url', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/`);
  });

  it('serves index.html with no-cache', async () => {
    const answer = await raw('/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toBe(INDEX);
  });

  it('serves assets with their content type and immutable caching', async () => {
    const answer = await raw('/assets/x.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
    expect((await raw('/logo.png')).headers['content-type']).toBe('image/png');
    expect((await raw('/config.json')).headers['cache-control']).toBe('no-cache');
  });

  it('gzips a file the build has no copy of when the client accepts it', async () => {
    const answer = await raw('/assets/x.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    expect((await raw('/assets/x.js', { 'Accept-Encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it("serves the build's brotli and gzip copies of an asset as the client accepts", async () => {
    const built = await raw('/assets/built.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(built.headers['content-encoding']).toBe('br');
    expect(built.headers.vary).toBe('Accept-Encoding');
    expect(Number(built.headers['content-length'])).toBe(built.body.length);
    expect(brotliDecompressSync(built.body).toString()).toBe(SCRIPT);
    const gzipped = await raw('/assets/built.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await raw('/assets/built.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers 304 for a matching ETag of a file that is not immutable', async () => {
    const first = await raw('/config.json');
    expect(first.headers.etag).toBeDefined();
    const second = await raw('/config.json', { 'If-None-Match': String(first.headers.etag) });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it("links the admin's style sheets in a signed-in page load, and only there", async () => {
    const signedIn = { Cookie: 'sidebarStatus=1; Admin-Token=abc123' };
    const page = await raw('/dashboard', signedIn);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(INDEX.replace(PRELOAD_META, `<link rel="stylesheet" crossorigin href="/assets/shell.css">\n    ${PRELOAD_META}`));
    expect(page.headers.vary).toMatch(/^Cookie\b/);
    const plain = await raw('/dashboard');
    expect(plain.body.toString()).toBe(INDEX);
    expect(plain.headers.vary).toMatch(/^Cookie\b/);
    expect(page.headers.etag).not.toBe(plain.headers.etag);
    expect((await raw('/', signedIn)).body.toString()).toBe(page.body.toString());
    // The login page stays light, and an emptied cookie is no session.
    expect((await raw('/login', signedIn)).body.toString()).toBe(INDEX);
    expect((await raw('/login/', signedIn)).body.toString()).toBe(INDEX);
    expect((await raw('/dashboard', { Cookie: 'Admin-Token=' })).body.toString()).toBe(INDEX);
    expect((await raw('/dashboard', { Cookie: 'Not-Admin-Token=x' })).body.toString()).toBe(INDEX);
    const zipped = await raw('/dashboard', { ...signedIn, 'Accept-Encoding': 'gzip' });
    if (zipped.headers['content-encoding'] === 'gzip') expect(gunzipSync(zipped.body).toString()).toBe(page.body.toString());
    expect((await raw('/dashboard', { ...signedIn, 'If-None-Match': String(page.headers.etag) })).status).toBe(304);
  });

  it('falls back to index.html for routes, 404 for missing files', async () => {
    const route = await raw('/permission/packageConf?x=1');
    expect(route.status).toBe(200);
    expect(route.body.toString()).toBe(INDEX);
    expect((await raw('/assets/missing.js')).status).toBe(404);
  });

  it('refuses path traversal', async () => {
    for (const path of ['/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/..\\..\\etc\\passwd', '/../../etc/passwd']) {
      const answer = await raw(path);
      expect(answer.body.toString()).not.toMatch(/root:/);
      expect([400, 403, 404, 200]).toContain(answer.status);
      if (answer.status === 200) expect(answer.body.toString()).toBe(INDEX);
    }
    expect((await raw('/..%2f..%2fetc%2fpasswd')).status).toBe(403);
  });

  it('refuses other methods on files', async () => {
    expect((await raw('/', {}, 'POST')).status).toBe(405);
  });
});

describe('startServer: API', () => {
  it('answers /api/user/login', async () => {
    const response = await fetch(`${server.url}api/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: '111111' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { code: string; data: string };
    expect(body.code).toBe('00000');
    const list = await fetch(`${server.url}api/sms/packageConf-list`, { headers: { Token: body.data } });
    expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(25);
  });

  it('answers 404 JSON for an unknown API', async () => {
    const response = await fetch(`${server.url}api/nope?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: '40400', message: 'No such API: GET /api/nope', data: null });
  });

  it('uploads through the server and serves the file back', async () => {
    const login = (await (await fetch(`${server.url}api/user/login`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ userName: 'admin', password: '111111' }) })).json()) as { data: string };
    const form = new FormData();
    form.append('file', new Blob([GIF], { type: 'image/gif' }), 'a.gif');
    const answer = (await (await fetch(`${server.url}api/upload/image`, { method: 'POST', headers: { Token: login.data }, body: form })).json()) as {
      data: { url: string };
    };
    const file = await fetch(new URL(answer.data.url, server.url));
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(GIF);
  });

  it('has the control endpoints when enabled', async () => {
    const response = await fetch(`${server.url}api/__control__/seed-packages`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ count: 3 }) });
    expect(((await response.json()) as { code: string }).code).toBe('00000');
    expect(await server.store.packageConfs.count()).toBe(3);
  });
});

describe('startServer: lifecycle', () => {
  it('refuses to start without a build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sms-empty-'));
    await expect(startServer({ port: 0, distDir: empty })).rejects.toBeInstanceOf(MissingBuildError);
    await expect(startServer({ port: 0, distDir: empty })).rejects.toThrow(/npm run build/);
    rmSync(empty, { recursive: true, force: true });
  });

  it('adds latency and close() stops it', async () => {
    const slow = await startServer({ port: 0, distDir: dist, latencyMs: 60 });
    const started = performance.now();
    expect((await fetch(`${slow.url}api/vue-element-admin/article/pv`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    await slow.close();
    await expect(fetch(`${slow.url}`)).rejects.toThrow();
  });

  it('reads its settings from the environment', () => {
    expect(optionsFromEnv({ PORT: '0', HOST: '0.0.0.0', MOCK_CONTROL: '1', MOCK_PACKAGE_COUNT: '100000', MOCK_LATENCY_MS: '20', DIST_DIR: '/x', DATA_DIR: '/d' })).toEqual({
      host: '0.0.0.0',
      port: 0,
      distDir: '/x',
      control: true,
      packageCount: 100000,
      latencyMs: 20,
      database: { dialect: 'sqlite', dataDir: '/d', location: '/d/sms-admin.db' },
      logLevel: 'info',
    });
    expect(optionsFromEnv({ DATABASE_URL: 'postgres://u:p@db:5432/sms', DATA_DIR: '/d' }).database).toEqual({
      dialect: 'postgres',
      dataDir: '/d',
      location: 'postgres://u:p@db:5432/sms',
    });
    expect(() => optionsFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(optionsFromEnv({})).toMatchObject({ control: false, port: undefined, packageCount: undefined });
    expect(() => optionsFromEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(optionsFromEnv({ LOG_LEVEL: 'Silent' }).logLevel).toBe('silent');
    expect(() => optionsFromEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('main.ts prints its url, stops on SIGTERM, and exits 1 without a build', async () => {
    const root = resolve(import.meta.dirname, '../../..');
    const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    // Its data (SQLite) goes to a folder of this test, not to the repository's data/.
    const data = { DATA_DIR: join(dist, 'data'), DATABASE_URL: '' };
    const run = (env: Record<string, string>) => spawn(process.execPath, [tsx, 'server/http/main.ts'], { cwd: root, env: { ...process.env, ...data, ...env } });

    const child = run({ PORT: '0', DIST_DIR: dist });
    const line = await new Promise<string>((resolveLine, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /SMS admin console: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
        if (match?.[1]) resolveLine(match[1]);
      });
      child.once('exit', () => reject(new Error(`exited early: ${out}`)));
    });
    expect((await fetch(`${line}api/vue-element-admin/article/pv`)).status).toBe(200);
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const missing = run({ PORT: '0', DIST_DIR: join(dist, 'nowhere') });
    let err = '';
    missing.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolveExit) => missing.once('exit', (exitCode) => resolveExit(exitCode)));
    expect(code).toBe(1);
    expect(err).toMatch(/npm run build/);
    // Two tsx start-ups: slow on a busy 2-core machine.
  }, 40_000);
});
