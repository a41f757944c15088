// @vitest-environment node
/**
 * GET /api/<name>/_events on the store TEST_STORE names: the changes a caller may read, field by
 * field (an editor never sees the admins' field, nor a resource they may not read); Last-Event-ID
 * resumes after a sequence with nothing lost; heartbeats; a per-user limit (42900); and on
 * PostgreSQL a change through one server reaches a stream open on another within 1 s.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { openDatabase } from '../../../../server/sql/connect';
import { createSqlStore } from '../../../../server/sql/sqlStore';
import { TEST_PASSWORDS, TEST_STORE } from '../../storage/stores';
import { EVENT_RESOURCES, eventsApp, type EventsApp } from '../apiFixtures';
import { readSse, type SseReader } from './sseReader';

type Row = Record<string, unknown> & { id: number };

let api: EventsApp;
let admin = '';
let editor = '';
let aborts: AbortController[] = [];

beforeAll(async () => {
  api = await eventsApp({ eventStreams: { heartbeatMs: 100, maxPerUser: 2 } });
});
beforeEach(async () => {
  await api.opened.store.reset();
  admin = await api.login('admin');
  editor = await api.login('editor');
});
afterEach(() => {
  for (const abort of aborts) abort.abort();
  aborts = [];
});
afterAll(async () => {
  await api.opened.dispose();
});

const openStream = async (app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }, path: string, token: string, lastEventId?: string): Promise<{ response: Response; sse: SseReader }> => {
  const abort = new AbortController();
  aborts.push(abort);
  const headers: Record<string, string> = { Token: token };
  if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
  const response = await app.request(`http://localhost/api${path}`, { headers, signal: abort.signal });
  return { response, sse: readSse(response) };
};
const stream = (path: string, token: string, lastEventId?: string) => openStream({ request: (url, init) => api.app.request(url, init) }, path, token, lastEventId);
const create = async (body: Record<string, unknown>, token = admin): Promise<Row> => (await api.call<Row>('/ticket', { method: 'POST', token, body })).data;
const connected = (sse: SseReader) => expect.poll(() => sse.comments).toContain('connected');
const data = (sse: SseReader) => sse.messages.map((message) => JSON.parse(message.data ?? '{}') as { type: string; id: number; record: Row; fields: string[] });

describe(`the event stream (${TEST_STORE})`, () => {
  it('sends the changes with only the fields the caller may read, as Server-Sent Events', async () => {
    const asEditor = await stream('/ticket/_events', editor);
    const asAdmin = await stream('/ticket/_events', admin);
    expect(asEditor.response.headers.get('content-type')).toBe('text/event-stream');
    await connected(asEditor.sse);
    await connected(asAdmin.sse);
    const row = await create({ title: 'Live', amount: 1, memo: 'admins only' });
    await api.call(`/ticket/${row.id}`, { method: 'PUT', token: admin, body: { memo: 'still secret' } });
    await api.call('/scratch', { method: 'POST', token: admin, body: { title: 'elsewhere' } });
    await expect.poll(() => asAdmin.sse.messages.length).toBe(2);
    await expect.poll(() => asEditor.sse.messages.length).toBe(2);
    const [created, updated] = data(asEditor.sse);
    expect(asEditor.sse.messages.map(({ event }) => event)).toEqual(['created', 'updated']);
    expect(created).toMatchObject({ type: 'created', resource: 'ticket', id: row.id, version: 1, actor: { id: 1, userName: 'admin' }, record: { title: 'Live', amount: 1 }, fields: ['title', 'amount'] });
    expect(JSON.stringify(asEditor.sse.messages)).not.toMatch(/admins only|still secret|memo/);
    // The editor learns the record moved to version 2, not what changed in it.
    expect(updated).toMatchObject({ type: 'updated', version: 2, fields: [] });
    expect(data(asAdmin.sse)[1]).toMatchObject({ record: { memo: 'still secret' }, fields: ['memo'] });
    expect(asAdmin.sse.messages.map(({ id }) => Number(id))).toEqual(asEditor.sse.messages.map(({ id }) => Number(id)));
  });

  it("refuses a resource the caller may not read (40300) and a bad Last-Event-ID (40001)", async () => {
    const refused = await api.app.request('http://localhost/api/vault/_events', { headers: { Token: editor } });
    expect(((await refused.json()) as { code: string }).code).toBe('40300');
    const bad = await api.app.request('http://localhost/api/ticket/_events', { headers: { Token: editor, 'Last-Event-ID': 'abc' } });
    expect(((await bad.json()) as { code: string }).code).toBe('40001');
  });

  it('resumes after Last-Event-ID with every event since, in order, none lost', async () => {
    const first = await create({ title: 'Before' });
    const [seen] = await api.opened.store.outbox.after((await api.opened.store.outbox.last()) - 1, 1);
    const missed: Row[] = [];
    for (let index = 0; index < 5; index += 1) missed.push(await create({ title: `Missed ${index}` }));
    await api.call(`/ticket/${first.id}`, { method: 'DELETE', token: admin });
    const resumed = await stream('/ticket/_events', editor, String(seen!.sequence));
    await expect.poll(() => resumed.sse.messages.length).toBe(6);
    const later = await create({ title: 'After' });
    await expect.poll(() => resumed.sse.messages.length).toBe(7);
    expect(data(resumed.sse).map(({ type, id }) => [type, id])).toEqual([...missed.map((row) => ['created', row.id]), ['trashed', first.id], ['created', later.id]]);
    const ids = resumed.sse.messages.map(({ id }) => Number(id));
    expect(ids).toEqual(ids.map((_, index) => seen!.sequence + 1 + index));
  });

  it('sends heartbeats, and refuses a third stream of one user with 42900', async () => {
    // Earlier tests' streams were closed: they no longer count.
    const one = await stream('/ticket/_events', editor);
    expect((await stream('/ticket/_events', editor)).response.status).toBe(200);
    await expect.poll(() => one.sse.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
    const third = await api.app.request('http://localhost/api/ticket/_events', { headers: { Token: editor } });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { code: string }).code).toBe('42900');
    // Another user has streams of their own.
    expect((await stream('/ticket/_events', admin)).response.status).toBe(200);
  });
});

describe.skipIf(TEST_STORE !== 'postgres')('two servers on one PostgreSQL', () => {
  it('a change through one server reaches a stream open on the other within 1 s', async () => {
    const location = api.opened.location;
    if (!location) throw new Error('a SQL store has a location');
    const second = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    try {
      const other = createApi(second, undefined, { resources: fixedResources(EVENT_RESOURCES) }).app;
      const onOther = await openStream(other, '/ticket/_events', editor);
      await connected(onOther.sse);
      const started = Date.now();
      const row = await create({ title: 'Across' });
      await expect.poll(() => data(onOther.sse).map(({ id }) => id), { timeout: 1000, interval: 20 }).toEqual([row.id]);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      for (const abort of aborts) abort.abort();
      await second.close();
    }
  });
});
