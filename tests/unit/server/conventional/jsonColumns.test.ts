// @vitest-environment node
/**
 * The rich field types in every store: JSON values (lists, objects, any JSON) stored as one
 * value (SQLite JSON text, PostgreSQL jsonb) and read back as the same value; lists filtered by an
 * item they hold; ids taken out of lists.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { columnsOf } from '../../../../server/resources/columns';
import type { StoreKind } from '../../../../server/storage/storeTypes';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { createTestStore, STORE_KINDS, type TestStore } from '../../storage/stores';
import { campaign, fullCampaign } from './richTypes';
import { bare } from './systemFields';

const query = { sort: { field: 'id', order: 'ASC' as const }, offset: 0, limit: 25, where: [] };

const stored = { ...fullCampaign, colour: '#1e88e5', cover: null, gallery: ['/api/upload/files/0123456789abcdef01234567'], attachment: null, contacts: [3, 5] };

describe('json columns', () => {
  it('serve every new type by convention, and refuse unique on a json value', () => {
    const { columns, problems } = columnsOf(campaign);
    expect(problems).toEqual([]);
    expect(Object.fromEntries(columns.map((column) => [column.source, column.kind]))).toMatchObject({
      day: 'text', at: 'text', colour: 'text', notes: 'text', body: 'text', cover: 'text', attachment: 'text',
      active: 'boolean', volume: 'number', stars: 'number',
      period: 'json', channels: 'json', labels: 'json', meta: 'json', gallery: 'json', address: 'json', steps: 'json', contacts: 'json',
    });
    const unique = { ...campaign, fields: [...campaign.fields, { source: 'codes', type: 'tags', unique: true }] } as ResourceSchema;
    expect(columnsOf(unique).problems).toEqual(['fields.codes: a tags (one JSON value) cannot be unique']);
  });
});

describe.each(STORE_KINDS)('json columns on %s', (kind: StoreKind) => {
  let opened: TestStore | undefined;
  afterEach(async () => {
    await opened?.dispose();
    opened = undefined;
  });
  const open = async () => {
    opened = await createTestStore(kind);
    return opened.store.resources.open(campaign);
  };

  it('store each value of every type and read back the same JSON value', async () => {
    const records = await open();
    const first = await records.insert(stored);
    expect(bare(first)).toEqual({ id: 1, ...stored });
    expect(bare(await records.get(1))).toEqual({ id: 1, ...stored });
    // A json field holds any JSON value: a bare string or number too.
    const scalarJson = await records.insert({ title: 'x', meta: 'just text', steps: [] });
    expect(await records.get(scalarJson.id)).toMatchObject({ meta: 'just text', steps: [] });
    const updated = await records.update(1, { meta: [1, [2, { three: 3 }]], address: null });
    expect(updated).toMatchObject({ meta: [1, [2, { three: 3 }]], address: null, steps: stored.steps });
    const page = await records.page(query);
    expect(bare(page.rows[0])).toEqual({ id: 1, ...stored, meta: [1, [2, { three: 3 }]], address: null });
  });

  it('answer copies: changing an answered list does not change the stored one', async () => {
    const records = await open();
    const row = await records.insert(stored);
    (row.labels as string[]).push('mutated');
    expect((await records.get(row.id))?.labels).toEqual(['vip', 'beta']);
  });

  it('filter lists by an item they hold, a tag by text, and a date by range', async () => {
    const records = await open();
    await records.insert({ title: 'a', channels: ['sms'], labels: ['Gold', 'beta'], contacts: [1, 2], day: '2026-01-10' });
    await records.insert({ title: 'b', channels: ['email', 'push'], labels: ['silver'], contacts: [2], day: '2026-02-10' });
    await records.insert({ title: 'c', channels: [], labels: [], contacts: [], day: '2026-03-10' });
    const ids = async (where: Parameters<typeof records.page>[0]['where']) => (await records.page({ ...query, where })).rows.map((row) => row.title);
    expect(await ids([{ op: 'has', source: 'channels', values: ['push'] }])).toEqual(['b']);
    expect(await ids([{ op: 'has', source: 'channels', values: ['sms', 'email'] }])).toEqual(['a', 'b']);
    expect(await ids([{ op: 'has', source: 'contacts', values: [2] }])).toEqual(['a', 'b']);
    expect(await ids([{ op: 'has', source: 'contacts', values: [1] }])).toEqual(['a']);
    expect(await ids([{ op: 'contains', sources: ['labels'], text: 'gol' }])).toEqual(['a']);
    // The JSON text's quotes and commas are not searched: only the tags.
    expect(await ids([{ op: 'contains', sources: ['labels'], text: '","' }])).toEqual([]);
    expect(await ids([{ op: 'gte', source: 'day', value: '2026-02-01' }, { op: 'lte', source: 'day', value: '2026-02-28' }])).toEqual(['b']);
  });

  it('count and take an id out of a list (onDelete of references)', async () => {
    const records = await open();
    await records.insert({ title: 'a', contacts: [1, 2, 3] });
    await records.insert({ title: 'b', contacts: [2] });
    await records.insert({ title: 'c', contacts: [3] });
    expect(await records.countHolding('contacts', 2)).toBe(2);
    expect(await records.pullFrom('contacts', 2)).toBe(2);
    expect((await records.page(query)).rows.map((row) => row.contacts)).toEqual([[1, 3], [], [3]]);
    expect(await records.countHolding('contacts', 2)).toBe(0);
  });
});

describe.each(STORE_KINDS.filter((kind) => kind !== 'memory'))('json columns added to a table on %s', (kind) => {
  it('a file that gains a json field gets its column, holding JSON', async () => {
    const opened = await createTestStore(kind);
    try {
      const small = { ...campaign, fields: campaign.fields.filter((field) => field.source === 'id' || field.source === 'title') } as ResourceSchema;
      await (await opened.store.resources.open(small)).insert({ title: 'before' });
      const grown = await opened.store.resources.open(campaign);
      expect(await grown.get(1)).toMatchObject({ title: 'before', steps: null });
      expect(await grown.update(1, { steps: [{ delay: 5 }], labels: ['x'] })).toMatchObject({ steps: [{ delay: 5 }], labels: ['x'] });
    } finally {
      await opened.dispose();
    }
  });
});
