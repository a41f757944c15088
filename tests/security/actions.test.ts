// @vitest-environment node
/**
 * `update` actions run by the server, with every rule it holds on an edit: the action's roles, its
 * visibleWhen on the stored record, the user's edit rights on the fields it sets, their rules and
 * conditions, the owner rule and the version the client read; bulk placement all or nothing; an
 * unknown action refused by name. Real requests as editor, visitor and admin; every refusal is
 * followed by a read showing nothing was stored, every run by the audit entry it leaves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResourceFile } from '../../src/kernel/format/parse';
import type { ResourceSchema } from '../../src/kernel/types';
import { setupTarget, type Answer } from './target';

const claim = {
  name: 'claim',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'title', type: 'text', required: true },
    { source: 'status', type: 'select', defaultValue: 'draft', choices: [{ id: 'draft', name: 'Draft' }, { id: 'approved', name: 'Approved' }, { id: 'paid', name: 'Paid' }] },
    { source: 'amount', type: 'number', min: 0, max: 1000, disabledWhen: { field: 'status', equals: 'paid' } },
    { source: 'reviewed', type: 'boolean', roles: { edit: ['admin'] } },
  ],
  actions: [
    { name: 'approve', label: 'Approve', placement: 'row', visibleWhen: { field: 'status', equals: 'draft' }, effect: { kind: 'update', set: { status: 'approved' } } },
    { name: 'pay', label: 'Pay', placement: 'bulk', roles: ['admin'], visibleWhen: { field: 'status', equals: 'approved' }, effect: { kind: 'update', set: { status: 'paid' } } },
    { name: 'review', label: 'Reviewed', placement: 'row', effect: { kind: 'update', set: { reviewed: true } } },
    { name: 'zero', label: 'Zero', placement: 'bulk', effect: { kind: 'update', set: { amount: 0 } } },
    { name: 'open', label: 'Open', placement: 'row', effect: { kind: 'link', to: '/claim/{id}' } },
  ],
};

function parsed(json: unknown): ResourceSchema {
  const result = parseResourceFile(json, 'claim.json');
  if (!result.schema) throw new Error(JSON.stringify(result.problems));
  return result.schema;
}

const target = setupTarget({ resources: [parsed(claim)] });

type Row = Record<string, unknown> & { id: number; _version: number };
let admin = '';
let editor = '';
let visitor = '';

beforeAll(async () => {
  admin = await target.login('admin');
  editor = await target.login('editor');
  visitor = await target.login('visitor');
});

const post = <T = unknown>(path: string, token: string, body: unknown = {}) => target.call<T>(path, { method: 'POST', token, body });
const read = async (id: number): Promise<Row> => (await target.call<Row>(`/claim/${id}`, { token: admin })).data;
const ok = <T>(answer: Answer<T>): T => {
  expect(answer.code, answer.message).toBe('00000');
  return answer.data;
};
const make = async (title: string, amount = 10): Promise<Row> => ok(await post<Row>('/claim', admin, { title, amount }));

describe('an update action on one record', () => {
  it('sets its values, answers the ids it changed, and leaves an audit entry naming who and what', async () => {
    const row = await make('To approve');
    expect(ok(await post(`/claim/${row.id}/_actions/approve`, editor, { _version: row._version }))).toEqual({ updated: [row.id], refused: [] });
    expect(await read(row.id)).toMatchObject({ status: 'approved', _version: row._version + 1 });
    const history = ok(await target.call<Array<{ action: string; actorName: string; changes: Record<string, unknown> }>>(`/_history/claim/${row.id}`, { token: admin }));
    expect(history[0]).toMatchObject({ action: 'update', actorName: 'editor', changes: { status: { before: 'draft', after: 'approved' } } });
  });

  it("refuses a record its visibleWhen does not match, and a stale version with 409, storing nothing", async () => {
    const row = await make('Approved already');
    ok(await post(`/claim/${row.id}/_actions/approve`, admin));
    const approved = await read(row.id);
    expect(await post(`/claim/${row.id}/_actions/approve`, admin)).toMatchObject({ code: '40001', message: expect.stringContaining("The action 'approve' does not apply to this record") });
    const fresh = await make('Stale');
    expect(await post(`/claim/${fresh.id}/_actions/approve`, editor, { _version: fresh._version + 5 })).toMatchObject({ status: 409 });
    expect(await read(fresh.id)).toMatchObject({ status: 'draft', _version: fresh._version });
    expect(await read(row.id)).toEqual(approved);
  });

  it("refuses a role the action or a field it sets does not allow (40300), and a visitor outright", async () => {
    const row = await make('Guarded');
    expect(await post(`/claim/${row.id}/_actions/review`, editor)).toMatchObject({ status: 403, code: '40300', message: expect.stringContaining('reviewed') });
    expect(await post(`/claim/_actions/pay`, editor, { ids: [row.id] })).toMatchObject({ status: 403, code: '40300' });
    expect((await post(`/claim/${row.id}/_actions/approve`, visitor)).status).toBe(403);
    expect(await read(row.id)).toMatchObject({ status: 'draft', reviewed: null });
    expect(ok(await post(`/claim/${row.id}/_actions/review`, admin))).toEqual({ updated: [row.id], refused: [] });
  });

  it('refuses an unknown action by name, an action the console runs, a body it does not take, and a missing record', async () => {
    const row = await make('Named');
    expect(await post(`/claim/${row.id}/_actions/explode`, admin)).toMatchObject({ code: '40400', message: "claim has no action named 'explode'" });
    expect(await post(`/claim/${row.id}/_actions/open`, admin)).toMatchObject({ code: '40001', message: expect.stringContaining('runs in the console') });
    expect(await post(`/claim/${row.id}/_actions/approve`, admin, { status: 'paid' })).toMatchObject({ code: '40001', message: expect.stringContaining('status is not part of an action') });
    expect(await post('/claim/999999/_actions/approve', admin)).toMatchObject({ code: '40400' });
    expect(await read(row.id)).toMatchObject({ status: 'draft' });
  });
});

describe('an update action on selected records', () => {
  it('changes every record or none, naming each refused one', async () => {
    const [a, b, c] = [await make('Pay A'), await make('Pay B'), await make('Pay C')];
    for (const row of [a, b]) ok(await post(`/claim/${row.id}/_actions/approve`, admin));
    // c is still a draft: its condition refuses the batch.
    const refused = await post<{ updated: number[]; refused: Array<{ row: number; message: string }> }>('/claim/_actions/pay', admin, { ids: [a.id, b.id, c.id] });
    expect(refused.code).toBe('40001');
    expect(refused.data.refused.map((row) => row.row)).toEqual([c.id]);
    expect((await Promise.all([a, b, c].map((row) => read(row.id)))).map((row) => row.status)).toEqual(['approved', 'approved', 'draft']);
    expect(ok(await post('/claim/_actions/pay', admin, { ids: [a.id, b.id] }))).toEqual({ updated: [a.id, b.id], refused: [] });
    expect((await read(a.id)).status).toBe('paid');
  });

  it("holds the fields' rules and conditions: a paid claim's amount stays", async () => {
    const [paid, open] = [await make('Paid'), await make('Open', 40)];
    ok(await post(`/claim/${paid.id}/_actions/approve`, admin));
    ok(await post('/claim/_actions/pay', admin, { ids: [paid.id] }));
    const answer = await post<{ refused: Array<{ row: number }> }>('/claim/_actions/zero', editor, { ids: [open.id, paid.id] });
    expect(answer.code).toBe('40001');
    expect(answer.data.refused.map((row) => row.row)).toEqual([paid.id]);
    expect((await read(open.id)).amount).toBe(40);
    expect(await post('/claim/_actions/approve', admin, { ids: [open.id] })).toMatchObject({ code: '40001', message: expect.stringContaining('runs on one record') });
    expect(await post('/claim/_actions/zero', admin, { ids: ['1'] })).toMatchObject({ code: '40001' });
  });
});
