// @vitest-environment node
/**
 * POST /api/<name>/_bulk on the store TEST_STORE names: all or nothing, each refused row named with
 * its field, field roles and edit rules (40300 as a single PUT), the owner rule, and the caps.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkEditAnswer } from '../../../../src/kernel/http/batch';
import { BULK_EDIT_MAX_ROWS } from '../../../../src/kernel/http/batch';
import { TEST_STORE } from '../../storage/stores';
import { batchApp, type BatchApp } from './batchFixtures';

type Row = Record<string, unknown> & { id: number };

let api: BatchApp;
let admin = '';
let editor = '';

beforeAll(async () => {
  api = await batchApp();
});
beforeEach(async () => {
  await api.opened.store.reset();
  admin = await api.login('admin');
  editor = await api.login('editor');
});
afterAll(async () => {
  await api.opened.dispose();
});

async function people(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await api.call<Row>('/person', { method: 'POST', token: admin, body: { email: `p${index}@x.io`, name: `P${index}`, age: 20 + index } });
    expect(created.code).toBe('00000');
    ids.push(created.data.id);
  }
  return ids;
}

const bulk = (body: unknown, token = admin, name = 'person') => api.call<BulkEditAnswer>(`/${name}/_bulk`, { method: 'POST', token, body });

describe(`bulk edit (${TEST_STORE})`, () => {
  it('sets the values on every row and answers their ids', async () => {
    const ids = await people(3);
    const answer = await bulk({ ids, values: { age: 44, level: 'high', active: true } });
    expect(answer).toMatchObject({ code: '00000', data: { updated: ids, refused: [] } });
    for (const id of ids) expect((await api.call<Row>(`/person/${id}`, { token: admin })).data).toMatchObject({ age: 44, level: 'high', active: true });
  });

  it('changes nothing when one row breaks a rule, naming the row and its field', async () => {
    const ids = await people(3);
    // The values clash with a record outside the batch: every row of the batch is named.
    await api.call('/person/' + ids[2], { method: 'PUT', token: admin, body: { badge: 'B-1' } });
    const clash = await bulk({ ids: ids.slice(0, 2), values: { badge: 'B-1' } });
    expect(clash.code).toBe('40001');
    expect(clash.data.updated).toEqual([]);
    expect(clash.data.refused.map(({ row }) => row)).toEqual(ids.slice(0, 2));
    expect(clash.data.refused[0].fields).toHaveProperty('badge');

    const bad = await bulk({ ids, values: { age: 151 } });
    expect(bad).toMatchObject({ code: '40001', data: { updated: [] } });
    expect(bad.data.refused).toHaveLength(3);
    expect(bad.data.refused[0]).toMatchObject({ row: ids[0], fields: { age: expect.stringContaining('150') } });
    expect(bad.message).toContain(`record ${ids[0]}`);
    for (const id of ids) expect((await api.call<Row>(`/person/${id}`, { token: admin })).data.age).not.toBe(151);
  });

  it('refuses one missing record and changes none of the others', async () => {
    const ids = await people(2);
    const answer = await bulk({ ids: [...ids, 9999], values: { age: 30 } });
    expect(answer.code).toBe('40001');
    expect(answer.data.refused).toEqual([{ row: 9999, message: 'No person record with this id' }]);
    expect((await api.call<Row>(`/person/${ids[0]}`, { token: admin })).data.age).toBe(20);
  });

  it('two rows set the same unique value: the second is named', async () => {
    const ids = await people(2);
    const answer = await bulk({ ids, values: { badge: 'same' } });
    expect(answer.code).toBe('40001');
    expect(answer.data.refused).toEqual([expect.objectContaining({ row: ids[1], fields: { badge: expect.any(String) } })]);
  });

  it('a field the role may not edit, or that is fixed after create, is 40300', async () => {
    const ids = await people(1);
    expect(await bulk({ ids, values: { salary: 5 } }, editor)).toMatchObject({ status: 403, code: '40300' });
    expect(await bulk({ ids, values: { code: 'x' } })).toMatchObject({ status: 403, code: '40300' });
    expect(await bulk({ ids, values: { nope: 1 } })).toMatchObject({ code: '40001', message: expect.stringContaining('nope') });
    expect(await bulk({ ids, values: { salary: 5 } })).toMatchObject({ code: '00000' });
  });

  it('holds the owner rule: an editor changes only their own records', async () => {
    const mine = await api.call<Row>('/note', { method: 'POST', token: editor, body: { title: 'mine' } });
    const theirs = await api.call<Row>('/note', { method: 'POST', token: admin, body: { title: 'theirs' } });
    const refused = await bulk({ ids: [mine.data.id, theirs.data.id], values: { title: 'new' } }, editor, 'note');
    expect(refused.code).toBe('40001');
    expect(refused.data.refused).toEqual([expect.objectContaining({ row: theirs.data.id, message: expect.stringContaining('No permission') })]);
    expect((await api.call<Row>(`/note/${mine.data.id}`, { token: editor })).data.title).toBe('mine');
    expect(await bulk({ ids: [mine.data.id], values: { title: 'new' } }, editor, 'note')).toMatchObject({ code: '00000' });
    expect(await bulk({ ids: [mine.data.id], values: { ownerId: 1 } }, admin, 'note')).toMatchObject({ code: '40300' });
  });

  it('needs bulkEdit in the file and access.update', async () => {
    expect(await bulk({ ids: [1], values: { title: 'x' } }, admin, 'plain')).toMatchObject({ code: '40400', message: expect.stringContaining('no bulk edit') });
    expect(await bulk({ ids: [1], values: { title: 'x' } }, editor, 'entry')).toMatchObject({ status: 403, code: '40300' });
  });

  it('checks the request: ids whole and unique, at most the cap, values not empty', async () => {
    const ids = await people(1);
    expect((await bulk({ ids: [], values: { age: 1 } })).code).toBe('40001');
    expect((await bulk({ ids: [1.5], values: { age: 1 } })).code).toBe('40001');
    expect((await bulk({ ids: ['1'], values: { age: 1 } })).code).toBe('40001');
    expect((await bulk({ ids: [ids[0], ids[0]], values: { age: 1 } })).message).toContain('repeat');
    expect((await bulk({ ids, values: {} })).code).toBe('40001');
    expect((await bulk({ ids, values: { age: 1 }, extra: 1 })).code).toBe('40001');
    const tooMany = Array.from({ length: BULK_EDIT_MAX_ROWS + 1 }, (_, index) => index + 1);
    expect((await bulk({ ids: tooMany, values: { age: 1 } })).message).toContain(String(BULK_EDIT_MAX_ROWS));
  });
});
