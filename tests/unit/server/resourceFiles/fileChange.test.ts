// @vitest-environment node
/**
 * Changing a resource file over HTTP through the Node server, on the store TEST_STORE names:
 * a published rename serves the values under the new name, a converting type change serves the
 * converted values, a refused one answers 40001 naming the field, the count and the ids while the
 * previous version keeps serving (reads and writes of the old type); a disk file changed the same
 * way keeps its previous version; the plan endpoint says all that first, admin only, size-limited.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_FILE_MAX_BYTES } from '../../../../server/http/resourceFiles';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type StaticRoot } from './fixtures';

let root: StaticRoot;
let opened: TestStore;
let server: RunningServer;
let admin = '';
let editor = '';
let warnings: string[] = [];

const call = (path: string, init: Parameters<typeof callServer>[2] = {}) => callServer(server.url, path, { token: admin, ...init });
const put = (name: string, body: unknown) => call(`/_resources/${name}`, { method: 'PUT', body });
const plan = (name: string, body: unknown, token = admin) => call(`/_resources/${name}/_plan`, { method: 'POST', body, token });

type Fields = Array<Record<string, unknown>>;
const withFields = (name: string, fields: Fields) => memoFile(name, { fields });
const TITLE = { source: 'title', type: 'text', required: true, maxLength: 40 };

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  root = staticRoot({ diskMemo: memoFile('diskMemo') });
  opened = await createTestStore(TEST_STORE);
  server = await startServer({ port: 0, distDir: root.dir, store: opened.store, resourceRecheckMs: 0 });
});

beforeEach(async () => {
  warnings = [];
  await opened.store.reset();
  for (const [name, source] of [['memo', 'title'], ['memo', 'heading'], ['memo', 'count'], ['diskMemo', 'count']]) await opened.store.resources.prune(name, source);
  admin = await loginTo(server.url, 'admin');
  editor = await loginTo(server.url, 'editor');
});

afterAll(async () => {
  await server.close();
  await opened.dispose();
  root.remove();
  vi.restoreAllMocks();
});

describe(`changing a resource file (${TEST_STORE})`, () => {
  it('renames a field: the plan says so, then the values are served under the new name', async () => {
    await put('memo', memoFile('memo'));
    const created = (await call('/memo', { method: 'POST', body: { title: 'first', count: 2 } })).data as { id: number };
    const renamed = withFields('memo', [{ ...TITLE, source: 'heading', renamedFrom: 'title' }, { source: 'count', type: 'number', integer: true }]);
    expect(await plan('memo', renamed)).toMatchObject({ status: 200, code: '00000', data: { resource: 'memo', refused: false, changes: [{ action: 'rename', field: 'heading', from: 'title', values: 1 }] } });
    // The plan changed nothing.
    expect((await call(`/memo/${created.id}`)).data).toMatchObject({ title: 'first' });
    expect((await put('memo', renamed)).code).toBe('00000');
    const got = (await call(`/memo/${created.id}`)).data;
    expect(got).toMatchObject({ heading: 'first', count: 2 });
    expect(got).not.toHaveProperty('title');
    // Published again with renamedFrom still in it: the same.
    expect((await put('memo', renamed)).code).toBe('00000');
    expect((await call(`/memo/${created.id}`)).data).toMatchObject({ heading: 'first' });
  });

  it('converts a type change every value takes', async () => {
    await put('memo', memoFile('memo'));
    const created = (await call('/memo', { method: 'POST', body: { title: 'first', count: 12 } })).data as { id: number };
    const asText = withFields('memo', [TITLE, { source: 'count', type: 'text' }]);
    expect((await plan('memo', asText)).data).toMatchObject({ changes: [{ action: 'convert', field: 'count', from: 'number', to: 'text', values: 1 }] });
    expect((await put('memo', asText)).code).toBe('00000');
    expect((await call(`/memo/${created.id}`)).data).toMatchObject({ count: '12' });
  });

  it('refuses a type change a value does not take: 40001 naming it, and the previous version still served', async () => {
    await put('memo', withFields('memo', [TITLE, { source: 'count', type: 'text' }]));
    const ids: number[] = [];
    for (const count of ['1', 'abc', 'x', '2']) ids.push(((await call('/memo', { method: 'POST', body: { title: `t${count}`, count } })).data as { id: number }).id);
    const asNumber = memoFile('memo');
    const planned = await plan('memo', asNumber);
    expect(planned.data).toMatchObject({ refused: true, changes: [{ action: 'refused', field: 'count', from: 'text', to: 'number', failing: 2, firstIds: [String(ids[1]), String(ids[2])] }] });

    const refused = await put('memo', asNumber);
    expect(refused).toMatchObject({ status: 200, code: '40001' });
    expect(refused.message).toContain(`fields.count: 2 stored values cannot be converted from text to number (first ids: ${ids[1]}, ${ids[2]})`);
    expect(refused.data).toMatchObject({ problems: [{ path: 'fields.count', severity: 'error' }] });
    // Nothing was stored: the previous file, and its values and type.
    expect((await call('/_resources/memo')).data).toMatchObject({ fields: [TITLE, { source: 'count', type: 'text' }] });
    expect((await call(`/memo/${ids[0]}`)).data).toMatchObject({ count: '1' });
    expect((await call(`/memo/${ids[1]}`, { method: 'PUT', body: { title: 'still text', count: 'def' } })).code).toBe('00000');
    expect((await call(`/memo/${ids[1]}`)).data).toMatchObject({ count: 'def' });
  });

  it('keeps serving the previous version of a disk file whose change a value does not take', async () => {
    const created = (await call('/diskMemo', { method: 'POST', body: { title: 'on disk', count: 5 } })).data as { id: number };
    await call('/diskMemo', { method: 'POST', body: { title: 'big', count: 6 } });
    writeFileSync(join(root.dir, 'resources', 'diskMemo.json'), JSON.stringify(withFields('diskMemo', [TITLE, { source: 'count', type: 'boolean' }])));
    expect((await call(`/diskMemo/${created.id}`)).data).toMatchObject({ title: 'on disk', count: 5 });
    expect(warnings.some((line) => /diskMemo\.json refused, its previous version is still served: fields\.count: 2 stored values cannot be converted from number to boolean/.test(line))).toBe(true);
    expect((await call('/diskMemo', { method: 'POST', body: { title: 'a number still', count: 3 } })).code).toBe('00000');
    writeFileSync(join(root.dir, 'resources', 'diskMemo.json'), JSON.stringify(memoFile('diskMemo')));
  });

  it('refuses such a disk file at start, with no previous version: its API answers why (40400)', async () => {
    await call('/diskMemo', { method: 'POST', body: { title: 'five', count: 5 } });
    const changedRoot = staticRoot({ diskMemo: withFields('diskMemo', [TITLE, { source: 'count', type: 'boolean' }]) });
    const starting = await startServer({ port: 0, distDir: changedRoot.dir, store: opened.store, resourceRecheckMs: 0 });
    try {
      const token = await loginTo(starting.url, 'admin');
      const answer = await callServer(starting.url, '/diskMemo', { token });
      expect(answer).toMatchObject({ status: 404, code: '40400' });
      expect(answer.message).toContain('fields.count: 1 stored value cannot be converted from number to boolean');
    } finally {
      await starting.close();
      changedRoot.remove();
    }
    // The first server still serves the file it had.
    expect((await call('/diskMemo')).data).toMatchObject([{ title: 'five', count: 5 }]);
  });

  it('answers the plan to admins only, within the size limit of a file', async () => {
    expect(await plan('memo', memoFile('memo'), editor)).toMatchObject({ status: 403, code: '40300' });
    expect(await plan('memo', memoFile('memo', { description: 'x'.repeat(RESOURCE_FILE_MAX_BYTES) }))).toMatchObject({ status: 413, code: '41300' });
    expect(await plan('memo', memoFile('other'))).toMatchObject({ code: '40001' });
    expect((await plan('memo', memoFile('memo'))).data).toEqual({ resource: 'memo', refused: false, changes: [{ action: 'add', field: 'title' }, { action: 'add', field: 'count' }] });
  });
});
