import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockServer } from '../../../mock/node';
import { setConfig } from '../../../src/config';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { request } from '../../../src/providers/http';
import { clearToken, setToken } from '../../../src/providers/session';
import { resources } from '../../../src/kernel/resources/registry';

const { server, store } = createMockServer();
const provider = createDataProvider(resources);
const page = (perPage = 1000) => ({ pagination: { page: 1, perPage }, sort: { field: 'id', order: 'ASC' as const }, filter: {} });

async function signInAs(userName: string) {
  clearToken();
  const token = await request<string>('/user/login', { method: 'POST', body: { userName, password: '111111' }, silent: true });
  setToken(token, { announce: false });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  store.reset();
  provider.invalidate();
  await signInAs('admin');
});
afterEach(() => clearToken());
afterAll(() => server.close());

describe('generated data provider: packageConf (GET list, POST add, PUT edit, DELETE /{id})', () => {
  it('lists, creates, updates and deletes through the odd endpoints', async () => {
    const before = await provider.getList('packageConf', page());
    const user = (await store.users.list())[1];
    const created = await provider.create('packageConf', {
      data: { packageId: 'PKG-T1', name: 'Test 500', userId: user.id, userName: user.userName, totalNum: 500, remainNum: 400 },
    });
    expect(created.data.id).toBeDefined();
    const after = await provider.getList('packageConf', page());
    expect(after.total).toBe((before.total ?? 0) + 1);
    const row = after.data.find((r) => r.packageId === 'PKG-T1');
    expect(row).toMatchObject({ userName: user.userName, totalNum: 500 });

    await provider.update('packageConf', { id: created.data.id, data: { ...row, remainNum: 10 }, previousData: row! });
    expect((await store.packageConfs.get(Number(created.data.id)))?.remainNum).toBe(10);

    await provider.delete('packageConf', { id: created.data.id, previousData: row });
    expect(await store.packageConfs.get(Number(created.data.id))).toBeUndefined();
  });

  it('rejects with the server message on invalid input', async () => {
    await expect(
      provider.create('packageConf', { data: { packageId: '', name: 'x', userId: 1, totalNum: 1, remainNum: 2 } }),
    ).rejects.toMatchObject({ code: '40001' });
  });
});

describe('generated data provider: sendName and user', () => {
  it('sendName: list, add, update, delete', async () => {
    const user = (await store.users.list())[0];
    const { data } = await provider.create('sendName', { data: { sendName: 'ACME', userId: user.id, userName: user.userName } });
    const row = await store.sendNames.get(Number(data.id));
    expect(row).toMatchObject({ sendName: 'ACME' });
    await provider.update('sendName', { id: data.id, data: { ...row, sendName: 'ACME 2' }, previousData: row! });
    expect((await store.sendNames.get(Number(data.id)))?.sendName).toBe('ACME 2');
    await provider.delete('sendName', { id: data.id });
    expect(await store.sendNames.get(Number(data.id))).toBeUndefined();
  });

  it('user: PUT /user/update has no id in the path, DELETE /user/role/{key}', async () => {
    const { data } = await provider.create('user', { data: { userName: 'new-user', password: 'secret1', phone: '+8613800000000' } });
    const created = await store.users.get(Number(data.id));
    expect(created).toMatchObject({ userName: 'new-user', type: 0 });
    await provider.update('user', { id: data.id, data: { id: data.id, userName: 'new-user', phone: '123456789' }, previousData: { id: data.id } });
    expect((await store.users.get(Number(data.id)))?.phone).toBe('123456789');
    expect(await store.passwords.verify('secret1', (await store.users.get(Number(data.id)))?.passwordHash ?? '')).toBe(true);
    await provider.delete('user', { id: data.id });
    expect(await store.users.get(Number(data.id))).toBeUndefined();
  });

  it('the user options feed the dropdowns (getMany)', async () => {
    const { data } = await provider.getMany('userOption', { ids: [1, 2] });
    expect(data.map((option) => option.userName)).toEqual(['admin', 'editor']);
  });

  it('getMany of a list the server pages (articles) reads each id, a record beyond the first page too; an unknown id is left out', async () => {
    const ids = (await store.articles.list()).map((article) => article.id).sort((a, b) => a - b);
    const firstPage = await provider.getList('article', { ...page(20) });
    const beyond = ids[ids.length - 1];
    expect(firstPage.data.map((row) => row.id)).not.toContain(beyond);
    const { data } = await provider.getMany('article', { ids: [beyond, ids[0], 999_999] });
    expect(data.map((row) => row.id)).toEqual([beyond, ids[0]]);
  });

  it('an editor may list sender names but not packages', async () => {
    await signInAs('editor');
    await expect(provider.getList('sendName', page())).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(provider.getList('packageConf', page())).rejects.toMatchObject({ code: '40300' });
  });
});

describe('client-side lists', () => {
  it('pages, sorts and searches the whole list locally with one call', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request: req }) => {
      if (req.url.includes('packageConf-list')) calls += 1;
    });
    const first = await provider.getList('packageConf', { pagination: { page: 1, perPage: 10 }, sort: { field: 'totalNum', order: 'DESC' }, filter: {} });
    const second = await provider.getList('packageConf', { pagination: { page: 2, perPage: 10 }, sort: { field: 'totalNum', order: 'DESC' }, filter: {} });
    expect(first.data).toHaveLength(10);
    expect(first.data[0].totalNum).toBeGreaterThanOrEqual(second.data[0].totalNum);
    const needle = String(first.data[3].packageId);
    const found = await provider.getList('packageConf', { ...page(), filter: { q: needle.toLowerCase() } });
    expect(found.data.map((row) => row.packageId)).toContain(needle);
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('a save invalidates the cached list', async () => {
    const before = await provider.getList('sendName', page());
    await provider.create('sendName', { data: { sendName: 'Fresh', userId: 1, userName: 'admin' } });
    const after = await provider.getList('sendName', page());
    expect(after.total).toBe((before.total ?? 0) + 1);
  });
});

describe('whole-list cache belongs to the provider instance', () => {
  it('keeps a list while a view holds it and drops it when the last view lets go', async () => {
    const own = createDataProvider(resources);
    const releaseA = own.retain('packageConf');
    const releaseB = own.retain('packageConf');
    const index = await own.loadIndex('packageConf');
    expect(index.size).toBeGreaterThan(0);
    expect(own.cachedResources()).toEqual(['packageConf']);
    expect(provider.cachedResources()).not.toContain('packageConf');
    releaseA();
    releaseA();
    expect(own.cachedResources()).toEqual(['packageConf']);
    releaseB();
    expect(own.cachedResources()).toEqual([]);
  });

  it('a list no view holds goes after its cache time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const own = createDataProvider(resources);
      await own.getMany('userOption', { ids: [1] });
      expect(own.cachedResources()).toEqual(['userOption']);
      vi.advanceTimersByTime(60_001);
      expect(own.cachedResources()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a long whole list is read as it arrives', () => {
  it('hands the first rows, newest first, to a loading view, then the whole list', async () => {
    await store.seedPackageConfs(30_000);
    const own = createDataProvider(resources);
    const release = own.retain('packageConf');
    const partial: Array<{ size: number; firstId: unknown; follows: boolean }> = [];
    const index = await own.loadIndex('packageConf', undefined, (first) =>
      partial.push({ size: first.size, firstId: first.rows[0]?.id, follows: first.follows({ field: 'id', order: 'DESC' }) }),
    );
    expect(index.size).toBe(30_000);
    expect(partial.length).toBeGreaterThan(0);
    expect(partial[0].size).toBeLessThan(30_000);
    expect(partial[0]).toMatchObject({ firstId: 30_000, follows: true });
    // The whole list is the one the views share; a late view gets it without partial notices.
    const late = vi.fn();
    expect(await own.loadIndex('packageConf', undefined, late)).toBe(index);
    expect(late).not.toHaveBeenCalled();
    release();
  });
});

describe('articles: paged by the server', () => {
  it('maps page, limit, filters and sort, and reads items and total', async () => {
    const result = await provider.getList('article', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { type: 'CN' },
    });
    expect(result.data.length).toBeLessThanOrEqual(10);
    expect(result.data.every((row) => row.type === 'CN')).toBe(true);
    const ids = result.data.map((row) => Number(row.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(result.total).toBeGreaterThan(10);
  });

  it('getOne reads article/detail?id=, create and update post the article', async () => {
    const { data } = await provider.getOne('article', { id: 3 });
    expect(data.id).toBe(3);
    const created = await provider.create('article', { data: { id: 1050, title: 'New', type: 'US', timestamp: Date.now(), status: 'draft' } });
    expect(created.data.id).toBe(1050);
    await provider.update('article', { id: 3, data: { ...data, title: 'Renamed', timestamp: '2024-01-01T10:00' }, previousData: data });
    expect((await store.articles.get(3))?.title).toBe('Renamed');
    expect(typeof (await store.articles.get(3))?.timestamp).toBe('number');
  });
});
