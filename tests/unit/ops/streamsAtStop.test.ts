// @vitest-environment node
/**
 * A stop does not wait for the open event streams: they never end by themselves, and a graceful
 * close that waited for them would always take its whole grace (9 s). They are ended at once; the
 * client resumes elsewhere from its Last-Event-ID.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/http/startServer';

const memo = {
  name: 'memo',
  label: 'Memos',
  roles: ['admin'],
  route: { parent: '/lab', path: 'memos', name: 'Memos', group: { title: 'Lab', icon: 'folder', roles: ['admin'] } },
  fields: [{ source: 'title', label: 'Title', type: 'text', required: true }],
};

let dist = '';
let server: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sms-streams-stop-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dist, 'resources', 'memo.json'), JSON.stringify(memo));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ mock: false, resources: ['resources/memo.json'] }));
  server = await startServer({ port: 0, distDir: dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Opens the memo stream; resolves once the server said it is connected, with the response. */
function openStream(token: string): Promise<IncomingMessage> {
  return new Promise((connected, reject) => {
    const req = httpRequest(`${server.url}api/memo/_events`, { headers: { Token: token } }, (response) => {
      expect(response.statusCode).toBe(200);
      response.once('data', () => connected(response));
    });
    req.on('error', reject);
    req.end();
  });
}

it('ends the open event streams at once instead of waiting its grace for them', async () => {
  const login = await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
  const token = ((await login.json()) as { data: string }).data;
  const streams = await Promise.all([openStream(token), openStream(token)]);
  const ended = streams.map((response) => new Promise<void>((done) => response.once('close', () => done())));

  const started = performance.now();
  await server.close();
  await Promise.all(ended);
  // The grace is 9 s: without ending the streams the close takes all of it.
  expect(performance.now() - started).toBeLessThan(3_000);
  await expect(fetch(`${server.url}api/health`)).rejects.toThrow();
});
