import { describe, expect, it } from 'vitest';
import { optionRows, sampleRows, SAMPLE_COUNT } from '../../../src/pages/schemaLab/preview/sampleRows';
import { createSandbox } from '../../../src/pages/schemaLab/preview/sandbox';
import type { ResourceSchema } from '../../../src/kernel/types';

const schema: ResourceSchema = {
  name: 'blacklist',
  endpoints: { list: { method: 'GET', path: '/blacklist' }, create: { method: 'POST', path: '/blacklist' }, delete: { method: 'DELETE', path: '/blacklist/{id}' } },
  list: { kind: 'client' },
  fields: [
    { source: 'phone', label: 'Phone number', type: 'text', maxLength: 8 },
    { source: 'attempts', type: 'number', min: 3, max: 7 },
    { source: 'level', type: 'select', choices: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] },
    { source: 'createdAt', type: 'datetime' },
    { source: 'owner', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } },
  ],
};

describe('schema lab sample rows', () => {
  const rows = sampleRows(schema);

  it('makes 25 rows with ids', () => {
    expect(rows).toHaveLength(SAMPLE_COUNT);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: SAMPLE_COUNT }, (_, index) => index + 1));
  });

  it('keeps numbers within min and max, and spreads them', () => {
    const values = rows.map((row) => row.attempts as number);
    expect(values.every((value) => Number.isInteger(value) && value >= 3 && value <= 7)).toBe(true);
    expect(new Set(values).size).toBe(5);
  });

  it('cycles the choices and keeps text within maxLength', () => {
    expect(rows.slice(0, 4).map((row) => row.level)).toEqual(['a', 'b', 'c', 'a']);
    expect(rows.every((row) => typeof row.phone === 'string' && row.phone.length <= 8)).toBe(true);
    expect(rows[0]?.phone).toBe('Phone nu');
  });

  it('spreads the datetimes and points references at the option rows', () => {
    expect(new Set(rows.map((row) => row.createdAt)).size).toBe(SAMPLE_COUNT);
    expect(rows[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const users = new Set(optionRows('userOption', 'userName').map((user) => user.id));
    expect(rows.every((row) => users.has(row.owner as number))).toBe(true);
  });

  it('changes only the sandbox: create and delete act on the sample', async () => {
    const sandbox = createSandbox(schema);
    const before = await sandbox.provider.getList('blacklist', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(before.total).toBe(SAMPLE_COUNT);
    const created = await sandbox.provider.create('blacklist', { data: { phone: '123' } });
    expect(created.data.id).toBe(SAMPLE_COUNT + 1);
    await sandbox.provider.delete('blacklist', { id: 1 });
    const after = await sandbox.provider.getList('blacklist', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(after.total).toBe(SAMPLE_COUNT);
    expect(after.data.some((row) => row.id === 1)).toBe(false);
    expect((await sandbox.provider.getList('userOption', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(3);
  });

  it('gives every new type a sample, and option rows to every reference, many-to-many and nested ones too', async () => {
    const rich: ResourceSchema = {
      ...schema,
      name: 'campaign',
      fields: [
        { source: 'senders', type: 'references', reference: { resource: 'sendName', optionText: 'sendName' } },
        { source: 'channels', type: 'multiSelect', reference: { resource: 'channel', optionText: 'title' } },
        { source: 'steps', type: 'array', fields: [{ source: 'owner', type: 'reference', reference: { resource: 'userOption', optionText: 'userName' } }] },
        { source: 'period', type: 'dateRange' },
      ],
    };
    const [first] = sampleRows(rich);
    expect(first).toEqual({ id: 1, senders: [1, 2], channels: [1, 2], steps: [{ owner: 1 }, { owner: 2 }], period: ['2024-01-01', '2024-01-04'] });
    const sandbox = createSandbox(rich);
    const all = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    expect((await sandbox.provider.getList('sendName', all)).data[0]).toEqual({ id: 1, sendName: 'sendName 1' });
    expect((await sandbox.provider.getList('channel', all)).total).toBe(5);
    expect((await sandbox.provider.getList('userOption', all)).total).toBe(3);
  });
});
