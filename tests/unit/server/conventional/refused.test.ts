// @vitest-environment node
/**
 * A resource file the one check refuses, through the Node server: it is not served, the server
 * logs it once naming the file and each key, and its API answers 40400 saying why to those the
 * file names (a bare 404 would leave the caller guessing).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/startServer';

/** The file: a parent the console refuses, an unknown input, a number default "abc". */
const NOTES = {
  name: 'notes',
  label: 'Notes',
  roles: ['editor'],
  route: { parent: '/sms', path: 'notes', name: 'Notes' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'body', type: 'textarea', input: 'markdown' },
    { source: 'count', type: 'number', defaultValue: 'abc' },
  ],
};

let dist = '';
let server: RunningServer;
const warnings: string[] = [];

async function call(path: string, token: string, method = 'GET', body?: unknown): Promise<{ status: number; code: string; message: string }> {
  const headers: Record<string, string> = { Token: token };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${server.url}api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, ...((await response.json()) as { code: string; message: string }) };
}

async function login(userName: string): Promise<string> {
  const response = await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: '111111' }) });
  return ((await response.json()) as { data: string }).data;
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  dist = mkdtempSync(join(tmpdir(), 'sms-refused-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(dist, 'resources', 'notes.json'), JSON.stringify(NOTES));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ resources: ['resources/notes.json'] }));
  server = await startServer({ port: 0, distDir: dist, resourceRecheckMs: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('a refused resource file on the server', () => {
  it('answers 40400 naming the file and each problem, for every method', async () => {
    const editor = await login('editor');
    const list = await call('/notes', editor);
    expect(list).toMatchObject({ status: 404, code: '40400' });
    expect(list.message).toContain('The resource notes is not served: its file resources/notes.json was refused');
    expect(list.message).toContain("route.parent: '/sms' is no group");
    expect(list.message).toContain("fields.body.input: No input is named 'markdown'");
    expect(list.message).toContain('fields.count.defaultValue: defaultValue "abc" is not a number');
    expect(list.message).toContain('npm run resources:check -- resources/notes.json');
    expect(await call('/notes', editor, 'POST', { body: 'x' })).toMatchObject({ status: 404, code: '40400' });
    expect(await call('/notes/1', editor, 'PUT', { body: 'x' })).toMatchObject({ status: 404, code: '40400' });
    expect(await call('/notes/1', editor, 'DELETE')).toMatchObject({ status: 404, code: '40400' });
  });

  it('tells why only to a signed-in role the file names', async () => {
    expect(await call('/notes', 'no-such-token')).toMatchObject({ code: 50008 });
    expect(await call('/notes', await login('visitor'))).toMatchObject({ code: '40300' });
  });

  it('logs the refusal once, naming the file and the keys', async () => {
    const logged = warnings.filter((line) => line.includes('resources/notes.json not served'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/route\.parent: .*fields\.body\.input: .*fields\.count\.defaultValue: /);
  });
});
