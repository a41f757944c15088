// @vitest-environment node
/**
 * The conditions a resource file puts on its fields hold on the server, whatever sends the write:
 * - `disabledWhen`: a value does not change while the stored record matches (on create: while the
 *   record being created matches, a value other than the default is refused);
 * - `visibleWhen`: a hidden field is never stored unchecked: its value is cleared when the record
 *   is saved with the field hidden;
 * - a choice's own `visibleWhen` (read on the stored record, as the form reads it): a hidden choice
 *   is refused unless the record holds it already.
 * Tried with real requests as editor and admin, on PUT, POST, bulk edit and import; each refusal is
 * followed by a read that shows nothing was stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResourceFile } from '../../src/kernel/format/parse';
import type { ResourceSchema } from '../../src/kernel/types';
import { setupTarget, type Answer } from './target';

const claim = {
  name: 'claim',
  roles: ['admin', 'editor'],
  bulkEdit: true,
  import: true,
  fields: [
    { source: 'title', type: 'text', required: true },
    {
      source: 'status',
      type: 'select',
      defaultValue: 'draft',
      choices: [
        { id: 'draft', name: 'Draft' },
        { id: 'approved', name: 'Approved' },
        // Offered only on a record that is approved already.
        { id: 'paid', name: 'Paid', visibleWhen: { field: 'status', equals: 'approved' } },
      ],
    },
    { source: 'amount', type: 'number', min: 0, max: 10000, disabledWhen: { field: 'status', in: ['approved', 'paid'] } },
    { source: 'rated', type: 'boolean' },
    { source: 'score', type: 'number', min: 1, max: 5, visibleWhen: { field: 'rated', equals: true } },
  ],
};

function parsed(json: unknown): ResourceSchema {
  const result = parseResourceFile(json, 'claim.json');
  if (!result.schema) throw new Error(JSON.stringify(result.problems));
  return result.schema;
}

const target = setupTarget({ resources: [parsed(claim)] });

type Row = Record<string, unknown> & { id: number };
let admin = '';
let editor = '';

beforeAll(async () => {
  admin = await target.login('admin');
  editor = await target.login('editor');
});

const post = (path: string, token: string, body: unknown) => target.call<Row>(path, { method: 'POST', token, body });
const put = (path: string, token: string, body: unknown) => target.call<Row>(path, { method: 'PUT', token, body });
const read = async (id: number): Promise<Row> => (await target.call<Row>(`/claim/${id}`, { token: admin })).data;
const ok = <T>(answer: Answer<T>): T => {
  expect(answer.code, answer.message).toBe('00000');
  return answer.data;
};

/** A claim in the given state, made the way the console makes it (create, then approve). */
async function claimIn(status: 'draft' | 'approved' | 'paid', amount = 100): Promise<Row> {
  const created = ok(await post('/claim', admin, { title: `Claim ${status}`, amount }));
  if (status !== 'draft') ok(await put(`/claim/${created.id}`, admin, { status: 'approved' }));
  if (status === 'paid') ok(await put(`/claim/${created.id}`, admin, { status: 'paid' }));
  return read(created.id);
}

describe('disabledWhen', () => {
  it('refuses a changed value while the stored record matches, for editor and admin alike, and stores nothing', async () => {
    const approved = await claimIn('approved');
    for (const token of [editor, admin]) {
      const answer = await put(`/claim/${approved.id}`, token, { amount: 999 });
      expect(answer).toMatchObject({ code: '40001', message: 'amount cannot be changed while status is approved' });
    }
    // Leaving the condition in the same write does not open it: the stored record decides.
    expect(await put(`/claim/${approved.id}`, editor, { status: 'draft', amount: 999 })).toMatchObject({ code: '40001' });
    expect(await read(approved.id)).toMatchObject({ amount: 100, status: 'approved' });
  });

  it('accepts the record sent back unchanged, and a change once the stored record no longer matches', async () => {
    const approved = await claimIn('approved');
    ok(await put(`/claim/${approved.id}`, editor, { ...approved, title: 'Renamed' }));
    ok(await put(`/claim/${approved.id}`, editor, { status: 'draft' }));
    expect(ok(await put(`/claim/${approved.id}`, editor, { amount: 250 }))).toMatchObject({ amount: 250, title: 'Renamed' });
  });

  it('refuses on create a value other than the default while the new record matches', async () => {
    const before = (await target.call<Row[]>('/claim', { token: admin, query: { range: '[0,999]' } })).data.length;
    expect(await post('/claim', editor, { title: 'Born approved', status: 'approved', amount: 5 })).toMatchObject({ code: '40001', message: 'amount cannot be changed while status is approved' });
    expect((await target.call<Row[]>('/claim', { token: admin, query: { range: '[0,999]' } })).data).toHaveLength(before);
    expect(ok(await post('/claim', editor, { title: 'Born approved', status: 'approved' }))).toMatchObject({ status: 'approved', amount: null });
  });

  it('holds in a bulk edit and an import as in a single write: nothing of the batch is stored', async () => {
    const approved = await claimIn('approved');
    const draft = await claimIn('draft');
    const bulk = await post('/claim/_bulk', editor, { ids: [draft.id, approved.id], values: { amount: 1 } });
    expect(bulk).toMatchObject({ code: '40001' });
    expect(bulk.message).toContain(`record ${approved.id}`);
    expect(await read(draft.id)).toMatchObject({ amount: 100 });
    const count = async () => (await target.call<Row[]>('/claim', { token: admin, query: { range: '[0,999]', filter: '{"title":"Imported"}' } })).data.length;
    const imported = await post('/claim/_import', editor, { rows: [{ title: 'Imported', status: 'draft', amount: 3 }, { title: 'Imported', status: 'approved', amount: 3 }] });
    expect(imported).toMatchObject({ code: '40001' });
    expect(await count()).toBe(0);
  });
});

describe('visibleWhen', () => {
  it('never stores a hidden value unchecked: it is cleared, and checked once the field shows', async () => {
    for (const token of [editor, admin]) {
      const created = ok(await post('/claim', token, { title: 'Unrated', rated: false, score: 999 }));
      expect(created.score).toBeNull();
      expect((await read(created.id)).score).toBeNull();
      // Shown: its rules hold.
      expect(await put(`/claim/${created.id}`, token, { rated: true, score: 999 })).toMatchObject({ code: '40001', message: expect.stringContaining('score') });
      expect(ok(await put(`/claim/${created.id}`, token, { rated: true, score: 4 }))).toMatchObject({ score: 4 });
      // Hidden again by the same write: cleared, not kept stale.
      expect(ok(await put(`/claim/${created.id}`, token, { rated: false }))).toMatchObject({ score: null });
      expect((await read(created.id)).score).toBeNull();
    }
  });
});

describe("a choice's visibleWhen", () => {
  it('refuses a choice hidden on the stored record, and takes it where the record shows it', async () => {
    const draft = await claimIn('draft');
    for (const token of [editor, admin]) {
      expect(await put(`/claim/${draft.id}`, token, { status: 'paid' })).toMatchObject({ code: '40001', message: 'status cannot be paid on this record' });
    }
    expect(await post('/claim', editor, { title: 'Paid at once', status: 'paid' })).toMatchObject({ code: '40001' });
    expect((await read(draft.id)).status).toBe('draft');

    const approved = await claimIn('approved');
    expect(ok(await put(`/claim/${approved.id}`, editor, { status: 'paid' }))).toMatchObject({ status: 'paid' });
    // A record that holds the choice keeps it when sent back.
    ok(await put(`/claim/${approved.id}`, editor, { ...(await read(approved.id)), title: 'Paid claim' }));
  });
});
