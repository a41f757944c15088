// @vitest-environment node
/**
 * A resource file changed through one server is served by the other within 2 s. Two servers
 * on one database (one SQLite file, or one PostgreSQL when TEST_STORE=postgres), each with its own
 * store and the default recheck (1000 ms): a file published through A is served by B within 2 s,
 * a change of it too, and a delete stops B serving it; a rename (`renamedFrom`) published through A
 * happens once and B serves the values under the new name.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkResourceFiles } from '../../../../src/kernel/check/checkFile';
import { resources as registry } from '../../../../src/kernel/resources/registry';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { openDatabase } from '../../../../server/sql/connect';
import { createSqlStore } from '../../../../server/sql/sqlStore';
import { createTestStore, TEST_PASSWORDS, type TestStore } from '../../storage/stores';
import { callServer, loginTo, memoFile, staticRoot, type Answer, type StaticRoot } from './fixtures';

const KIND = process.env.TEST_STORE === 'postgres' ? 'postgres' : 'sqlite';

let root: StaticRoot;
let opened: TestStore;
let a: RunningServer;
let b: RunningServer;
let tokenA = '';
let tokenB = '';

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  root = staticRoot();
  opened = await createTestStore(KIND);
  if (!opened.location) throw new Error('a SQL store has a location');
  const second = await createSqlStore(openDatabase(opened.location.target), { passwords: TEST_PASSWORDS });
  a = await startServer({ port: 0, distDir: root.dir, store: opened.store });
  b = await startServer({ port: 0, distDir: root.dir, store: second });
  tokenA = await loginTo(a.url, 'admin');
  tokenB = await loginTo(b.url, 'admin');
});

afterAll(async () => {
  await b?.close();
  await b?.store.close();
  await a?.close();
  await opened?.dispose();
  root?.remove();
  vi.restoreAllMocks();
});

/** Ms until `test` holds for B's answer (a GET of `path` on B, or `ask`), polling every 50 ms; fails after 5 s. */
async function msUntil(path: string | (() => Promise<Answer>), test: (code: unknown) => boolean): Promise<number> {
  const ask = typeof path === 'string' ? () => callServer(b.url, path, { token: tokenB }) : path;
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (test(answer.code)) return Date.now() - started;
    if (Date.now() - started > 5000) throw new Error(`B: still ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`two servers on one ${KIND} database`, () => {
  it('B serves a file published through A within 2 s, its change too, and stops on delete', async () => {
    // B has looked (and cached the answer) before the file exists.
    expect((await callServer(b.url, '/memo', { token: tokenB })).code).toBe('40400');

    const put = await callServer(a.url, '/_resources/memo', { token: tokenA, method: 'PUT', body: memoFile('memo') });
    expect(put.code).toBe('00000');
    expect(await callServer(a.url, '/memo', { token: tokenA, method: 'POST', body: { title: 'from A' } })).toMatchObject({ code: '00000' });
    expect(await msUntil('/memo', (code) => code === '00000')).toBeLessThan(2000);
    expect((await callServer(b.url, '/memo', { token: tokenB })).data).toMatchObject([{ title: 'from A' }]);
    expect((await callServer(b.url, '/_resources', { token: tokenB })).data).toMatchObject([{ name: 'memo', source: 'published', updatedBy: 'admin', served: true }]);

    const changed = memoFile('memo', { fields: [...memoFile('memo').fields, { source: 'note', type: 'textarea' }] });
    expect((await callServer(a.url, '/_resources/memo', { token: tokenA, method: 'PUT', body: changed })).code).toBe('00000');
    // B takes the new field once it has read the changed file.
    const newField = { token: tokenB, method: 'POST', body: { title: 'from B', note: 'new field' } };
    expect(await msUntil(() => callServer(b.url, '/memo', newField), (code) => code === '00000')).toBeLessThan(2000);

    expect((await callServer(a.url, '/_resources/memo', { token: tokenA, method: 'DELETE' })).code).toBe('00000');
    expect(await msUntil('/memo', (code) => code === '40400')).toBeLessThan(2000);
  }, 30_000);

  it('a rename published through A happens once; B serves the values under the new name within 2 s', async () => {
    expect((await callServer(a.url, '/_resources/journal', { token: tokenA, method: 'PUT', body: memoFile('journal') })).code).toBe('00000');
    const created = await callServer(a.url, '/journal', { token: tokenA, method: 'POST', body: { title: 'kept across', count: 3 } });
    expect(created.code).toBe('00000');
    await msUntil('/journal', (code) => code === '00000');

    const renamed = memoFile('journal', { fields: [{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'count', type: 'number', integer: true }] });
    expect((await callServer(a.url, '/_resources/journal', { token: tokenA, method: 'PUT', body: renamed })).code).toBe('00000');
    // B answers the new name once it has read the changed file; until then a clear "being changed", never a server error.
    const seen = new Set<string>();
    const headingOnB = async (): Promise<Answer> => {
      const answer = await callServer(b.url, '/journal', { token: tokenB });
      seen.add(String(answer.code));
      const rows = answer.data as Array<{ heading?: unknown }> | undefined;
      return { ...answer, code: Array.isArray(rows) && rows[0]?.heading === 'kept across' ? 'renamed' : answer.code };
    };
    expect(await msUntil(headingOnB, (code) => code === 'renamed')).toBeLessThan(2000);
    expect([...seen].filter((code) => code !== '00000' && code !== '50300')).toEqual([]);
    expect((await callServer(b.url, '/journal', { token: tokenB })).data).toMatchObject([{ heading: 'kept across', count: 3 }]);
    expect((await callServer(a.url, '/journal', { token: tokenA })).data).toMatchObject([{ heading: 'kept across', count: 3 }]);
    // Renamed once: no column of the old name left behind, nothing more to do for either server.
    const [checked] = checkResourceFiles([{ file: 'journal.json', json: renamed }], registry);
    expect((await opened.store.resources.plan(checked.schema!)).changes).toEqual([]);
    expect((await b.store.resources.plan(checked.schema!)).changes).toEqual([]);
  }, 30_000);
});
