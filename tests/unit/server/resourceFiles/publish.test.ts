// @vitest-environment node
/**
 * Publishing resource files at run time (/api/_resources) through the Node server, on the
 * store TEST_STORE names: admin only, the file judged by the one check with each problem answered,
 * the name rules, the limits, and the API served at once, stopped on delete (its records kept).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { MAX_RESOURCE_FILES, RESOURCE_FILE_MAX_BYTES } from '../../../../server/http/resourceFiles';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type StaticRoot } from './fixtures';

let root: StaticRoot;
let opened: TestStore;
let server: RunningServer;
let admin = '';
let editor = '';

const call = (path: string, init: Parameters<typeof callServer>[2] = {}) => callServer(server.url, path, { token: admin, ...init });
const put = (name: string, body: unknown, token = admin) => call(`/_resources/${name}`, { method: 'PUT', body, token });

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = staticRoot({ onDisk: memoFile('onDisk') });
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

describe(`publishing a resource file (${TEST_STORE})`, () => {
  it('serves the published API at once, lists the file and answers its JSON', async () => {
    expect((await call('/memo')).code).toBe('40400');
    const published = await put('memo', memoFile('memo'));
    expect(published).toMatchObject({ status: 200, code: '00000' });
    expect(published.data).toMatchObject({ name: 'memo', source: 'published', file: 'published:memo', updatedBy: 'admin', served: true });
    const entry = published.data as { updatedAt: string; revision: number };
    expect(new Date(entry.updatedAt).toISOString()).toBe(entry.updatedAt);
    expect(entry.revision).toBeGreaterThan(0);

    const created = await call('/memo', { method: 'POST', body: { title: 'first', count: 2 }, token: editor });
    expect(created.code).toBe('00000');
    expect((await call('/memo', { token: editor })).data).toMatchObject([{ title: 'first', count: 2 }]);

    const list = await call('/_resources');
    expect(list.data).toEqual([
      { name: 'onDisk', source: 'disk', file: 'resources/onDisk.json', updatedAt: null, updatedBy: null, revision: null, served: true },
      { ...(published.data as object) },
    ]);
    expect((await call('/_resources/memo')).data).toEqual(memoFile('memo'));
    expect((await call('/_resources/onDisk')).data).toEqual(memoFile('onDisk'));
    expect((await call('/_resources/nothing')).code).toBe('40400');
  });

  it('replaces a file: the next revision, the new fields served', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    const withNote = memoFile('memo', { fields: [...memoFile('memo').fields, { source: 'note', type: 'textarea' }] });
    const second = (await put('memo', withNote)).data as { revision: number };
    expect(second.revision).toBeGreaterThan(first.revision);
    const created = await call('/memo', { method: 'POST', body: { title: 't', note: 'kept' } });
    expect(created.code).toBe('00000');
    expect((await call('/memo')).data).toMatchObject([{ title: 't', note: 'kept' }]);
  });

  it('stops serving on delete and keeps the records for a file published again', async () => {
    await put('memo', memoFile('memo'));
    await call('/memo', { method: 'POST', body: { title: 'stays' } });
    expect(await call('/_resources/memo', { method: 'DELETE' })).toMatchObject({ code: '00000', data: null });
    expect((await call('/memo')).code).toBe('40400');
    expect((await call('/_resources')).data).toHaveLength(1);
    expect((await call('/_resources/memo', { method: 'DELETE' })).code).toBe('40400');
    await put('memo', memoFile('memo'));
    expect((await call('/memo')).data).toMatchObject([{ title: 'stays' }]);
  });

  it('is for admins only', async () => {
    for (const [method, path, body] of [
      ['GET', '/_resources', undefined],
      ['GET', '/_resources/onDisk', undefined],
      ['PUT', '/_resources/memo', memoFile('memo')],
      ['DELETE', '/_resources/onDisk', undefined],
    ] as const) {
      expect(await call(path, { method, body, token: editor })).toMatchObject({ status: 403, code: '40300' });
      expect((await call(path, { method, body, token: 'no-such-token' })).code).toBe(50008);
    }
    expect((await call('/memo')).code).toBe('40400');
  });

  it('refuses a file the check refuses, naming each problem', async () => {
    const wrong = memoFile('memo', { fields: [{ source: 'title', type: 'bogus' }], route: { parent: '/nowhere', path: 'memo' } });
    const answer = await put('memo', wrong);
    expect(answer).toMatchObject({ status: 200, code: '40001' });
    expect(answer.message).toContain("fields.title.type: 'bogus' is not a field type");
    const problems = (answer.data as { problems: Array<{ path: string; message: string; severity: string }> }).problems;
    expect(problems).toContainEqual(expect.objectContaining({ path: 'fields.title.type', severity: 'error' }));
    expect((await call('/_resources')).data).toHaveLength(1);
    expect((await call('/memo')).code).toBe('40400');
  });

  it('refuses what the server cannot store: a field the convention does not serve', async () => {
    const answer = await put('memo', memoFile('memo', { fields: [{ source: 'title', type: 'text' }, { source: 'Title', type: 'text' }] }));
    expect(answer.code).toBe('40001');
    expect(answer.message).toMatch(/Title/);
  });

  it('refuses bad JSON, a body that is no object, a name mismatch, reserved names, a disk name and a bad name', async () => {
    expect(await call('/_resources/memo', { method: 'PUT', raw: '{"name": "memo",' })).toMatchObject({ code: '40000' });
    expect(await call('/_resources/memo', { method: 'PUT', raw: '[1]' })).toMatchObject({ code: '40000' });
    const mismatch = await put('memo', memoFile('other'));
    expect(mismatch.code).toBe('40001');
    expect(mismatch.message).toContain('must be the name in the address');
    for (const reserved of ['user', 'sms', 'packageConf', 'sendName']) {
      const answer = await put(reserved, memoFile(reserved));
      expect(answer.code, reserved).toBe('40001');
      expect(answer.message).toContain('belongs to the built-in API');
    }
    const disk = await put('onDisk', memoFile('onDisk'));
    expect(disk.code).toBe('40900');
    expect(disk.message).toContain('resources/onDisk.json');
    expect((await call('/_resources/onDisk', { method: 'DELETE' })).code).toBe('40900');
    expect((await put('1bad', memoFile('1bad'))).code).toBe('40001');
    expect((await call('/_resources')).data).toHaveLength(1);
  });

  it('refuses a file larger than RESOURCE_FILE_MAX_BYTES', async () => {
    const big = memoFile('memo', { description: 'x'.repeat(RESOURCE_FILE_MAX_BYTES) });
    expect(await put('memo', big)).toMatchObject({ status: 413, code: '41300' });
  });

  it('refuses a new file beyond MAX_RESOURCE_FILES, and still replaces a known one', async () => {
    // One disk file, and published ones filling the rest (through the store: the API's check is not under test here).
    for (let index = 1; index < MAX_RESOURCE_FILES; index += 1) {
      await opened.store.resourceFiles.put({ name: `filler${index}`, body: JSON.stringify(memoFile(`filler${index}`)), updatedBy: 'admin' });
    }
    const answer = await put('memo', memoFile('memo'));
    expect(answer.code).toBe('40900');
    expect(answer.message).toContain(`at most ${MAX_RESOURCE_FILES}`);
    expect((await put('filler1', memoFile('filler1'))).code).toBe('00000');
  });
});
