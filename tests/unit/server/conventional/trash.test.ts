// @vitest-environment node
/**
 * `"trash": true` on the store TEST_STORE names: a delete moves the record to the trash
 * (gone from lists and gets), an admin lists, restores (same id, same values; refused whole on a
 * unique clash) and purges; everyone else is refused; a resource without trash deletes for good.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { bare } from './systemFields';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { conventional } from './conventionalSchema';

const folder = conventional({
  name: 'folder',
  roles: ['admin', 'editor'],
  trash: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
  ],
});

const doc = conventional({
  name: 'doc',
  roles: ['admin', 'editor'],
  trash: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true, unique: { ignoreCase: true } },
    { source: 'pages', type: 'number', integer: true },
    { source: 'draft', type: 'boolean' },
    { source: 'tags', type: 'tags' },
    { source: 'folderId', type: 'reference', reference: { resource: 'folder', optionText: 'name', onDelete: 'setNull' } },
  ],
});

const plain = conventional({
  name: 'plain',
  roles: ['admin'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text' },
  ],
});

interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  range: string | null;
}
type Row = Record<string, unknown> & { id: number };

let opened: TestStore;
let call: <T = unknown>(path: string, options?: { method?: string; token?: string; body?: unknown; query?: Record<string, string> }) => Promise<Answer<T>>;
let admin = '';
let editor = '';

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  const { app } = createApi(opened.store, undefined, { resources: fixedResources([folder, doc, plain]) });
  call = async <T,>(path: string, options: { method?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}) => {
    const url = new URL(`http://localhost/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    if (options.token) headers.Token = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, range: response.headers.get('content-range'), ...((await response.json()) as Omit<Answer<T>, 'status' | 'range'>) };
  };
});
beforeEach(async () => {
  await opened.store.reset();
  const login = async (userName: string) => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;
  admin = await login('admin');
  editor = await login('editor');
});
afterAll(async () => {
  await opened.dispose();
});

async function created(name: string, body: Record<string, unknown>): Promise<Row> {
  const answer = await call<Row>(`/${name}`, { method: 'POST', token: admin, body });
  expect(answer.code).toBe('00000');
  return answer.data;
}

const trashOf = (name: string, query?: Record<string, string>) => call<Row[]>(`/_trash/${name}`, { token: admin, query });
const restore = (name: string, id: number, token = admin) => call<Row>(`/_trash/${name}/${id}/restore`, { method: 'POST', token });
const remove = (name: string, id: number, token = admin) => call<Row>(`/${name}/${id}`, { method: 'DELETE', token });

describe(`trash (${TEST_STORE})`, () => {
  it('moves a deleted record to the trash: gone from the list and its GET, listed there with who and when', async () => {
    const kept = await created('doc', { title: 'Kept' });
    const gone = await created('doc', { title: 'Gone', pages: 3, draft: true, tags: ['a', 'b'] });
    const before = Date.now();
    const deleted = await remove('doc', gone.id, editor);
    expect(deleted).toMatchObject({ code: '00000', data: gone });

    const list = await call<Row[]>('/doc', { token: admin });
    expect(list.data.map((row) => row.id)).toEqual([kept.id]);
    expect(list.range).toBe('doc 0-0/1');
    expect(await call(`/doc/${gone.id}`, { token: admin })).toMatchObject({ code: '40400' });

    const trash = await trashOf('doc');
    expect(trash).toMatchObject({ code: '00000', range: 'doc 0-0/1' });
    // The trash keeps the record as it was, its version included.
    expect(trash.data).toEqual([{ ...gone, _deletedAt: expect.any(String), _deletedBy: 'editor' }]);
    expect(Date.parse(String(trash.data[0]._deletedAt))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('restores a record with its id and values, back in the list and out of the trash', async () => {
    const gone = await created('doc', { title: 'Back', pages: 12, draft: false, tags: ['x'] });
    await created('doc', { title: 'Other' });
    await remove('doc', gone.id);
    const restored = await restore('doc', gone.id);
    expect(restored).toMatchObject({ code: '00000', data: bare(gone) });
    // A restore is a write: the version counts on, stamped with who restored it.
    expect(restored.data).toMatchObject({ _version: 2, _updatedBy: 'admin' });
    expect((await call(`/doc/${gone.id}`, { token: admin })).data).toEqual(restored.data);
    expect((await call<Row[]>('/doc', { token: admin })).data.map((row) => row.id)).toEqual([gone.id, gone.id + 1]);
    expect((await trashOf('doc')).data).toEqual([]);
    // Ids are never reused: the next record gets a new one.
    expect((await created('doc', { title: 'New' })).id).toBe(gone.id + 2);
    expect(await restore('doc', gone.id)).toMatchObject({ code: '40400' });
  });

  it('refuses a restore whose unique value another record took meanwhile, and changes nothing', async () => {
    const gone = await created('doc', { title: 'Report' });
    await remove('doc', gone.id);
    const taker = await created('doc', { title: 'REPORT' });
    const refused = await restore('doc', gone.id);
    expect(refused).toMatchObject({ code: '40900', data: null });
    expect(refused.message).toContain('title "Report"');
    expect((await call<Row[]>('/doc', { token: admin })).data).toEqual([taker]);
    expect((await trashOf('doc')).data.map((row) => row.id)).toEqual([gone.id]);
    // Once the value is free again, the restore goes through.
    await call(`/doc/${taker.id}`, { method: 'PUT', token: admin, body: { title: 'Renamed' } });
    expect(await restore('doc', gone.id)).toMatchObject({ code: '00000', data: bare(gone) });
  });

  it('purges one record for good, and empties the whole trash only with its confirmation', async () => {
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await created('doc', { title })).id);
    for (const id of ids) await remove('doc', id);
    const purged = await call<Row>(`/_trash/doc/${ids[1]}`, { method: 'DELETE', token: admin });
    expect(purged).toMatchObject({ code: '00000', data: { id: ids[1], title: 'Two', _deletedBy: 'admin' } });
    expect(await call(`/_trash/doc/${ids[1]}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '40400' });
    expect(await restore('doc', ids[1])).toMatchObject({ code: '40400' });
    expect(await call(`/doc/${ids[1]}`, { token: admin })).toMatchObject({ code: '40400' });

    expect(await call('/_trash/doc', { method: 'DELETE', token: admin })).toMatchObject({ code: '40001', message: 'To empty the trash for good, send confirm=doc' });
    expect(await call('/_trash/doc', { method: 'DELETE', token: admin, query: { confirm: 'folder' } })).toMatchObject({ code: '40001' });
    expect((await trashOf('doc')).data).toHaveLength(2);
    expect(await call('/_trash/doc', { method: 'DELETE', token: admin, query: { confirm: 'doc' } })).toMatchObject({ code: '00000', data: { purged: 2 } });
    expect(await trashOf('doc')).toMatchObject({ data: [], range: 'doc */0' });
  });

  it('pages the trash newest first, and refuses a bad range', async () => {
    const ids = [];
    for (const title of ['A', 'B', 'C']) ids.push((await created('doc', { title })).id);
    for (const id of ids) await remove('doc', id);
    const first = await trashOf('doc', { range: '[0,1]' });
    expect(first.data.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    expect(first.range).toBe('doc 0-1/3');
    expect((await trashOf('doc', { range: '[2,3]' })).data.map((row) => row.id)).toEqual([ids[0]]);
    expect(await trashOf('doc', { range: '[3,1]' })).toMatchObject({ code: '40001' });
    expect(await trashOf('doc', { range: '[0,5000]' })).toMatchObject({ code: '40001' });
    expect(await trashOf('doc', { range: 'nope' })).toMatchObject({ code: '40001' });
    expect(await call('/_trash/doc/abc/restore', { method: 'POST', token: admin })).toMatchObject({ code: '40001' });
  });

  it('refuses everyone but admins on every trash endpoint', async () => {
    const gone = await created('doc', { title: 'Secret' });
    await remove('doc', gone.id);
    const refusals = [
      await call('/_trash/doc', { token: editor }),
      await restore('doc', gone.id, editor),
      await call(`/_trash/doc/${gone.id}`, { method: 'DELETE', token: editor }),
      await call('/_trash/doc', { method: 'DELETE', token: editor, query: { confirm: 'doc' } }),
    ];
    for (const refused of refusals) expect(refused).toMatchObject({ status: 403, code: '40300' });
    expect(await call('/_trash/doc')).toMatchObject({ code: 50008 });
    expect((await trashOf('doc')).data.map((row) => row.id)).toEqual([gone.id]);
  });

  it('deletes for good on a resource without trash, and answers 40400 for a trash that is not there', async () => {
    const row = await created('plain', { title: 'Bye' });
    expect(await remove('plain', row.id)).toMatchObject({ code: '00000', data: row });
    expect(await call(`/plain/${row.id}`, { token: admin })).toMatchObject({ code: '40400' });
    expect(await trashOf('plain')).toMatchObject({ code: '40400' });
    expect(await restore('plain', row.id)).toMatchObject({ code: '40400' });
    for (const path of ['/_trash/nope', '/_trash/nope/1/restore', '/_trash/nope/1']) {
      const method = path.endsWith('restore') ? 'POST' : path.endsWith('/1') ? 'DELETE' : 'GET';
      expect(await call(path, { method, token: admin })).toMatchObject({ code: '40400' });
    }
  });

  it('applies onDelete to referrers, does not link them again, and empties a restored reference to a record gone', async () => {
    const box = await created('folder', { name: 'Box' });
    const inBox = await created('doc', { title: 'In box', folderId: box.id });
    // setNull: the folder's delete empties the doc's reference; its restore does not link it again.
    await remove('folder', box.id);
    expect((await call<Row>(`/doc/${inBox.id}`, { token: admin })).data.folderId).toBeNull();
    expect(await restore('folder', box.id)).toMatchObject({ code: '00000', data: bare(box) });
    expect((await call<Row>(`/doc/${inBox.id}`, { token: admin })).data.folderId).toBeNull();

    // A trashed doc whose folder is gone meanwhile comes back with the reference emptied.
    await call(`/doc/${inBox.id}`, { method: 'PUT', token: admin, body: { folderId: box.id } });
    await remove('doc', inBox.id);
    await remove('folder', box.id);
    expect(await restore('doc', inBox.id)).toMatchObject({ code: '00000', data: bare({ ...inBox, folderId: null }) });
  });
  it('writes the move, the restore and the purge in the audit log, who and what', async () => {
    const kept = await created('doc', { title: 'Audited', pages: 2 });
    const purged = await created('doc', { title: 'Purged' });
    await remove('doc', kept.id, editor);
    await restore('doc', kept.id);
    await remove('doc', purged.id);
    expect((await call(`/_trash/doc/${purged.id}`, { method: 'DELETE', token: admin })).code).toBe('00000');
    const log = await call<Array<{ action: string; actorName: string; recordId: string; changes: Record<string, unknown> }>>('/_audit', { token: admin, query: { resource: 'doc' } });
    const actions = log.data.map(({ action, actorName, recordId }) => `${action} ${recordId} by ${actorName}`);
    expect(actions.slice(0, 4)).toEqual([`purge ${purged.id} by admin`, `trash ${purged.id} by admin`, `restore ${kept.id} by admin`, `trash ${kept.id} by editor`]);
    expect(log.data[2].changes).toMatchObject({ title: { after: 'Audited' }, pages: { after: 2 } });
    expect(log.data[3].changes).toMatchObject({ title: { before: 'Audited' } });
  });
});
