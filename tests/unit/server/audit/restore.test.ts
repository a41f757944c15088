// @vitest-environment node
/**
 * Restoring a record to a past revision (POST /api/_history/<resource>/<id>/<entry>/restore) through
 * the Node server, on the store TEST_STORE names: the values as they were after that entry, written
 * by the record's PUT with the version the caller read (409 / 40901 when it moved on), audited as an
 * update; refused with nothing stored when the role may not update, when a rule refuses the values,
 * or when a parameter is out of range.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../../../src/kernel/http/audit';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type StaticRoot } from '../resourceFiles/fixtures';

type Row = { id: number; title: string; count: number | null; _version: number };

const note = memoFile('note', { fields: [{ source: 'title', type: 'text', required: true, maxLength: 40, unique: true }, { source: 'count', type: 'number', integer: true }] });
/** Editors read it; only admins change it. */
const locked = memoFile('locked', { access: { update: ['admin'] } });

let root: StaticRoot;
let opened: TestStore;
let server: RunningServer;
let admin = '';
let editor = '';

const call = (path: string, init: Parameters<typeof callServer>[2] = {}) => callServer(server.url, path, { token: admin, ...init });
const create = async (resource: string, body: Record<string, unknown>): Promise<Row> => (await call(`/${resource}`, { method: 'POST', body })).data as Row;
const update = async (resource: string, id: number, body: Record<string, unknown>): Promise<Row> => (await call(`/${resource}/${id}`, { method: 'PUT', body })).data as Row;
const historyOf = async (resource: string, id: number): Promise<AuditEntry[]> => (await call(`/_history/${resource}/${id}`)).data as AuditEntry[];
const restore = (resource: string, id: number, entry: number, body: unknown, token = admin) => call(`/_history/${resource}/${id}/${entry}/restore`, { method: 'POST', body, token });
const stored = async (resource: string, id: number) => (await call(`/${resource}/${id}`)).data as Row;

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = staticRoot({ note, locked });
  opened = await createTestStore(TEST_STORE);
  server = await startServer({ port: 0, distDir: root.dir, store: opened.store, resourceRecheckMs: 0 });
});

beforeEach(async () => {
  await opened.store.reset();
  admin = await loginTo(server.url, 'admin');
  editor = await loginTo(server.url, 'editor');
});

afterAll(async () => {
  await server.close();
  await opened.dispose();
  root.remove();
  vi.restoreAllMocks();
});

describe(`restoring a record's past revision (${TEST_STORE})`, () => {
  it('writes the values as they were after the entry, with the next version, audited as an update', async () => {
    const row = await create('note', { title: 'first', count: 1 });
    await update('note', row.id, { count: 2 });
    const last = await update('note', row.id, { title: 'second', count: 3 });
    const [, middle] = await historyOf('note', row.id);
    expect(middle?.changes).toEqual({ count: { before: 1, after: 2 } });

    const answer = await restore('note', row.id, middle?.id ?? 0, { _version: last._version }, editor);
    expect(answer).toMatchObject({ code: '00000', data: { id: row.id, title: 'first', count: 2, _version: last._version + 1, _updatedBy: 'editor' } });
    expect(await stored('note', row.id)).toMatchObject({ title: 'first', count: 2, _version: last._version + 1 });
    const [newest] = await historyOf('note', row.id);
    expect(newest).toMatchObject({ action: 'update', actorName: 'editor', changes: { title: { before: 'second', after: 'first' }, count: { before: 3, after: 2 } } });
  });

  it('restores the state a create left', async () => {
    const row = await create('note', { title: 'made', count: 5 });
    const last = await update('note', row.id, { title: 'changed', count: null });
    const created = (await historyOf('note', row.id)).at(-1);
    expect(created?.action).toBe('create');
    expect((await restore('note', row.id, created?.id ?? 0, { _version: last._version })).data).toMatchObject({ title: 'made', count: 5 });
  });

  it('refuses a stale version with 409 / 40901 and stores nothing', async () => {
    const row = await create('note', { title: 'a', count: 1 });
    await update('note', row.id, { count: 2 });
    const now = await update('note', row.id, { count: 3 });
    const created = (await historyOf('note', row.id)).at(-1);
    const before = await historyOf('note', row.id);
    const answer = await restore('note', row.id, created?.id ?? 0, { _version: now._version - 1 });
    expect(answer).toMatchObject({ status: 409, code: '40901', data: { _version: now._version, _updatedBy: 'admin' } });
    expect(await stored('note', row.id)).toMatchObject({ count: 3, _version: now._version });
    expect(await historyOf('note', row.id)).toEqual(before);
  });

  it('refuses a restore the role may not do (40300) and stores nothing', async () => {
    const row = await create('locked', { title: 'kept', count: 1 });
    const now = await update('locked', row.id, { count: 9 });
    const created = (await historyOf('locked', row.id)).at(-1);
    const before = await historyOf('locked', row.id);
    const answer = await restore('locked', row.id, created?.id ?? 0, { _version: now._version }, editor);
    expect(answer).toMatchObject({ status: 403, code: '40300' });
    expect(await stored('locked', row.id)).toMatchObject({ count: 9, _version: now._version });
    expect(await historyOf('locked', row.id)).toEqual(before);
  });

  it("refuses values the resource's rules refuse now (a unique title taken meanwhile), storing nothing", async () => {
    const row = await create('note', { title: 'x' });
    const now = await update('note', row.id, { title: 'y' });
    await create('note', { title: 'x' });
    const created = (await historyOf('note', row.id)).at(-1);
    const answer = await restore('note', row.id, created?.id ?? 0, { _version: now._version });
    expect(answer.code).toBe('40001');
    expect(await stored('note', row.id)).toMatchObject({ title: 'y', _version: now._version });
  });

  it('refuses bad parameters and entries of other records', async () => {
    const row = await create('note', { title: 'a' });
    const other = await create('note', { title: 'b' });
    const [entry] = await historyOf('note', row.id);
    const id = entry?.id ?? 0;
    expect((await restore('note', row.id, id, {})).code).toBe('40001');
    expect((await restore('note', row.id, id, { _version: 'one' })).code).toBe('40001');
    expect((await restore('note', row.id, 0, { _version: 1 })).code).toBe('40001');
    expect((await call(`/_history/note/${row.id}/${'9'.repeat(20)}/restore`, { method: 'POST', body: { _version: 1 } })).code).toBe('40001');
    expect((await restore('note', other.id, id, { _version: 1 })).code).toBe('40400');
    expect((await restore('nothing', row.id, id, { _version: 1 })).code).toBe('40400');
    expect((await call(`/_history/note/${row.id}/${id}/restore`, { method: 'POST', body: { _version: 1 }, token: 'nobody' })).code).toBe(50008);
    expect(await stored('note', row.id)).toMatchObject({ title: 'a', _version: 1 });
  });
});
