// @vitest-environment node
/**
 * The big list's JSON comes from `packageConfs.jsonChunks()` (SQL stores: written by the database
 * engine). On every store, its pieces must give exactly the bytes of JSON.stringify of the rows
 * the store lists, newest first: same field order, same number format, same escapes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, type Store } from '../../../server/storage/storeTypes';
import type { PackageConf } from '../../../server/apiTypes';
import { createTestStore, STORE_KINDS, type TestStore } from './stores';

const collect = async (pieces: AsyncIterable<string>): Promise<string[]> => {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
};

/** Texts JSON.stringify escapes (quotes, backslash, control characters) or leaves as they are. */
const AWKWARD_TEXTS = [
  'quote " backslash \\ slash / apostrophe \'',
  'controls \b\f\n\r\t \u0001 \u001f \u007f',
  'accents é ü, CJK 中文, emoji 😀, separators \u2028 \u2029',
  '</script><script>alert(1)</script>',
  '',
];

const awkward = (index: number, text: string): Omit<PackageConf, 'id'> => ({
  packageId: `PKG-AWK-${index}`,
  name: text,
  userName: text,
  userId: 1,
  totalNum: index === 0 ? Number.MAX_SAFE_INTEGER : 1000 * index,
  remainNum: 0,
  smsCode: text,
  createTime: '2026-11-23 12:00:00',
});

describe.each(STORE_KINDS)('%s store: package configurations as JSON', (kind) => {
  let test: TestStore;
  let store: Store;

  beforeAll(async () => {
    test = await createTestStore(kind);
    store = test.store;
  });
  afterAll(async () => {
    await test.dispose();
  });
  beforeEach(async () => {
    await store.reset();
  });

  const expectSameAsStringify = async (size?: number): Promise<string[]> => {
    const pieces = await collect(store.packageConfs.jsonChunks(size));
    expect(`[${pieces.join(',')}]`).toBe(JSON.stringify((await store.packageConfs.list()).reverse()));
    return pieces;
  };

  it('gives the bytes of JSON.stringify of the listed rows, in chunks of the given size', async () => {
    await store.seedPackageConfs(12_345);
    const newest = (await store.packageConfs.list()).reverse();
    const pieces = await expectSameAsStringify(5000);
    expect(pieces).toEqual([0, 5000, 10_000].map((start) => JSON.stringify(newest.slice(start, start + 5000)).slice(1, -1)));
    expect(JSON.parse(`[${pieces[0]}]`)[0].id).toBe(12_345);
    expect(await expectSameAsStringify()).toHaveLength(3);
  });

  it('escapes awkward texts and writes large numbers as JSON.stringify does', async () => {
    for (const [index, text] of AWKWARD_TEXTS.entries()) await store.packageConfs.insert(awkward(index, text));
    // PostgreSQL text cannot hold U+0000; the other stores keep it.
    if (kind !== 'postgres') await store.packageConfs.insert({ ...awkward(99, 'nul \u0000 inside'), packageId: 'PKG-NUL' });
    const pieces = await expectSameAsStringify(4);
    expect(pieces.join(',')).toContain(String(Number.MAX_SAFE_INTEGER));
  });

  it('follows the ids across gaps, edits and a size that divides the rows exactly', async () => {
    await store.seedPackageConfs(40);
    for (const id of [1, 7, 8, 9, 20, 40]) await store.packageConfs.remove(id);
    await store.packageConfs.update(10, { name: 'renamed "ten"' });
    await store.packageConfs.insert({ ...awkward(1, 'new'), id: 1000 });
    await store.packageConfs.insert({ ...awkward(2, 'the largest id'), id: MAX_RECORD_ID });
    expect(await store.packageConfs.count()).toBe(36);
    expect(await expectSameAsStringify(9)).toHaveLength(4);
    expect(await expectSameAsStringify(36)).toHaveLength(1);
  });

  it('gives no piece for an empty table', async () => {
    await store.seedPackageConfs(0);
    expect(await collect(store.packageConfs.jsonChunks())).toEqual([]);
  });
});
