// @vitest-environment node
/**
 * The `code` field type through the API, on the store TEST_STORE names: text kept as written
 * (indentation too), at most LONG_TEXT_CAP characters or the field's maxLength; a `json` language
 * must parse as JSON, else 40001 with the error under the field's path and nothing stored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { LONG_TEXT_CAP } from '../../../../src/kernel/format/definition/names';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { conventional } from './conventionalSchema';

interface Answer<T = unknown> {
  status: number;
  code: string;
  message: string;
  data: T;
  errors?: Record<string, { message: string; args?: Record<string, unknown> }>;
}

type Row = Record<string, unknown> & { id: number };

const snippet = conventional({
  name: 'snippet',
  label: 'Snippets',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true },
    { source: 'settings', type: 'code', language: 'json' },
    { source: 'query', type: 'code', language: 'sql' },
    { source: 'script', type: 'code', language: 'javascript', maxLength: 40 },
  ],
});

let opened: TestStore;
let app: ReturnType<typeof createApi>['app'];
let editor = '';

async function call<T = unknown>(path: string, options: { method?: string; body?: unknown; filter?: unknown } = {}): Promise<Answer<T>> {
  const url = new URL(`http://localhost/api${path}`);
  if (options.filter !== undefined) url.searchParams.set('filter', JSON.stringify(options.filter));
  const headers: Record<string, string> = { Token: editor };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
}

const create = (body: Record<string, unknown>) => call<Row>('/snippet', { method: 'POST', body: { title: 'T', ...body } });
const titles = async (filter?: unknown) => (await call<Row[]>('/snippet', { filter })).data.map((row) => row.title);

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  app = createApi(opened.store, undefined, { resources: fixedResources([snippet]) }).app;
});
beforeEach(async () => {
  await opened.store.reset();
  const login = await app.request('http://localhost/api/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'editor', password: '111111' }),
  });
  editor = ((await login.json()) as { data: string }).data;
});
afterAll(async () => {
  await opened.dispose();
});

describe(`code fields over the API (${TEST_STORE})`, () => {
  it('stores code as written, newlines, tabs and indentation included, and searches it', async () => {
    const settings = '{\n  "retries": 3,\n  "channels": ["sms"]\n}';
    const query = '  SELECT id\n\tFROM contacts\n  WHERE active = 1\n';
    const created = await create({ title: 'first', settings, query });
    expect(created.code).toBe('00000');
    expect(created.data).toMatchObject({ settings, query, script: null });
    expect((await call<Row>(`/snippet/${created.data.id}`)).data).toMatchObject({ settings, query });
    await create({ title: 'second', query: 'DELETE FROM outbox' });
    expect(await titles({ q: 'from contacts' })).toEqual(['first']);
    expect(await titles({ query: 'outbox' })).toEqual(['second']);
  });

  it('refuses json that does not parse, on create and on update, and stores nothing of it', async () => {
    const refused = await create({ title: 'broken', settings: '{"retries": 3,' });
    expect(refused.code).toBe('40001');
    expect(refused.errors).toMatchObject({ settings: { message: 'crud.badJson' } });
    expect(await titles()).toEqual([]);

    const kept = await create({ title: 'kept', settings: '[1, 2]' });
    expect(kept.code).toBe('00000');
    const update = await call(`/snippet/${kept.data.id}`, { method: 'PUT', body: { title: 'changed', settings: "{'single': 'quotes'}" } });
    expect(update.code).toBe('40001');
    expect(update.errors).toMatchObject({ settings: { message: 'crud.badJson' } });
    expect((await call<Row>(`/snippet/${kept.data.id}`)).data).toMatchObject({ title: 'kept', settings: '[1, 2]' });
  });

  it('takes any text in another language, within its length limit and without control characters', async () => {
    expect((await create({ title: 'not json', query: '{ this is not JSON and need not be' })).code).toBe('00000');
    const tooLong = await create({ title: 'long', query: 'x'.repeat(LONG_TEXT_CAP + 1) });
    expect(tooLong.code).toBe('40001');
    expect(tooLong.errors).toMatchObject({ query: { message: 'crud.tooLong', args: { max: LONG_TEXT_CAP } } });
    const overOwnMax = await create({ title: 'script', script: 'x'.repeat(41) });
    expect(overOwnMax.errors).toMatchObject({ script: { message: 'crud.tooLong', args: { max: 40 } } });
    const control = await create({ title: 'nul', query: 'SELECT 1\u0000' });
    expect(control.code).toBe('40001');
    expect(Object.keys(control.errors ?? {})).toEqual(['query']);
    const wrongType = await create({ title: 'number', query: 42 });
    expect(wrongType.errors).toMatchObject({ query: { message: 'must be text' } });
    expect(await titles()).toEqual(['not json']);
  });
});
