// @vitest-environment node
/** Published resource files (storage/publishedFileStore.ts) on every store: the same answers, and a signature that changes with each write. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoRoomError } from '../../../server/storage/publishedFileStore';
import { createTestStore, STORE_KINDS, type TestStore } from './stores';

describe.each(STORE_KINDS)('published resource files (%s)', (kind) => {
  let opened: TestStore;
  beforeAll(async () => {
    opened = await createTestStore(kind);
  });
  afterAll(() => opened.dispose());

  it('puts, replaces, lists, gets and removes files; the signature changes with every write', async () => {
    const files = opened.store.resourceFiles;
    const signatures = [await files.signature()];
    const memo = await files.put({ name: 'memo', body: '{"name":"memo"}', updatedBy: 'admin' }, 1000);
    signatures.push(await files.signature());
    const alpha = await files.put({ name: 'alpha', body: '{"name":"alpha"}', updatedBy: 'editor' }, 2000);
    signatures.push(await files.signature());
    expect(alpha.revision).toBeGreaterThan(memo.revision);
    expect(await files.list()).toEqual([
      { name: 'alpha', updatedAt: 2000, updatedBy: 'editor', revision: alpha.revision },
      { name: 'memo', updatedAt: 1000, updatedBy: 'admin', revision: memo.revision },
    ]);
    // Replacing the older file (not the newest): the signature still changes.
    const again = await files.put({ name: 'memo', body: '{"name":"memo","label":"x"}', updatedBy: 'editor' }, 3000);
    signatures.push(await files.signature());
    expect(await files.get('memo')).toEqual({ name: 'memo', body: '{"name":"memo","label":"x"}', updatedAt: 3000, updatedBy: 'editor', revision: again.revision });
    expect((await files.all()).map((file) => file.name)).toEqual(['alpha', 'memo']);
    expect(await files.count()).toBe(2);
    expect(await files.remove('alpha')).toBe(true);
    expect(await files.remove('alpha')).toBe(false);
    signatures.push(await files.signature());
    expect(await files.get('alpha')).toBeUndefined();
    expect(new Set(signatures).size).toBe(signatures.length);
  });

  it('clear (the reset) empties the set, and revisions keep growing after it', async () => {
    const files = opened.store.resourceFiles;
    const before = await files.put({ name: 'memo', body: '{}', updatedBy: 'admin' });
    await files.clear();
    expect(await files.list()).toEqual([]);
    const after = await files.put({ name: 'memo', body: '{}', updatedBy: 'admin' });
    expect(after.revision).toBeGreaterThan(before.revision);
  });

  it('refuses a new file once maxFiles are stored, even with many puts at once; replaces a known one', async () => {
    const files = opened.store.resourceFiles;
    await files.clear();
    await files.put({ name: 'kept', body: '{}', updatedBy: 'admin' });
    // Eight new names race for the two places left (on PostgreSQL, over several connections).
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => files.put({ name: `new${index}`, body: '{}', updatedBy: 'admin' }, Date.now(), 3)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused.every((result) => result.reason instanceof NoRoomError)).toBe(true);
    expect(await files.count()).toBe(3);
    await expect(files.put({ name: 'kept', body: '{"again":1}', updatedBy: 'admin' }, Date.now(), 3)).resolves.toMatchObject({ name: 'kept' });
  });
});
