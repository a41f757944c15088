// @vitest-environment node
/** The records of conventional resources on every store: paging, sorting, filtering, unique, durability. */
import { afterEach, describe, expect, it } from 'vitest';
import { createSqlStore } from '../../../../server/sql/sqlStore';
import { openDatabase } from '../../../../server/sql/connect';
import { DuplicateError, type StoreKind } from '../../../../server/storage/storeTypes';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { createTestStore, STORE_KINDS, TEST_PASSWORDS, type TestStore } from '../../storage/stores';
import { blacklist } from './blacklist';
import { bare } from './systemFields';

const query = { sort: { field: 'id', order: 'ASC' as const }, offset: 0, limit: 25, where: [] };

describe.each(STORE_KINDS)('conventional records on %s', (kind: StoreKind) => {
  let opened: TestStore | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  const open = async () => {
    opened = await createTestStore(kind);
    return opened.store.resources.open(blacklist);
  };

  it('inserts, reads, updates and deletes with ids never reused', async () => {
    const records = await open();
    const first = await records.insert({ phone: '+8613800000001', reason: 'spam', limit: 3, blockedUntil: '2030-01-01 00:00:00' });
    expect(bare(first)).toEqual({ id: 1, phone: '+8613800000001', reason: 'spam', userId: null, limit: 3, blockedUntil: '2030-01-01 00:00:00', note: null });
    expect(await records.update(1, { limit: 4, note: 'x' })).toMatchObject({ id: 1, limit: 4, note: 'x' });
    expect(await records.remove(1)).toMatchObject({ id: 1 });
    expect(await records.get(1)).toBeUndefined();
    expect((await records.insert({ phone: '123456', reason: 'legal' })).id).toBe(2);
    expect(await records.count()).toBe(1);
  });

  it('refuses a taken unique value', async () => {
    const records = await open();
    await records.insert({ phone: '123456', reason: 'spam' });
    await expect(records.insert({ phone: '123456', reason: 'legal' })).rejects.toBeInstanceOf(DuplicateError);
    expect((await records.findBy('phone', '123456'))?.id).toBe(1);
  });

  it('pages, sorts (missing values last) and filters in the store', async () => {
    const records = await open();
    for (let index = 0; index < 30; index += 1) {
      await records.insert({ phone: `10000${String(index).padStart(2, '0')}`, reason: index % 3 === 0 ? 'spam' : 'legal', limit: index % 5 === 0 ? null : index, note: index === 7 ? 'Loud 100%_Caller' : null });
    }
    const page = await records.page({ ...query, sort: { field: 'limit', order: 'DESC' }, offset: 0, limit: 3 });
    expect(page.total).toBe(30);
    expect(page.rows.map((row) => row.limit)).toEqual([29, 28, 27]);
    const tail = await records.page({ ...query, sort: { field: 'limit', order: 'DESC' }, offset: 24, limit: 10 });
    expect(tail.rows.map((row) => row.limit)).toEqual([null, null, null, null, null, null]);
    const spam = await records.page({ ...query, where: [{ op: 'eq', source: 'reason', values: ['spam'] }, { op: 'gte', source: 'limit', value: 10 }, { op: 'lte', source: 'limit', value: 20 }] });
    expect(spam.rows.map((row) => row.limit)).toEqual([12, 18]);
    const like = await records.page({ ...query, where: [{ op: 'contains', sources: ['phone', 'note'], text: 'loud 100%_c' }] });
    expect(like.rows.map((row) => row.id)).toEqual([8]);
    const literal = await records.page({ ...query, where: [{ op: 'contains', sources: ['note'], text: '%' }] });
    expect(literal.total).toBe(1);
    const none = await records.page({ ...query, where: [{ op: 'contains', sources: ['phone'], text: "' OR 1=1 --" }] });
    expect(none).toEqual({ rows: [], total: 0 });
  });
});

describe.each(STORE_KINDS.filter((kind) => kind !== 'memory'))('conventional tables on %s', (kind) => {
  it('keep their records across a restart and gain the columns of new fields', async () => {
    const first = await createTestStore(kind);
    const location = first.location;
    if (!location) throw new Error('a SQL store has a location');
    await (await first.store.resources.open(blacklist)).insert({ phone: '5550001', reason: 'spam' });
    await first.store.close();

    const grown = { ...blacklist, fields: [...blacklist.fields, { source: 'expired', type: 'boolean' }] } as ResourceSchema;
    const again = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    try {
      const records = await again.resources.open(grown);
      expect(await records.get(1)).toMatchObject({ phone: '5550001', reason: 'spam', expired: null });
      expect(await records.update(1, { expired: true })).toMatchObject({ expired: true });
      expect((await records.insert({ phone: '5550002', reason: 'legal' })).id).toBe(2);
    } finally {
      await again.close();
      await location.remove();
    }
  });
});
