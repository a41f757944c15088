// @vitest-environment node
/** The same cases on every store: memory, SQLite and (with TEST_POSTGRES_URL) PostgreSQL. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../../server/storage/memoryStore';
import { DuplicateError, IdRangeError, MAX_RECORD_ID, type Store } from '../../../server/storage/storeTypes';
import type { User } from '../../../server/apiTypes';
import { createTestStore, STORE_KINDS, TEST_PASSWORDS, testUpload, type TestStore } from './stores';

const newUser = (userName: string): Omit<User, 'id'> => ({
  userName,
  phone: '',
  passwordHash: 'pbkdf2$1$AA==$AA==',
  type: 0,
  description: '',
  roles: ['editor'],
});

const collect = async <T>(chunks: AsyncIterable<T[]>): Promise<T[][]> => {
  const out: T[][] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
};

describe.each(STORE_KINDS)('%s store', (kind) => {
  let test: TestStore;
  let store: Store;
  const reference = createMemoryStore({ passwords: TEST_PASSWORDS });
  /** Users without their hashes (each store salts its own). */
  const unsalted = (users: User[]) => users.map(({ passwordHash: _hash, ...user }) => user);

  beforeAll(async () => {
    test = await createTestStore(kind, { tokenTtlMs: 60_000 });
    store = test.store;
  });
  afterAll(async () => {
    await test.dispose();
  });
  beforeEach(async () => {
    await store.reset();
  });

  it('is seeded with the same data as the memory store', async () => {
    expect(store.kind).toBe(kind);
    expect(unsalted(await store.users.list())).toEqual(unsalted(await reference.users.list()));
    expect(await store.packageConfs.list()).toEqual(await reference.packageConfs.list());
    expect(await store.sendNames.list()).toEqual(await reference.sendNames.list());
    expect(await store.articles.list()).toEqual(await reference.articles.list());
    expect(await store.roles.list()).toEqual(await reference.roles.list());
    expect(await store.transactions()).toEqual(await reference.transactions());
    expect(await store.users.count()).toBe(11);
    expect(await store.packageConfs.count()).toBe(25);
    expect(await store.users.options()).toEqual((await reference.users.list()).map(({ id, userName }) => ({ id, userName })));
  });

  it('seeds the demo accounts with salted hashes of the demo password', async () => {
    await store.ready;
    const [admin, editor] = await store.users.list();
    expect(await store.passwords.verify('111111', admin?.passwordHash ?? '')).toBe(true);
    expect(await store.passwords.verify('111112', admin?.passwordHash ?? '')).toBe(false);
    expect(admin?.passwordHash).not.toBe(editor?.passwordHash);
  });

  it('gives the next id after the largest ever used, never reusing one', async () => {
    const first = await store.users.insert(newUser('zoe'));
    expect(first.id).toBe(12);
    expect(await store.users.get(12)).toEqual(first);
    expect(await store.users.remove(12)).toBe(true);
    expect(await store.users.remove(12)).toBe(false);
    expect((await store.users.insert(newUser('zoe'))).id).toBe(13);
    expect((await store.articles.insert({ ...(await reference.articles.get(1))!, id: 500 })).id).toBe(500);
    expect((await store.articles.insert({ ...(await reference.articles.get(1))!, id: 200 })).id).toBe(200);
    const { id: _id, ...fields } = (await reference.articles.get(2))!;
    expect((await store.articles.insert(fields)).id).toBe(501);
    expect((await store.articles.list()).map((article) => article.id).slice(-4)).toEqual([100, 200, 500, 501]);
  });

  it('refuses a taken id and ids out of range, leaving the counter alone', async () => {
    await expect(store.sendNames.insert({ id: 3, sendName: 'x', userId: 1, userName: 'admin' })).rejects.toBeInstanceOf(DuplicateError);
    await expect(store.sendNames.insert({ id: MAX_RECORD_ID + 1, sendName: 'x', userId: 1, userName: 'admin' })).rejects.toBeInstanceOf(IdRangeError);
    expect((await store.sendNames.insert({ sendName: 'x', userId: 1, userName: 'admin' })).id).toBe(13);
    await store.sendNames.insert({ id: MAX_RECORD_ID, sendName: 'last', userId: 1, userName: 'admin' });
    await expect(store.sendNames.insert({ sendName: 'none left', userId: 1, userName: 'admin' })).rejects.toBeInstanceOf(IdRangeError);
    expect(await store.sendNames.count()).toBe(14);
  });

  it('merges updates and answers undefined for a missing record', async () => {
    const updated = await store.packageConfs.update(1, { name: 'Renamed', remainNum: 0 });
    expect(updated).toMatchObject({ id: 1, name: 'Renamed', remainNum: 0, packageId: 'PKG-0001' });
    expect(await store.packageConfs.get(1)).toEqual(updated);
    expect(await store.packageConfs.update(999, { name: 'x' })).toBeUndefined();
    expect(await store.packageConfs.get(999)).toBeUndefined();
  });

  it('finds users by a normalised name key, unique across case and width', async () => {
    expect((await store.users.byName('ＡＤＭＩＮ'))?.id).toBe(1);
    expect((await store.users.byName('Editor'))?.id).toBe(2);
    expect(await store.users.byName('nobody')).toBeUndefined();
    await expect(store.users.insert(newUser('Admin'))).rejects.toThrow(new DuplicateError('userName already exists'));
    await expect(store.users.update(4, { userName: 'BOB' })).rejects.toThrow(new DuplicateError('userName already exists'));
    expect((await store.users.get(4))?.userName).toBe('alice');
    expect(await store.users.count()).toBe(11);
  });

  it('keeps package ids unique', async () => {
    expect((await store.packageConfs.byPackageId('PKG-0002'))?.id).toBe(2);
    expect(await store.packageConfs.byPackageId('PKG-9999')).toBeUndefined();
    const row = { packageId: 'PKG-0002', name: 'x', userName: 'admin', userId: 1, totalNum: 1, remainNum: 1, smsCode: '', createTime: '2024-01-01 00:00:00' };
    await expect(store.packageConfs.insert(row)).rejects.toThrow(new DuplicateError('packageId already exists'));
    expect((await store.packageConfs.insert({ ...row, packageId: 'PKG-NEW' })).id).toBe(26);
  });

  it('renames a user into its packages and sender names, all or nothing', async () => {
    const sendName = (await store.sendNames.list()).find((row) => row.userId !== 1)!;
    const ownerId = sendName.userId;
    await store.users.update(ownerId, { userName: 'renamed-owner' });
    expect((await store.sendNames.get(sendName.id))?.userName).toBe('renamed-owner');
    const owned = (await store.packageConfs.list()).filter((row) => row.userId === ownerId);
    expect(owned.every((row) => row.userName === 'renamed-owner')).toBe(true);
    await expect(store.users.update(ownerId, { userName: 'admin' })).rejects.toBeInstanceOf(DuplicateError);
    expect((await store.sendNames.get(sendName.id))?.userName).toBe('renamed-owner');
    expect((await store.users.get(ownerId))?.userName).toBe('renamed-owner');
  });

  it('lists big tables in id order, whole or in chunks', async () => {
    await store.seedPackageConfs(12_345);
    expect(await store.packageConfs.count()).toBe(12_345);
    const all = await store.packageConfs.list();
    expect(all.map((row) => row.id)).toEqual(Array.from({ length: 12_345 }, (_, index) => index + 1));
    const chunks = await collect(store.packageConfs.chunks(5000));
    expect(chunks.map((chunk) => chunk.length)).toEqual([5000, 5000, 2345]);
    expect(chunks.flat()).toEqual(all);
    await reference.seedPackageConfs(12_345);
    expect(all).toEqual(await reference.packageConfs.list());
    expect((await store.packageConfs.insert({ ...all[0]!, id: undefined, packageId: 'PKG-X' })).id).toBe(12_346);
    await store.seedPackageConfs(0);
    expect(await collect(store.packageConfs.chunks())).toEqual([]);
    await reference.seedPackageConfs(25);
  });

  it('issues, resolves and revokes sessions', async () => {
    const a = await store.sessions.issue(4);
    const b = await store.sessions.issue(4);
    const c = await store.sessions.issue(5);
    expect(a).toMatch(/^[0-9a-f]{48}$/);
    expect(await store.sessions.resolve(a)).toBe(4);
    expect(await store.sessions.resolve('nope')).toBeUndefined();
    expect(await store.sessions.resolve(null)).toBeUndefined();
    await store.sessions.revokeUser(4, b);
    expect(await store.sessions.resolve(a)).toBeUndefined();
    expect(await store.sessions.resolve(b)).toBe(4);
    await store.sessions.revoke(b);
    expect(await store.sessions.resolve(b)).toBeUndefined();
    expect(await store.sessions.resolve(c)).toBe(5);
    expect(await store.users.remove(5)).toBe(true);
    expect(await store.sessions.resolve(c)).toBeUndefined();
    const d = await store.sessions.issue(1);
    await store.sessions.revokeAll();
    expect(await store.sessions.resolve(d)).toBeUndefined();
  });

  it('keeps uploads with their owner and answers the quota usage', async () => {
    await store.uploads.put(testUpload('aaaaaaaaaaaaaaaaaaaaaaaa', 2, [1, 2, 3]));
    await store.uploads.put(testUpload('bbbbbbbbbbbbbbbbbbbbbbbb', 2, [4, 5]));
    await store.uploads.put(testUpload('cccccccccccccccccccccccc', 3, [6]));
    const file = await store.uploads.get('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(file).toMatchObject({ name: 'aaaaaaaaaaaaaaaaaaaaaaaa.png', type: 'image/png', size: 3, ownerId: 2, createdAt: 1_700_000_000_000 });
    expect([...(file?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await store.uploads.usage(2)).toEqual({ files: 2, bytes: 5, totalBytes: 6 });
    expect(await store.uploads.usage(9)).toEqual({ files: 0, bytes: 0, totalBytes: 6 });
    expect(await store.uploads.get('dddddddddddddddddddddddd')).toBeUndefined();
    expect(await store.uploads.get('../../etc/passwd')).toBeUndefined();
  });

  it('keeps the last SMS code per user', async () => {
    await store.smsCodes.set({ userId: 1, code: '123456', sentAt: 1 });
    await store.smsCodes.set({ userId: 1, code: '654321', sentAt: 2 });
    expect(await store.smsCodes.get(1)).toEqual({ userId: 1, code: '654321', sentAt: 2 });
    expect(await store.smsCodes.get(2)).toBeUndefined();
  });

  it('keeps roles in creation order', async () => {
    const role = { key: 'role-4', name: 'ops', description: 'Ops', routes: [{ path: '/ops' }] };
    expect(await store.roles.insert(role)).toEqual(role);
    await expect(store.roles.insert(role)).rejects.toBeInstanceOf(DuplicateError);
    expect(await store.roles.update('role-4', { name: 'operations' })).toEqual({ ...role, name: 'operations' });
    expect(await store.roles.update('nope', { name: 'x' })).toBeUndefined();
    expect((await store.roles.list()).map((item) => item.key)).toEqual(['admin', 'editor', 'visitor', 'role-4']);
    expect(await store.roles.remove('editor')).toBe(true);
    expect(await store.roles.remove('editor')).toBe(false);
    expect(await store.roles.count()).toBe(3);
    expect(await store.roles.get('role-4')).toMatchObject({ name: 'operations', routes: [{ path: '/ops' }] });
  });

  it('reset goes back to the seed and ends sessions, uploads and codes', async () => {
    await store.users.insert(newUser('zoe'));
    await store.users.update(4, { userName: 'alice-2' });
    const token = await store.sessions.issue(1);
    await store.uploads.put(testUpload('eeeeeeeeeeeeeeeeeeeeeeee', 1, [1]));
    await store.smsCodes.set({ userId: 1, code: '111111', sentAt: 1 });
    await store.reset();
    expect(unsalted(await store.users.list())).toEqual(unsalted(await reference.users.list()));
    expect(await store.packageConfs.list()).toEqual(await reference.packageConfs.list());
    expect(await store.sessions.resolve(token)).toBeUndefined();
    expect(await store.uploads.get('eeeeeeeeeeeeeeeeeeeeeeee')).toBeUndefined();
    expect(await store.smsCodes.get(1)).toBeUndefined();
    expect((await store.users.insert(newUser('zoe'))).id).toBe(12);
  });
});
