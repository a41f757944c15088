// @vitest-environment node
/**
 * A conventional resource end to end through the Node server: a resource file listed in the static
 * root's config.json is served at /api/<name> by REST convention, on the store TEST_STORE names
 * (memory, sqlite, postgres); files dropped while it runs are served without a restart.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { postgresLocation, sqliteLocation, TEST_STORE, type TestLocation } from '../../storage/stores';
import { BLACKLIST_JSON } from './blacklist';
import { bare } from './systemFields';

interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
  range: string | null;
}

let dist = '';
let server: RunningServer;
let location: TestLocation | undefined;
let admin = '';
const warnings: string[] = [];

const writeConfig = (files: string[]) => writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: files }));

async function call<T = unknown>(path: string, options: { method?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}): Promise<Answer<T>> {
  const url = new URL(`${server.url}api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  if (options.token) headers.Token = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const json = (await response.json()) as Omit<Answer<T>, 'status' | 'range'>;
  return { ...json, status: response.status, range: response.headers.get('content-range') };
}

async function login(userName: string): Promise<string> {
  const answer = await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } });
  return answer.data;
}

async function start(): Promise<RunningServer> {
  return startServer({ port: 0, distDir: dist, database: location?.target, resourceRecheckMs: 0 });
}

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  dist = mkdtempSync(join(tmpdir(), 'sms-conventional-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(dist, 'resources', 'blacklist.json'), JSON.stringify(BLACKLIST_JSON));
  writeConfig(['resources/blacklist.json']);
  if (TEST_STORE !== 'memory') location = TEST_STORE === 'sqlite' ? await sqliteLocation() : await postgresLocation();
  server = await start();
  admin = await login('admin');
});

afterAll(async () => {
  await server.close();
  await location?.remove();
  rmSync(dist, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const entry = (phone: string, extra: Record<string, unknown> = {}) => ({ phone, reason: 'spam', ...extra });

describe(`conventional resource over HTTP (${TEST_STORE})`, () => {
  it('creates, reads, updates and deletes, answering the records', async () => {
    // Resources declared as data take each value in its own JSON type, and every key must be a field.
    const mistaken = await call('/blacklist', { method: 'POST', token: admin, body: entry('+8613800000001', { userId: '2', limit: '7' }) });
    expect(mistaken).toMatchObject({ code: '40001', errors: { userId: { message: 'must be a number (not text)' }, limit: { message: 'must be a number (not text)' } } });
    expect(await call('/blacklist', { method: 'POST', token: admin, body: entry('+8613800000001', { extra: 'x', id: 99 }) })).toMatchObject({
      code: '40001',
      message: 'extra is not a field of this resource',
      errors: { extra: { message: 'crud.unknownField' }, id: { message: 'crud.serverFilled' } },
    });
    const created = await call<Record<string, unknown>>('/blacklist', { method: 'POST', token: admin, body: entry('+8613800000001', { userId: 2, limit: 7, blockedUntil: '2030-01-02 03:04' }) });
    expect(created).toMatchObject({ status: 200, code: '00000' });
    const id = Number(created.data.id);
    expect(bare(created.data)).toEqual({ id, phone: '+8613800000001', reason: 'spam', userId: 2, limit: 7, blockedUntil: '2030-01-02 03:04:00', note: null });

    expect((await call(`/blacklist/${id}`, { token: admin })).data).toEqual(created.data);
    expect(await call(`/blacklist/${id}`, { method: 'PUT', token: admin, body: { id: 12345, reason: 'legal' } })).toMatchObject({ code: '40001', errors: { id: { message: 'crud.serverFilled' } } });
    const updated = await call<Record<string, unknown>>(`/blacklist/${id}`, { method: 'PUT', token: admin, body: { id, reason: 'legal', note: ' hi ' } });
    expect(bare(updated.data)).toEqual(bare({ ...created.data, reason: 'legal', note: 'hi' }));
    const removed = await call<Record<string, unknown>>(`/blacklist/${id}`, { method: 'DELETE', token: admin });
    expect(removed.data).toEqual(updated.data);
    expect(await call(`/blacklist/${id}`, { token: admin })).toMatchObject({ code: '40400' });
    expect(await call(`/blacklist/${id}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '40400' });
  });

  it('lists with sort, range, filter and Content-Range', async () => {
    for (let index = 1; index <= 12; index += 1) {
      const answer = await call('/blacklist', { method: 'POST', token: admin, body: entry(`200000${String(index).padStart(2, '0')}`, { reason: index % 2 === 0 ? 'complaint' : 'spam', limit: index * 10, note: index === 5 ? 'Repeat OFFENDER' : '' }) });
      expect(answer.code).toBe('00000');
    }
    const page = await call<Array<{ limit: number }>>('/blacklist', { token: admin, query: { sort: '["limit","DESC"]', range: '[0,4]', filter: '{"reason":"complaint","limit_gte":40}' } });
    expect(page.code).toBe('00000');
    expect(page.data.map((row) => row.limit)).toEqual([120, 100, 80, 60, 40]);
    expect(page.range).toBe('blacklist 0-4/5');
    const search = await call<Array<{ phone: string }>>('/blacklist', { token: admin, query: { filter: '{"q":"offender"}' } });
    expect(search.data.map((row) => row.phone)).toEqual(['20000005']);
    const ids = page.data.slice(0, 2).map((row) => (row as unknown as { id: number }).id);
    const many = await call<Array<{ id: number }>>('/blacklist', { token: admin, query: { filter: JSON.stringify({ id: ids }) } });
    expect(many.data.map((row) => row.id)).toEqual([...ids].sort((a, b) => a - b));
    const empty = await call('/blacklist', { token: admin, query: { filter: '{"phone":"nobody"}' } });
    expect(empty).toMatchObject({ data: [], range: 'blacklist */0' });
  });

  it('refuses with the shared rules and their field errors', async () => {
    const bad = await call('/blacklist', { method: 'POST', token: admin, body: { phone: 'abc', reason: 'other', limit: 1001 } });
    expect(bad.code).toBe('40001');
    expect(bad.message).toBe('phone: Please enter a valid phone number');
    expect(bad.errors?.phone).toEqual({ message: 'Please enter a valid phone number', args: {} });
    expect(bad.errors?.reason?.message).toBe('must be one of: "spam", "complaint", "legal"');
    expect(bad.errors?.limit).toEqual({ message: 'crud.atMost', args: { max: 1000 } });
    const missing = await call('/blacklist', { method: 'POST', token: admin, body: {} });
    expect(missing).toMatchObject({ code: '40001', message: 'phone is required' });
    await call('/blacklist', { method: 'POST', token: admin, body: entry('3000001') });
    const twice = await call('/blacklist', { method: 'POST', token: admin, body: entry('3000001') });
    expect(twice).toMatchObject({ code: '40001', message: 'phone already exists', errors: { phone: { message: 'crud.notUnique', args: {} } } });
  });

  it('serves a file dropped while running once config.json lists it, and skips a broken one', async () => {
    expect(await call('/greylist', { token: admin })).toMatchObject({ status: 404, code: '40400' });
    writeFileSync(join(dist, 'resources', 'greylist.json'), JSON.stringify({ ...BLACKLIST_JSON, name: 'greylist', roles: ['editor'] }));
    writeFileSync(join(dist, 'resources', 'broken.json'), '{"name": "broken", "fields": ');
    writeFileSync(join(dist, 'resources', 'evil.json'), JSON.stringify({ name: 'evil', fields: [{ source: 'a"; DROP TABLE users; --', type: 'text' }] }));
    writeConfig(['resources/blacklist.json', 'resources/broken.json', 'resources/evil.json', '../etc/passwd.json', '/abs.json', 'resources/greylist.json']);
    const created = await call<{ id: number }>('/greylist', { method: 'POST', token: await login('editor'), body: entry('4000001') });
    expect(created).toMatchObject({ code: '00000', data: { phone: '4000001' } });
    expect(await call('/broken', { token: admin })).toMatchObject({ status: 404 });
    expect(await call('/evil', { token: admin })).toMatchObject({ status: 404 });
    expect((await call('/blacklist', { token: admin })).code).toBe('00000');
    expect(warnings.join('\n')).toMatch(/broken\.json not served: not JSON/);
    expect(warnings.join('\n')).toMatch(/evil\.json not served: fields\./);
    expect(warnings.join('\n')).toMatch(/\.\.\/etc\/passwd\.json: no "\.\."/);

    // A new field in the file: its column is added, the old records stay.
    writeFileSync(join(dist, 'resources', 'greylist.json'), JSON.stringify({ ...BLACKLIST_JSON, name: 'greylist', roles: ['editor'], fields: [...BLACKLIST_JSON.fields, { source: 'expired', type: 'boolean' }] }));
    const grown = await call<Array<Record<string, unknown>>>('/greylist', { token: admin });
    expect(grown.data).toEqual([expect.objectContaining({ phone: '4000001', expired: null })]);
    expect(await call(`/greylist/${created.data.id}`, { method: 'PUT', token: admin, body: { expired: 'true' } })).toMatchObject({ code: '40001', message: 'expired: must be true or false' });
    expect((await call(`/greylist/${created.data.id}`, { method: 'PUT', token: admin, body: { expired: true } })).data).toMatchObject({ expired: true });
  });
});

describe.runIf(TEST_STORE !== 'memory')(`durability (${TEST_STORE})`, () => {
  it('keeps the records across a restart', async () => {
    const created = await call<{ id: number }>('/blacklist', { method: 'POST', token: admin, body: entry('5000001') });
    await server.close();
    server = await start();
    admin = await login('admin');
    expect((await call(`/blacklist/${created.data.id}`, { token: admin })).data).toMatchObject({ phone: '5000001' });
  });
});
