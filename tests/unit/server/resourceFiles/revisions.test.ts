// @vitest-environment node
/**
 * Revisions of published resource files through the Node server, on the store TEST_STORE names:
 * every publish kept (who, when, the body), at most MAX_FILE_REVISIONS per file, kept after an
 * unpublish; a rollback publishes a kept body through the publish handler (its checks included);
 * publish, unpublish and rollback are audit entries; admin only, with limits on every parameter.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESOURCE_FILES_AUDIT } from '../../../../src/kernel/http/audit';
import { MAX_FILE_REVISIONS, type ResourceFileRevision } from '../../../../src/kernel/http/resourceFiles';
import { MAX_RESOURCE_FILES } from '../../../../server/http/resourceFiles';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type StaticRoot } from './fixtures';

let root: StaticRoot;
let opened: TestStore;
let server: RunningServer;
let admin = '';
let editor = '';

const call = (path: string, init: Parameters<typeof callServer>[2] = {}) => callServer(server.url, path, { token: admin, ...init });
const put = (name: string, body: unknown, token = admin) => call(`/_resources/${name}`, { method: 'PUT', body, token });
const revisions = async (name: string) => (await call(`/_resources/${name}/revisions`)).data as ResourceFileRevision[];
const rollback = (name: string, revision: number, token = admin) => call(`/_resources/${name}/revisions/${revision}/rollback`, { method: 'POST', token });
const fileAudit = async () => (await opened.store.audit.list({ resource: RESOURCE_FILES_AUDIT, order: 'ASC', offset: 0, limit: 200 })).rows;

const withNote = memoFile('memo', { fields: [...memoFile('memo').fields, { source: 'note', type: 'textarea' }] });

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

describe(`revisions of published resource files (${TEST_STORE})`, () => {
  it('keeps every publish with who and when, newest first, and each body', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    const second = (await put('memo', withNote)).data as { revision: number };
    const kept = await revisions('memo');
    expect(kept.map(({ revision }) => revision)).toEqual([second.revision, first.revision]);
    expect(kept[0]).toMatchObject({ publishedBy: 'admin', rolledBackFrom: null });
    expect(Math.abs(Date.parse(kept[0]?.publishedAt ?? '') - Date.now())).toBeLessThan(60_000);
    const old = await call(`/_resources/memo/revisions/${first.revision}`);
    expect(old).toMatchObject({ code: '00000', data: { revision: first.revision, publishedBy: 'admin', file: memoFile('memo') } });
    expect((await call(`/_resources/memo/revisions/${second.revision}`)).data).toMatchObject({ file: withNote });
  });

  it(`keeps at most ${MAX_FILE_REVISIONS} revisions per file, dropping the oldest`, async () => {
    const published: number[] = [];
    for (let index = 0; index < MAX_FILE_REVISIONS + 2; index += 1) {
      published.push(((await put('memo', memoFile('memo', { label: `memo ${index}` }))).data as { revision: number }).revision);
    }
    const kept = await revisions('memo');
    expect(kept).toHaveLength(MAX_FILE_REVISIONS);
    expect(kept.map(({ revision }) => revision)).toEqual(published.slice(2).reverse());
    expect((await call(`/_resources/memo/revisions/${published[0]}`)).code).toBe('40400');
  }, 60_000);

  it('keeps the history after an unpublish, and a rollback publishes the file again', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    expect((await call('/_resources/memo', { method: 'DELETE' })).code).toBe('00000');
    expect((await call('/memo')).code).toBe('40400');
    expect((await revisions('memo')).map(({ revision }) => revision)).toEqual([first.revision]);
    const unpublished = await call('/_resources/_unpublished');
    expect(unpublished.data).toEqual([{ name: 'memo', revision: expect.objectContaining({ revision: first.revision, publishedBy: 'admin' }) as unknown }]);
    expect(await call('/_resources/_unpublished', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    const again = await rollback('memo', first.revision);
    expect(again).toMatchObject({ code: '00000', data: { name: 'memo', source: 'published', served: true } });
    expect((await call('/memo')).code).toBe('00000');
    expect((await call('/_resources/_unpublished')).data).toEqual([]);
  });

  it('rolls back to an older body: served again, kept as a new revision marked as a rollback', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    await put('memo', withNote);
    const answer = await rollback('memo', first.revision);
    expect(answer.code).toBe('00000');
    const rolled = answer.data as { revision: number };
    expect(rolled.revision).toBeGreaterThan(first.revision);
    expect((await call('/_resources/memo')).data).toEqual(memoFile('memo'));
    expect((await revisions('memo'))[0]).toMatchObject({ revision: rolled.revision, publishedBy: 'admin', rolledBackFrom: first.revision });
    // The served API follows: `note` is no field any more.
    const created = await call('/memo', { method: 'POST', body: { title: 't', note: 'x' } });
    expect(created.code).toBe('40001');
  });

  it('writes publish, unpublish and rollback in the audit log with who and which revision', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    const second = (await put('memo', withNote)).data as { revision: number };
    const rolled = (await rollback('memo', first.revision)).data as { revision: number };
    await call('/_resources/memo', { method: 'DELETE' });
    const entries = await fileAudit();
    expect(entries.map(({ action, recordId, actorName }) => [action, recordId, actorName])).toEqual([
      ['publish', 'memo', 'admin'],
      ['publish', 'memo', 'admin'],
      ['rollback', 'memo', 'admin'],
      ['unpublish', 'memo', 'admin'],
    ]);
    expect(entries.map(({ changes }) => changes)).toEqual([
      { revision: { after: first.revision } },
      { revision: { before: first.revision, after: second.revision } },
      { revision: { before: second.revision, after: rolled.revision }, rolledBackFrom: { after: first.revision } },
      { revision: { before: rolled.revision } },
    ]);
    // The admin's audit log filters them like any entry.
    const log = await call('/_audit?action=rollback');
    expect(log.data).toMatchObject([{ action: 'rollback', resource: RESOURCE_FILES_AUDIT, recordId: 'memo' }]);
  });

  it('a rollback meets the publish checks: refused for want of room, it stores nothing and writes no entry', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    expect((await call('/_resources/memo', { method: 'DELETE' })).code).toBe('00000');
    // One disk file, and published ones filling the rest (through the store: the room check is the publish handler's).
    for (let index = 1; index < MAX_RESOURCE_FILES; index += 1) {
      await opened.store.resourceFiles.put({ name: `filler${index}`, body: JSON.stringify(memoFile(`filler${index}`)), updatedBy: 'admin' });
    }
    const before = await fileAudit();
    const refused = await rollback('memo', first.revision);
    expect(refused.code).toBe('40900');
    expect(refused.message).toContain(`at most ${MAX_RESOURCE_FILES}`);
    expect(await opened.store.resourceFiles.get('memo')).toBeUndefined();
    expect((await revisions('memo')).map(({ revision }) => revision)).toEqual([first.revision]);
    expect(await fileAudit()).toEqual(before);
  });

  it('is for admins only: an editor is refused and nothing is published', async () => {
    const first = (await put('memo', memoFile('memo'))).data as { revision: number };
    await put('memo', withNote);
    expect(await call('/_resources/memo/revisions', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect((await call(`/_resources/memo/revisions/${first.revision}`, { token: editor })).code).toBe('40300');
    const refused = await rollback('memo', first.revision, editor);
    expect(refused).toMatchObject({ status: 403, code: '40300' });
    expect((await call('/_resources/memo')).data).toEqual(withNote);
    expect(await revisions('memo')).toHaveLength(2);
    expect((await fileAudit()).map(({ action }) => action)).toEqual(['publish', 'publish']);
  });

  it('refuses bad names and revisions, and answers 40400 for unknown ones', async () => {
    await put('memo', memoFile('memo'));
    expect((await call('/_resources/1bad/revisions')).code).toBe('40001');
    expect((await call('/_resources/memo/revisions/0')).code).toBe('40001');
    expect((await call('/_resources/memo/revisions/-1')).code).toBe('40001');
    expect((await call(`/_resources/memo/revisions/${'9'.repeat(20)}`)).code).toBe('40001');
    expect((await call('/_resources/memo/revisions/abc/rollback', { method: 'POST' })).code).toBe('40001');
    expect((await call('/_resources/nothing/revisions')).code).toBe('40400');
    expect((await call('/_resources/memo/revisions/999999')).code).toBe('40400');
    expect((await rollback('memo', 999999)).code).toBe('40400');
  });
});
