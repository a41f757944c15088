// @vitest-environment node
/** SIGTERM on the real process: the request in flight answers 200, new connections are refused, exit 0 within 10 s. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReadiness } from '../../../server/http/readiness';
import { createMemoryStore } from '../../../server/store';

const root = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'ops-stop-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function startMain(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; url: Promise<string>; output: () => string } {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const child = spawn(process.execPath, [tsx, 'server/http/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', DIST_DIR: dir, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
  });
  let out = '';
  const url = new Promise<string>((resolveUrl, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /SMS admin console: (http:\/\/\S+\/)/.exec(out);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => reject(new Error(`exited early: ${out}`)));
  });
  return { child, url, output: () => out };
}

/** GET over a kept-alive connection; resolves with the status and body. */
function get(url: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolveGet, reject) => {
    const req = httpRequest(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful stop', () => {
  it('finishes the request in flight, refuses new connections, exits 0 within 10 s', async () => {
    const { child, url, output } = startMain({ MOCK_LATENCY_MS: '1500' });
    const base = await url;
    const agent = new Agent({ keepAlive: true });
    // A first request leaves an idle kept-alive connection behind, which the stop must close.
    expect((await get(`${base}api/health`, agent)).status).toBe(200);

    const inFlight = get(`${base}api/ready`, new Agent({ keepAlive: true }));
    await new Promise((wait) => setTimeout(wait, 400));
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    const signalled = performance.now();
    child.kill('SIGTERM');

    // The listener is closed at once: a new connection is refused while the slow request still runs.
    await new Promise((wait) => setTimeout(wait, 200));
    await expect(fetch(`${base}api/health`)).rejects.toThrow();

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    // Its answer was computed before the stop (the added latency comes after the handler).
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'ready' });
    expect(await exited).toBe(0);
    const took = performance.now() - signalled;
    expect(took).toBeLessThan(10_000);
    // It did not wait for the idle connection's 65 s keep-alive timeout either.
    expect(took).toBeLessThan(5_000);
    agent.destroy();

    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line.path === '/api/ready')).toMatchObject({ status: 200, method: 'GET' });
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['stopping: finishing the requests in flight', 'stopped']));
  }, 30_000);

  it('reports not ready once stopping', async () => {
    const readiness = createReadiness(createMemoryStore());
    expect(await readiness.notReady()).toBeUndefined();
    readiness.stopping();
    expect(await readiness.notReady()).toBe('stopping');
  });
});
