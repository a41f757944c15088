// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/handlers';
import type { Readiness } from '../../../server/handlers/healthRoutes';
import { createMemoryStore } from '../../../server/store';
import { createLogger, requestLog } from '../../../server/http/logging';
import { requestId, requestIdOf, type RequestIdVariables } from '../../../server/http/requestId';
import { startServer, type RunningServer } from '../../../server/http/startServer';
import { isPublic } from '../../../src/kernel/http/endpoints';

describe('/api/health and /api/ready', () => {
  it('are public endpoints of the table', () => {
    expect(isPublic({ method: 'GET', path: '/health' })).toBe(true);
    expect(isPublic({ method: 'GET', path: '/ready' })).toBe(true);
    expect(isPublic({ method: 'POST', path: '/ready' })).toBe(false);
  });

  it('answer without a session: alive always, ready only when the readiness says so', async () => {
    const state: { reason?: string } = {};
    const readiness: Readiness = { notReady: () => Promise.resolve(state.reason) };
    const { app, specs } = createApi(createMemoryStore(), undefined, { readiness });
    expect(specs.map((spec) => `${spec.method} ${spec.path}`)).toEqual(expect.arrayContaining(['GET /health', 'GET /ready']));

    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await app.request('/api/ready')).status).toBe(200);

    state.reason = 'database unavailable: gone';
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unavailable: gone' });
    // Alive does not depend on the database.
    expect((await app.request('/api/health')).status).toBe(200);
  });
});

describe('the Node server: ready on SQLite, 503 while stopping, request ids', () => {
  let dir = '';
  let server: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ops-health-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
    server = await startServer({ port: 0, distDir: dir, database: { dialect: 'sqlite', dataDir: dir, location: join(dir, 'db.sqlite') } });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers ready while the database answers', async () => {
    const answer = await fetch(`${server.url}api/ready`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: 'ready' });
  });

  it('keeps a sane X-Request-Id, replaces anything else, and echoes it', async () => {
    const kept = await fetch(`${server.url}api/health`, { headers: { 'X-Request-Id': 'abc-123_X' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123_X');
    for (const bad of ['a'.repeat(65), 'has space', 'line\\nbreak', '{"json":1}']) {
      const replaced = await fetch(`${server.url}api/health`, { headers: { 'X-Request-Id': bad } });
      const id = replaced.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = (await fetch(`${server.url}api/health`)).headers.get('x-request-id');
    const second = (await fetch(`${server.url}api/health`)).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it('keeps idle connections open longer than the usual 60 s client timeout', async () => {
    const { KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS } = await import('../../../server/http/shutdown');
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});

describe('request log', () => {
  it('writes one JSON line per request: method, path without query, status, ms, request id, user id', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger('info', sink);
    const app = new Hono<{ Variables: RequestIdVariables }>();
    app.use('*', requestId);
    app.use('*', requestLog(logger));
    app.get('/api/echo', (c) => c.json({ seen: requestIdOf(c.req.raw), variable: c.get('requestId') }));
    app.get('/api/boom', (c) => c.json({}, 500));

    const answer = await app.request('/api/echo?token=secret', { headers: { 'X-Request-Id': 'req-1' } });
    expect(await answer.json()).toEqual({ seen: 'req-1', variable: 'req-1' });
    await app.request('/api/boom');
    const [echo, boom] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(echo).toMatchObject({ level: 30, requestId: 'req-1', method: 'GET', path: '/api/echo', status: 200 });
    expect(typeof echo?.ms).toBe('number');
    expect(JSON.stringify(echo)).not.toContain('secret');
    expect(boom).toMatchObject({ level: 50, path: '/api/boom', status: 500 });
    expect(lines).toHaveLength(2);
  });

  it('names the signed-in user', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const store = createMemoryStore();
    const api = createApi(store);
    const app = new Hono<{ Variables: RequestIdVariables }>();
    app.use('*', requestId);
    app.use('*', requestLog(createLogger('info', sink)));
    app.route('/', api.app);
    await store.ready;
    const login = await app.request('/api/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
    const { data: token } = (await login.json()) as { data: string };
    const users = await store.users.list();
    const admin = users.find((user) => user.userName === 'admin');
    await app.request('/api/user/option-list', { headers: { Token: token } });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((line) => line.path === '/api/user/option-list')).toMatchObject({ status: 200, userId: admin?.id });
    expect(entries.find((line) => line.path === '/api/user/login')?.userId).toBeUndefined();
  });
});
