/**
 * A changed resource file on each store: a rename moves the values (trashed records' too) once and
 * keeps working with `renamedFrom` still in the file; a type change converts every value or is
 * refused whole with the old table untouched; a removed field's values are kept and come back;
 * prune drops them. Two stores on one database (SQLite file, PostgreSQL) rename once and both serve
 * the new name.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FileChangeRefusedError } from '../../../server/resources/fileChange';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore } from '../../../server/sql/sqlStore';
import type { Store } from '../../../server/storage/storeTypes';
import { conventional } from '../server/conventional/conventionalSchema';
import { createTestStore, STORE_KINDS, TEST_PASSWORDS, type TestStore } from './stores';

type Fields = Array<Record<string, unknown>>;
const memo = (fields: Fields, extra: Record<string, unknown> = {}) =>
  conventional({ name: 'memoChange', label: 'Memos', roles: ['admin'], trash: true, fields: [{ source: 'id', type: 'number', create: false, edit: false }, ...fields], ...extra });

const original = memo([
  { source: 'title', type: 'text', unique: true },
  { source: 'amount', type: 'text' },
  { source: 'done', type: 'boolean' },
]);

describe.each(STORE_KINDS)('a changed resource file (%s store)', (kind) => {
  let opened: TestStore;
  let store: Store;

  beforeAll(async () => {
    opened = await createTestStore(kind);
    store = opened.store;
  });
  beforeEach(async () => {
    await store.reset();
    for (const source of ['title', 'heading', 'amount', 'done', 'note']) await store.resources.prune('memoChange', source);
  });
  afterAll(async () => {
    await opened.dispose();
  });

  const seed = async () => {
    const records = await store.resources.open(original);
    const first = await records.insert({ title: 'one', amount: '12', done: true });
    const second = await records.insert({ title: 'two', amount: ' 3.5 ', done: false });
    const trashed = await records.insert({ title: 'gone', amount: '7', done: true });
    await (await store.resources.trash(original)).moveIn(trashed.id);
    return { first, second, trashed };
  };

  it('renames a field with its values, trashed records included, once', async () => {
    const { first, trashed } = await seed();
    const renamed = memo([{ source: 'heading', type: 'text', unique: true, renamedFrom: 'title' }, { source: 'amount', type: 'text' }, { source: 'done', type: 'boolean' }]);
    expect((await store.resources.plan(renamed)).changes).toEqual([{ action: 'rename', field: 'heading', from: 'title', values: 3 }]);
    const records = await store.resources.open(renamed);
    expect(await records.get(first.id)).toMatchObject({ heading: 'one', amount: '12' });
    expect(await records.get(first.id)).not.toHaveProperty('title');
    expect((await (await store.resources.trash(renamed)).get(trashed.id))?.record).toMatchObject({ heading: 'gone' });
    // The unique index followed the column.
    await expect(records.insert({ heading: 'one' })).rejects.toThrow(/heading/);
    // The same file again, renamedFrom still in it: nothing more to do.
    expect((await store.resources.plan(renamed)).changes).toEqual([]);
    const again = await store.resources.open(renamed);
    expect(await again.get(first.id)).toMatchObject({ heading: 'one' });
  });

  it('converts a type when every stored value converts', async () => {
    const { first, second, trashed } = await seed();
    const numbers = memo([{ source: 'title', type: 'text', unique: true }, { source: 'amount', type: 'number' }, { source: 'done', type: 'number' }]);
    expect((await store.resources.plan(numbers)).changes).toEqual([
      { action: 'convert', field: 'amount', from: 'text', to: 'number', values: 3 },
      { action: 'convert', field: 'done', from: 'boolean', to: 'number', values: 3 },
    ]);
    const records = await store.resources.open(numbers);
    expect(await records.get(first.id)).toMatchObject({ amount: 12, done: 1 });
    expect(await records.get(second.id)).toMatchObject({ amount: 3.5, done: 0 });
    expect((await (await store.resources.trash(numbers)).get(trashed.id))?.record).toMatchObject({ amount: 7, done: 1 });
    const page = await records.page({ sort: { field: 'amount', order: 'DESC' }, offset: 0, limit: 10, where: [] });
    expect(page.rows.map((row) => row.amount)).toEqual([12, 3.5]);
    const back = await store.resources.open(memo([{ source: 'title', type: 'text', unique: true }, { source: 'amount', type: 'text' }, { source: 'done', type: 'boolean' }]));
    expect(await back.get(first.id)).toMatchObject({ amount: '12', done: true });
  });

  it('refuses a type change a value does not take, and changes nothing', async () => {
    const { first } = await seed();
    const records = await store.resources.open(original);
    const bad = await records.insert({ title: 'bad', amount: 'abc' });
    const numbers = memo([{ source: 'title', type: 'text', unique: true }, { source: 'amount', type: 'number' }, { source: 'done', type: 'boolean' }, { source: 'note', type: 'text' }]);
    const plan = await store.resources.plan(numbers);
    expect(plan.refused).toBe(true);
    expect(plan.changes).toContainEqual({ action: 'refused', field: 'amount', from: 'text', to: 'number', failing: 1, firstIds: [String(bad.id)] });
    const refusal = await store.resources.open(numbers).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(FileChangeRefusedError);
    expect((refusal as Error).message).toMatch(/fields\.amount: 1 stored value cannot be converted from text to number \(first ids: \d+\)/);
    // The previous file still works: its values and types, and a write of the old type.
    const still = await store.resources.open(original);
    expect(await still.get(first.id)).toMatchObject({ amount: '12' });
    expect(await still.update(first.id, { amount: 'twelve' })).toMatchObject({ amount: 'twelve' });
    expect((await store.resources.plan(original)).changes).toEqual([]);
  });

  it('keeps a removed field with its values, brings them back, and prunes them on demand', async () => {
    const { first } = await seed();
    const without = memo([{ source: 'title', type: 'text', unique: true }, { source: 'done', type: 'boolean' }]);
    const records = await store.resources.open(without);
    expect(await records.get(first.id)).not.toHaveProperty('amount');
    await records.update(first.id, { title: 'one, edited' });
    expect((await store.resources.plan(without)).changes).toEqual([{ action: 'kept', field: 'amount', values: 3 }]);
    expect(await (await store.resources.open(original)).get(first.id)).toMatchObject({ title: 'one, edited', amount: '12' });

    await store.resources.open(without);
    expect(await store.resources.prune('memoChange', 'amount')).toBe(3);
    expect(await store.resources.prune('memoChange', 'amount')).toBeUndefined();
    expect((await store.resources.plan(without)).changes).toEqual([]);
    expect(await (await store.resources.open(original)).get(first.id)).toMatchObject({ title: 'one, edited', amount: null });
  });

  it('keeps a removed field\'s value with its record through the trash and back', async () => {
    const { first } = await seed();
    const without = memo([{ source: 'title', type: 'text', unique: true }, { source: 'done', type: 'boolean' }]);
    await store.resources.open(without);
    const trash = await store.resources.trash(without);
    expect(await trash.moveIn(first.id)).not.toHaveProperty('amount');
    expect((await store.resources.plan(without)).changes).toEqual([{ action: 'kept', field: 'amount', values: 3 }]);
    expect(await trash.restore(first.id, {})).not.toHaveProperty('amount');
    expect(await (await store.resources.open(original)).get(first.id)).toMatchObject({ title: 'one', amount: '12' });
  });
});

describe.each(STORE_KINDS.filter((kind) => kind !== 'memory'))('two servers on one %s database', (kind) => {
  let opened: TestStore;
  let other: Store;

  beforeAll(async () => {
    opened = await createTestStore(kind);
    other = await createSqlStore(openDatabase(opened.location!.target), { passwords: TEST_PASSWORDS });
  });
  afterAll(async () => {
    await other?.close();
    await opened.dispose();
  });

  it('rename once when both see the file change at once, and both serve the new name', async () => {
    const first = await (await opened.store.resources.open(original)).insert({ title: 'shared', amount: '1' });
    await other.resources.open(original);
    const renamed = memo([{ source: 'heading', type: 'text', unique: true, renamedFrom: 'title' }, { source: 'amount', type: 'number' }, { source: 'done', type: 'boolean' }]);
    // PostgreSQL: both at once, under the schema lock. SQLite: one after the other, since two
    // connections of one process would wait for each other's lock synchronously (two processes queue).
    const [mine, theirs] =
      kind === 'postgres'
        ? await Promise.all([opened.store.resources.open(renamed), other.resources.open(renamed)])
        : [await opened.store.resources.open(renamed), await other.resources.open(renamed)];
    expect(await mine.get(first.id)).toMatchObject({ heading: 'shared', amount: 1 });
    expect(await theirs.get(first.id)).toMatchObject({ heading: 'shared', amount: 1 });
    const written = await theirs.insert({ heading: 'by the other', amount: 2 });
    expect(await mine.get(written.id)).toMatchObject({ heading: 'by the other', amount: 2 });
  });
});
