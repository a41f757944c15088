// @vitest-environment node
/**
 * No lost update, on the store TEST_STORE names: every record of a conventional
 * resource carries `_version`, `_updatedAt`, `_updatedBy`; a PUT or DELETE carrying a stale
 * version (body, If-Match, ?_version=) is refused with 409 / 40901 and the stored version; bulk
 * edits and inline edits (a PUT of one field with the row's version) obey the same rule.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkEditAnswer } from '../../../../src/kernel/http/batch';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { entry, note, person, plain, team } from './batchFixtures';

type Row = Record<string, unknown> & { id: number; _version: number; _updatedAt: string; _updatedBy: string | null };
interface Answer<T = unknown> {
  status: number;
  code: string;
  message: string;
  data: T;
}
interface Options {
  method?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

let opened: TestStore;
let request: (path: string, init: RequestInit) => Response | Promise<Response>;
let admin = '';
let editor = '';

async function call<T = Row>(path: string, options: Options = {}): Promise<Answer<T>> {
  const url = new URL(`http://localhost/api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Token = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

const login = async (userName: string) => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  const { app } = createApi(opened.store, undefined, { resources: fixedResources([team, person, note, plain, entry]) });
  request = (path, init) => app.request(path, init);
});
beforeEach(async () => {
  await opened.store.reset();
  admin = await login('admin');
  editor = await login('editor');
});
afterAll(async () => {
  await opened.dispose();
});

const create = async (body: Record<string, unknown>, token = admin) => {
  const created = await call('/person', { method: 'POST', token, body });
  expect(created.code).toBe('00000');
  return created.data;
};
const put = (id: number, body: unknown, options: Options = {}) => call(`/person/${id}`, { method: 'PUT', token: admin, body, ...options });

describe(`record versions (${TEST_STORE})`, () => {
  it('starts at version 1 with who and when, and counts each update; the fields are in every answer', async () => {
    const before = Date.now();
    const created = await create({ email: 'a@x.io', name: 'A' }, editor);
    expect(created).toMatchObject({ _version: 1, _updatedBy: 'editor' });
    expect(Date.parse(created._updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(created._updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const updated = await put(created.id, { name: 'B' });
    expect(updated.data).toMatchObject({ name: 'B', _version: 2, _updatedBy: 'admin' });
    expect((await put(created.id, { name: 'C', _version: 2 })).data._version).toBe(3);
    expect((await call(`/person/${created.id}`, { token: admin })).data).toMatchObject({ name: 'C', _version: 3, _updatedBy: 'admin' });
    const list = await call<Row[]>('/person', { token: admin });
    expect(list.data[0]).toMatchObject({ id: created.id, _version: 3, _updatedBy: 'admin' });
  });

  it('keeps the system fields read-only: a body setting them changes nothing of them', async () => {
    const created = await create({ email: 'a@x.io', name: 'A', _version: 50, _updatedBy: 'mallory', _updatedAt: '2000-01-01T00:00:00.000Z' });
    expect(created).toMatchObject({ _version: 1, _updatedBy: 'admin' });
    const updated = await put(created.id, { name: 'B', _updatedBy: 'mallory', _updatedAt: '2000-01-01T00:00:00.000Z' });
    expect(updated.data).toMatchObject({ name: 'B', _version: 2, _updatedBy: 'admin' });
    expect(updated.data._updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('refuses a stale PUT (body _version) with 409, 40901, who and when; nothing changes', async () => {
    const created = await create({ email: 'a@x.io', name: 'A' });
    const first = await call(`/person/${created.id}`, { method: 'PUT', token: editor, body: { ...created, name: 'First' } });
    expect(first.data._version).toBe(2);
    const second = await put(created.id, { ...created, name: 'Second' });
    expect(second.status).toBe(409);
    expect(second.code).toBe('40901');
    expect(second.data).toEqual({ _version: 2, _updatedAt: first.data._updatedAt, _updatedBy: 'editor' });
    expect(second.message).toContain(`changed by editor at ${first.data._updatedAt}`);
    expect((await call(`/person/${created.id}`, { token: admin })).data).toMatchObject({ name: 'First', _version: 2 });
    // Overwrite: the same edit with the stored version goes through.
    const again = await put(created.id, { ...created, name: 'Second', _version: second.data._version });
    expect(again.data).toMatchObject({ name: 'Second', _version: 3 });
  });

  it('reads If-Match ("3", W/"3", *) and refuses a stale one; a malformed or contradicting version is 40001', async () => {
    const created = await create({ email: 'a@x.io', name: 'A' });
    await put(created.id, { name: 'B' });
    const stale = await put(created.id, { name: 'C' }, { headers: { 'If-Match': '"1"' } });
    expect(stale).toMatchObject({ status: 409, code: '40901', data: { _version: 2 } });
    expect((await put(created.id, { name: 'C' }, { headers: { 'If-Match': 'W/"2"' } })).data._version).toBe(3);
    expect((await put(created.id, { name: 'D' }, { headers: { 'If-Match': '*' } })).data._version).toBe(4);
    expect((await put(created.id, { name: 'E' }, { headers: { 'If-Match': 'abc' } })).code).toBe('40001');
    expect((await put(created.id, { name: 'E', _version: 'x' })).code).toBe('40001');
    expect((await put(created.id, { name: 'E', _version: 4 }, { headers: { 'If-Match': '"3"' } })).code).toBe('40001');
    expect((await call(`/person/${created.id}`, { token: admin })).data).toMatchObject({ name: 'D', _version: 4 });
  });

  it('lets a write without a version through', async () => {
    const created = await create({ email: 'a@x.io', name: 'A' });
    await put(created.id, { name: 'B' });
    expect((await put(created.id, { name: 'C' })).data).toMatchObject({ name: 'C', _version: 3 });
    expect((await call(`/person/${created.id}`, { method: 'DELETE', token: admin })).code).toBe('00000');
  });

  it('refuses a stale DELETE (If-Match or ?_version=) and keeps the record; the current version deletes', async () => {
    const created = await create({ email: 'a@x.io', name: 'A' });
    await put(created.id, { name: 'B' });
    const byHeader = await call(`/person/${created.id}`, { method: 'DELETE', token: admin, headers: { 'If-Match': '"1"' } });
    expect(byHeader).toMatchObject({ status: 409, code: '40901', data: { _version: 2, _updatedBy: 'admin' } });
    const byQuery = await call(`/person/${created.id}`, { method: 'DELETE', token: admin, query: { _version: '1' } });
    expect(byQuery).toMatchObject({ status: 409, code: '40901' });
    expect((await call(`/person/${created.id}`, { token: admin })).code).toBe('00000');
    expect((await call(`/person/${created.id}`, { method: 'DELETE', token: admin, query: { _version: '2' } })).code).toBe('00000');
    expect((await call(`/person/${created.id}`, { token: admin })).code).toBe('40400');
  });

  it('lets exactly one of 10 parallel PUTs carrying the same version win', async () => {
    const created = await create({ email: 'a@x.io', name: 'A' });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => put(created.id, { name: `W${index}`, _version: 1 })));
    const won = answers.filter((answer) => answer.code === '00000');
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === '40901')).toHaveLength(9);
    expect((await call(`/person/${created.id}`, { token: admin })).data).toMatchObject({ name: won[0].data.name, _version: 2 });
  });

  it('inline edit: one field with the row version; a second editor of the old row is refused', async () => {
    const row = await create({ email: 'a@x.io', name: 'A', age: 30 });
    expect((await put(row.id, { age: 31, _version: row._version })).data).toMatchObject({ age: 31, name: 'A', _version: 2 });
    const late = await call(`/person/${row.id}`, { method: 'PUT', token: editor, body: { name: 'Z', _version: row._version } });
    expect(late).toMatchObject({ status: 409, code: '40901', data: { _version: 2, _updatedBy: 'admin' } });
  });

  it('bulk edit: counts a version on every row; one stale version refuses every row, naming it', async () => {
    const a = await create({ email: 'a@x.io', name: 'A' });
    const b = await create({ email: 'b@x.io', name: 'B' });
    const c = await create({ email: 'c@x.io', name: 'C' });
    await put(b.id, { name: 'B2' });
    const ids = [a.id, b.id, c.id];
    const refused = await call<BulkEditAnswer>('/person/_bulk', { method: 'POST', token: admin, body: { ids, values: { age: 40 }, versions: { [a.id]: 1, [b.id]: 1, [c.id]: 1 } } });
    expect(refused.code).toBe('40001');
    expect(refused.data.refused).toEqual([{ row: b.id, message: expect.stringContaining('changed by admin') }]);
    for (const id of ids) expect((await call(`/person/${id}`, { token: admin })).data.age).toBeNull();

    const done = await call<BulkEditAnswer>('/person/_bulk', { method: 'POST', token: editor, body: { ids, values: { age: 40 }, versions: { [a.id]: 1, [b.id]: 2 } } });
    expect(done).toMatchObject({ code: '00000', data: { updated: ids } });
    const rows = await Promise.all(ids.map(async (id) => (await call(`/person/${id}`, { token: admin })).data));
    expect(rows.map((row) => [row.age, row._version, row._updatedBy])).toEqual([
      [40, 2, 'editor'],
      [40, 3, 'editor'],
      [40, 2, 'editor'],
    ]);
    expect((await call('/person/_bulk', { method: 'POST', token: admin, body: { ids, values: { age: 1 }, versions: { 9999: 1 } } })).code).toBe('40001');
  });

  it('bulk edit: the store refuses a version that moved between the check and the write (writeAll)', async () => {
    const a = await create({ email: 'a@x.io', name: 'A' });
    const b = await create({ email: 'b@x.io', name: 'B' });
    const records = await opened.store.resources.open(person);
    await records.update(b.id, { name: 'B2' }, { actor: { id: 1, userName: 'other' } });
    await expect(records.writeAll([
      { op: 'update', id: a.id, patch: { age: 1 }, expectedVersion: 1 },
      { op: 'update', id: b.id, patch: { age: 1 }, expectedVersion: 1 },
    ])).rejects.toMatchObject({ name: 'StaleVersionError', id: b.id, stored: { _version: 2, _updatedBy: 'other' } });
    expect((await records.get(a.id))).toMatchObject({ age: null, _version: 1 });
  });

  it('import: an update counts a version, a create starts at 1', async () => {
    const a = await create({ email: 'a@x.io', name: 'A' });
    const answer = await call('/person/_import', { method: 'POST', token: admin, body: { rows: [{ email: 'a@x.io', name: 'A2' }, { email: 'n@x.io', name: 'N' }] } });
    expect(answer.code).toBe('00000');
    const rows = (await call<Row[]>('/person', { token: admin, query: { sort: '["id","ASC"]' } })).data;
    expect(rows.map((row) => [row.id === a.id, row._version])).toEqual([
      [true, 2],
      [false, 1],
    ]);
  });
});
