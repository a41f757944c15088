// @vitest-environment node
/**
 * Durability of the Node server on its SQL store: records, an upload and a session created through
 * the API are all there after the server is stopped (SIGTERM, then SIGKILL) and started again on
 * the same data folder. Runs on SQLite, and on PostgreSQL when TEST_POSTGRES_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PNG } from '../../fixtures/images';
import { postgresLocation, POSTGRES_URL, type TestLocation } from './stores';

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

const REPO = join(import.meta.dirname, '../../..');

/** Starts `server/http/main.ts` in its own Node process (no npx in between: the signals reach it). */
function startNodeServer(env: NodeJS.ProcessEnv): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
    cwd: REPO,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_CONTROL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMS admin console: (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before it started:\n${output}`));
    });
  });
}

async function api<T>(server: Running, path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}): Promise<{ code: unknown; data: T }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Token = init.token;
  let body: BodyInit | undefined;
  if (init.form) body = init.form;
  else if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const response = await fetch(`${server.url}api${path}`, { method: init.method ?? 'GET', headers, body });
  return (await response.json()) as { code: unknown; data: T };
}

const kinds = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe.each(kinds)('the Node server on %s keeps its data across restarts', (kind) => {
  it('after SIGTERM and after SIGKILL', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sms-durable-'));
    const dist = join(folder, 'dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
    let location: TestLocation | undefined;
    if (kind === 'postgres') location = await postgresLocation();
    cleanups.push(async () => {
      await location?.remove();
      rmSync(folder, { recursive: true, force: true });
    });
    const env = { DIST_DIR: dist, DATA_DIR: join(folder, 'data'), DATABASE_URL: location?.target.location ?? '' };

    // First life: create a user, a package, a sender name and an upload; keep a session.
    let server = await startNodeServer(env);
    const login = await api<string>(server, '/user/login', { method: 'POST', json: { userName: 'admin', password: '111111' } });
    expect(login.code).toBe('00000');
    const token = login.data;
    const user = await api<{ id: number }>(server, '/user/addUser', {
      method: 'POST',
      token,
      json: { userName: 'durable', password: 'secret1', phone: '', type: 0, description: 'kept' },
    });
    expect(user.code).toBe('00000');
    const pkg = await api<{ id: number }>(server, '/sms/addPackageConf', {
      method: 'POST',
      token,
      json: { packageId: 'PKG-DURABLE', name: 'Kept', userId: user.data.id, totalNum: 10, remainNum: 5 },
    });
    expect(pkg.code).toBe('00000');
    await api(server, '/user/update', { method: 'PUT', token, json: { id: user.data.id, userName: 'durable-renamed' } });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'kept.png');
    const upload = await api<{ url: string }>(server, '/upload/image', { method: 'POST', token, form });
    expect(upload.code).toBe('00000');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Second life: everything is there; then a write and a SIGKILL right after its answer.
    server = await startNodeServer(env);
    const info = await api<{ name: string }>(server, `/user/info?token=${token}`);
    expect(info).toMatchObject({ code: '00000', data: { name: 'admin' } });
    const packages = await api<Array<{ id: number; packageId: string; userName: string }>>(server, '/sms/packageConf-list', { token });
    expect(packages.data.find((row) => row.id === pkg.data.id)).toMatchObject({ packageId: 'PKG-DURABLE', userName: 'durable-renamed' });
    const file = await fetch(new URL(upload.data.url, server.url));
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const second = await api<{ id: number }>(server, '/sms/addSendName', { method: 'POST', token, json: { sendName: 'AfterKill', userId: user.data.id } });
    expect(second.code).toBe('00000');
    const relogin = await api<string>(server, '/user/login', { method: 'POST', json: { userName: 'durable-renamed', password: 'secret1' } });
    expect(relogin.code).toBe('00000');

    server.child.kill('SIGKILL');
    await server.exited;

    // Third life: the write answered just before the kill is there, and so are both sessions.
    server = await startNodeServer(env);
    const names = await api<Array<{ id: number; sendName: string; userName: string }>>(server, '/sms/sendName-list', { token });
    expect(names.data.find((row) => row.id === second.data.id)).toMatchObject({ sendName: 'AfterKill', userName: 'durable-renamed' });
    expect(await api(server, `/user/info?token=${relogin.data}`)).toMatchObject({ code: '00000', data: { name: 'durable-renamed' } });
    const users = await api<Array<{ userName: string }>>(server, '/user/list', { token });
    expect(users.data.map((row) => row.userName)).toContain('durable-renamed');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
