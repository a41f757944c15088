import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { createConsoleDataProvider } from '../../../src/providers/consoleDataProvider';
import { on } from '../../../src/providers/events';
import { ApiError } from '../../../src/providers/http';
import { createSimpleRestProvider, GET_MANY_CHUNK } from '../../../src/providers/simpleRestProvider';
import { clearToken, setToken } from '../../../src/providers/session';
import { conventionalEndpoints, conventionalListQuery } from '../../../src/kernel/format/convention';
import { createResourceSet } from '../../../src/resources/resourceSet';
import type { ResourceSchema } from '../../../src/kernel/types';

const blacklist: ResourceSchema = {
  name: 'blacklist',
  endpoints: conventionalEndpoints('blacklist'),
  list: { kind: 'server' } as unknown as ResourceSchema['list'],
  fields: [
    { source: 'phone', type: 'text', filter: 'text' },
    { source: 'code', type: 'text', filter: { kind: 'text', param: 'codeLike' } },
    { source: 'hits', type: 'number', filter: 'numberRange' },
    { source: 'kind', type: 'select', filter: 'select', choices: [{ id: 'spam', name: 'Spam' }] },
  ],
};

interface Seen {
  method: string;
  url: URL;
  body?: unknown;
  token: string | null;
  range: string | null;
}
let seen: Seen[] = [];
const record = async (request: Request) => {
  const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.json()) as unknown);
  seen.push({ method: request.method, url: new URL(request.url), body, token: request.headers.get('Token'), range: request.headers.get('Range') });
};
const ok = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: '00000', data }, { headers });

const server = setupServer(
  http.get('*/api/blacklist', async ({ request }) => {
    await record(request);
    return ok([{ id: 3, phone: '13800000003' }, { id: 4, phone: '13800000004' }], { 'Content-Range': 'blacklist 2-3/7' });
  }),
  http.get('*/api/blacklist/:id', async ({ request, params }) => {
    await record(request);
    return ok({ id: Number(params.id), phone: '13800000001' });
  }),
  http.post('*/api/blacklist', async ({ request }) => {
    await record(request);
    return ok({ id: 9, phone: '13900000000', reason: 'spam' });
  }),
  http.put('*/api/blacklist/:id', async ({ request, params }) => {
    await record(request);
    return ok({ id: Number(params.id), phone: '13900000001' });
  }),
  http.delete('*/api/blacklist/:id', async ({ request, params }) => {
    await record(request);
    return ok({ id: Number(params.id), phone: 'gone' });
  }),
);

const provider = createSimpleRestProvider([blacklist]);

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api', requestTimeoutMs: 5000 });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  seen = [];
  setConfig({ requestTimeoutMs: 5000 });
  clearToken();
  server.resetHandlers();
});
afterAll(() => server.close());

const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());

describe('the REST-convention data provider', () => {
  it('getList sends convention.ts query, renames text filters, and reads the total from Content-Range', async () => {
    setToken('tok-1', { announce: false });
    const result = await provider.getList('blacklist', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'phone', order: 'DESC' },
      filter: { phone_like: '138', codeLike: 'A', hits_gte: 2, kind: 'spam', q: 'x', reason: '' },
    });
    expect(result).toEqual({ data: [{ id: 3, phone: '13800000003' }, { id: 4, phone: '13800000004' }], total: 7 });
    const [request] = seen;
    expect(request?.url.pathname).toBe('/api/blacklist');
    expect(request?.token).toBe('tok-1');
    expect(queryOf(request!.url)).toEqual(
      conventionalListQuery({ page: 2, perPage: 2, sort: { field: 'phone', order: 'DESC' }, filter: { phone: '138', codeLike: 'A', hits_gte: 2, kind: 'spam', q: 'x' } }),
    );
    expect(request?.url.search).toContain('range=%5B2%2C3%5D');
  });

  it('marks an export read with export=1 (the server checks the export right there), a page read without it', async () => {
    await provider.getList('blacklist', { pagination: { page: 1, perPage: 5000 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { export: true } });
    await provider.getList('blacklist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(queryOf(seen[0]!.url)).toMatchObject({ export: '1', range: '[0,4999]' });
    expect(queryOf(seen[1]!.url).export).toBeUndefined();
  });

  it('getMany filters by id, getManyReference by target', async () => {
    await provider.getMany('blacklist', { ids: [3, 4] });
    await provider.getManyReference('blacklist', { target: 'userId', id: 5, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(JSON.parse(queryOf(seen[0]!.url).filter ?? '')).toEqual({ id: [3, 4] });
    expect(JSON.parse(queryOf(seen[1]!.url).filter ?? '')).toEqual({ userId: 5 });
  });

  it('getOne, create, update, delete and the bulk calls use /<name>[/<id>] with the record as body', async () => {
    expect((await provider.getOne('blacklist', { id: 1 })).data).toEqual({ id: 1, phone: '13800000001' });
    expect((await provider.create('blacklist', { data: { phone: '13900000000', reason: 'spam' } })).data).toEqual({ id: 9, phone: '13900000000', reason: 'spam' });
    expect((await provider.update('blacklist', { id: 9, data: { id: 9, phone: '13900000001' }, previousData: { id: 9 } })).data).toEqual({ id: 9, phone: '13900000001' });
    expect((await provider.delete('blacklist', { id: 9, previousData: { id: 9 } })).data).toEqual({ id: 9, phone: 'gone' });
    expect((await provider.deleteMany('blacklist', { ids: [1, 2] })).data).toEqual([1, 2]);
    expect((await provider.updateMany('blacklist', { ids: [5], data: { reason: 'x' } })).data).toEqual([5]);
    expect(seen.map((entry) => `${entry.method} ${entry.url.pathname}`)).toEqual([
      'GET /api/blacklist/1',
      'POST /api/blacklist',
      'PUT /api/blacklist/9',
      'DELETE /api/blacklist/9',
      'DELETE /api/blacklist/1',
      'DELETE /api/blacklist/2',
      'PUT /api/blacklist/5',
    ]);
    expect(seen[1]?.body).toEqual({ phone: '13900000000', reason: 'spam' });
    expect(seen[2]?.body).toEqual({ id: 9, phone: '13900000001' });
    expect(seen[6]?.body).toEqual({ reason: 'x' });
    expect(seen[3]?.url.search).toBe('');
  });

  it('a delete carries the version of the record the user saw, so that the server refuses it when the record changed since', async () => {
    expect((await provider.delete('blacklist', { id: 9, previousData: { id: 9, _version: 4 } })).data).toEqual({ id: 9, phone: 'gone' });
    expect(seen.map((entry) => `${entry.method} ${entry.url.pathname}${entry.url.search}`)).toEqual(['DELETE /api/blacklist/9?_version=4']);
  });

  it('an error envelope rejects with an ApiError carrying the field errors', async () => {
    server.use(
      http.post('*/api/blacklist', () =>
        HttpResponse.json({ code: '40001', message: 'Invalid phone', errors: { phone: { message: 'rules.pattern', args: { pattern: '^1\\d{10}$' } } } }),
      ),
    );
    const error = await provider.create('blacklist', { data: { phone: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '40001', message: 'Invalid phone', fieldErrors: { phone: { message: 'rules.pattern' } } });
    expect((error as ApiError).body?.errors.phone).toContain('rules.pattern');
  });

  it('a list answer without Content-Range is an error, not a wrong total', async () => {
    server.use(http.get('*/api/blacklist', () => ok([])));
    await expect(provider.getList('blacklist', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toThrow(
      'The list answer has no Content-Range header',
    );
  });

  it('the console provider sends conventional resources here and the others to the schema provider', async () => {
    const odd: ResourceSchema = { name: 'odd', endpoints: { list: { method: 'GET', path: '/odd/all' } }, list: { kind: 'client' }, fields: [{ source: 'name', type: 'text' }] };
    server.use(http.get('*/api/odd/all', () => ok([{ id: 1, name: 'a' }])));
    const console = createConsoleDataProvider(createResourceSet([odd, blacklist], ['blacklist']));
    const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    expect((await console.getList('odd', page)).total).toBe(1);
    expect((await console.getList('blacklist', page)).total).toBe(7);
    expect(seen.map((entry) => entry.url.pathname)).toEqual(['/api/blacklist']);
  });

  const page = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('sends the Token header on writes too, and not simple-rest\'s Range marker', async () => {
    setToken('tok-2', { announce: false });
    await provider.getList('blacklist', page);
    await provider.create('blacklist', { data: { phone: '13900000000' } });
    await provider.delete('blacklist', { id: 9, previousData: { id: 9 } });
    expect(seen.map((entry) => entry.token)).toEqual(['tok-2', 'tok-2', 'tok-2']);
    expect(seen.map((entry) => entry.range)).toEqual([null, null, null]);
  });

  it('a list without a sort field (react-admin\'s default sort state) is sorted by id', async () => {
    await provider.getList('blacklist', { ...page, sort: { field: '', order: 'ASC' } });
    await provider.getManyReference('blacklist', { ...page, sort: { field: '', order: 'ASC' }, target: 'userId', id: 5 });
    expect(seen.map((entry) => queryOf(entry.url).sort)).toEqual(['["id","ASC"]', '["id","ASC"]']);
  });

  it('getMany reads a range as long as the ids (the server would answer its default page), none for no ids', async () => {
    const ids = Array.from({ length: 12 }, (_, index) => index + 1);
    await provider.getMany('blacklist', { ids });
    expect(queryOf(seen[0]!.url)).toMatchObject({ range: '[0,11]', filter: JSON.stringify({ id: ids }) });
    expect(await provider.getMany('blacklist', { ids: [] })).toEqual({ data: [] });
    expect(seen).toHaveLength(1);
  });

  it('getMany names at most GET_MANY_CHUNK ids a request (the server takes 1,000 filter values, 4,096 characters), each id once', async () => {
    const ids = Array.from({ length: 450 }, (_, index) => 1_000_000_000 + index);
    const { data } = await provider.getMany('blacklist', { ids: [...ids, ids[0]] });
    const asked = seen.map((entry) => queryOf(entry.url));
    expect(asked.map(({ range }) => range)).toEqual([`[0,${GET_MANY_CHUNK - 1}]`, `[0,${GET_MANY_CHUNK - 1}]`, '[0,49]']);
    expect(asked.flatMap(({ filter }) => (JSON.parse(filter ?? '') as { id: number[] }).id)).toEqual(ids);
    expect(Math.max(...asked.map(({ filter }) => (filter ?? '').length))).toBeLessThan(4096);
    // Each answer's rows, together (the stub answers the same two rows each time).
    expect(data).toHaveLength(6);
  });

  it('an error envelope on a list rejects with an ApiError carrying code and status, and shows its message', async () => {
    server.use(http.get('*/api/blacklist', () => HttpResponse.json({ code: '40300', message: 'No permission', data: null }, { status: 403 })));
    const messages: string[] = [];
    const off = on('apiError', ({ message }) => messages.push(message));
    const error = await provider.getList('blacklist', page).catch((caught: unknown) => caught);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: '40300', status: 403, kind: 'api', message: 'No permission' });
    expect(messages).toEqual(['No permission']);
  });

  it.each(['50008', '50012', '50014'])('logout code %s ends the session (the logout confirm opens)', async (code) => {
    server.use(http.get('*/api/blacklist/:id', () => HttpResponse.json({ code, message: 'Token expired', data: null })));
    const expired: string[] = [];
    const off = on('sessionExpired', ({ message }) => expired.push(message));
    await expect(provider.getOne('blacklist', { id: 1 })).rejects.toMatchObject({ code });
    off();
    expect(expired).toEqual(['Token expired']);
  });

  it('a request past the deadline is a timeout ApiError', async () => {
    setConfig({ requestTimeoutMs: 50 });
    server.use(
      http.get('*/api/blacklist/:id', async () => {
        await delay(500);
        return ok({ id: 1 });
      }),
    );
    await expect(provider.getOne('blacklist', { id: 1 })).rejects.toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded' });
  });

  it('a malformed answer is an ApiError: a list that is not a list, a total that is not stated, a record that is not a record', async () => {
    server.use(http.get('*/api/blacklist', () => ok({ rows: [] }, { 'Content-Range': 'blacklist */0' })));
    await expect(provider.getList('blacklist', page)).rejects.toMatchObject({ kind: 'malformed', message: 'The list answer is not a list' });
    server.use(http.get('*/api/blacklist', () => ok([], { 'Content-Range': 'blacklist 0-9/*' })));
    await expect(provider.getList('blacklist', page)).rejects.toMatchObject({ kind: 'malformed', message: 'The Content-Range header of the list answer states no total' });
    server.use(http.put('*/api/blacklist/:id', () => ok(null)));
    await expect(provider.update('blacklist', { id: 1, data: { phone: 'x' }, previousData: { id: 1 } })).rejects.toMatchObject({
      kind: 'malformed',
      message: 'The answer is not a record',
    });
  });

  it('a resource it does not serve is an error before anything is sent', async () => {
    await expect(provider.getList('posts', page)).rejects.toThrow('Unknown resource: posts');
    await expect(provider.getOne('posts', { id: 1 })).rejects.toThrow('Unknown resource: posts');
    await expect(provider.deleteMany('posts', { ids: [1] })).rejects.toThrow('Unknown resource: posts');
    expect(seen).toEqual([]);
  });

  it('the console provider passes the export flag to the conventional provider', async () => {
    const console = createConsoleDataProvider(createResourceSet([blacklist], ['blacklist']));
    await console.getList('blacklist', { ...page, meta: { export: true } });
    expect(queryOf(seen[0]!.url).export).toBe('1');
  });
});
