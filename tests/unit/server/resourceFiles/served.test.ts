// @vitest-environment node
/**
 * GET /api/_resources/_served: the published files a signed-in user may use, as the
 * console loads them at start. Each user sees only the files whose roles include one of theirs
 * (admin all); a disk file of the same name wins; an unpublished file is gone; no session, no list.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type StaticRoot } from './fixtures';

let root: StaticRoot;
let opened: TestStore;
let server: RunningServer;
const tokens: Record<string, string> = {};

const call = (path: string, token: string | undefined, init: Omit<Parameters<typeof callServer>[2], 'token'> = {}) => callServer(server.url, path, { token, ...init });
const publish = (name: string, body: unknown) => call(`/_resources/${name}`, tokens.admin, { method: 'PUT', body });
const served = async (who: string) => {
  const answer = await call('/_resources/_served', tokens[who]);
  expect(answer, who).toMatchObject({ status: 200, code: '00000' });
  return answer.data as { name: string; file: string; body: unknown }[];
};

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = staticRoot({ onDisk: memoFile('onDisk') });
  opened = await createTestStore(TEST_STORE);
  server = await startServer({ port: 0, distDir: root.dir, store: opened.store, resourceRecheckMs: 0 });
});

beforeEach(async () => {
  await opened.store.reset();
  for (const who of ['admin', 'editor', 'visitor']) tokens[who] = await loginTo(server.url, who);
});

afterAll(async () => {
  await server.close();
  await opened.dispose();
  root.remove();
  vi.restoreAllMocks();
});

describe(`the published files a user may use (${TEST_STORE})`, () => {
  it('answers each file with its JSON to the roles it names, admin always', async () => {
    expect(await served('admin')).toEqual([]);
    const shared = memoFile('memo');
    const adminOnly = memoFile('ledger', { roles: undefined });
    const forVisitors = memoFile('notice', { roles: ['visitor'] });
    for (const [name, file] of [['memo', shared], ['ledger', adminOnly], ['notice', forVisitors]] as const) {
      expect((await publish(name, file)).code, name).toBe('00000');
    }
    const entry = (name: string, body: unknown) => ({ name, file: `published:${name}`, body: JSON.parse(JSON.stringify(body)) as unknown });
    expect(await served('admin')).toEqual([entry('ledger', adminOnly), entry('memo', shared), entry('notice', forVisitors)]);
    expect(await served('editor')).toEqual([entry('memo', shared)]);
    expect(await served('visitor')).toEqual([entry('notice', forVisitors)]);
  });

  it('a visitor sees none of the files for other roles; no session is refused', async () => {
    await publish('memo', memoFile('memo'));
    expect(await served('visitor')).toEqual([]);
    expect(await call('/_resources/_served', undefined)).toMatchObject({ code: 50008 });
    expect(await call('/_resources/_served', 'f'.repeat(48))).toMatchObject({ code: 50008 });
  });

  it('drops an unpublished file at once', async () => {
    await publish('memo', memoFile('memo'));
    expect((await served('editor')).map((file) => file.name)).toEqual(['memo']);
    expect((await call('/_resources/memo', tokens.admin, { method: 'DELETE' })).code).toBe('00000');
    expect(await served('editor')).toEqual([]);
    expect(await served('admin')).toEqual([]);
  });

  it('does not shadow the admin API of one file, nor answer a disk file', async () => {
    expect((await call('/_resources/_served', tokens.editor)).code).toBe('00000');
    // An editor reaches `_served` (declared before the admin-only /_resources/:name); that one still answers admins.
    expect((await call('/_resources/onDisk', tokens.admin)).data).toEqual(memoFile('onDisk'));
    expect(await served('editor')).toEqual([]);
  });
});
