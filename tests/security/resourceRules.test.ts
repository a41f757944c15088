// @vitest-environment node
/**
 * Every rule a resource file states holds on the server, tried with real requests as
 * admin, editor and visitor on the store TEST_STORE names: field roles (view, edit), create/edit
 * rules, roles per operation, rows a user owns, references (on write and on delete), defaults,
 * unique without case, rules across fields, unknown keys and mistyped values. Nothing refused
 * leaves a trace: the records are read back after each refusal.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseResourceFile } from '../../src/kernel/format/parse';
import type { ResourceSchema } from '../../src/kernel/types';
import { setupTarget, type Answer } from './target';

const userRef = { resource: 'userOption', optionText: 'userName' };

/** Files as a developer writes them: parsed by the console's own reader. */
const FILES = {
  campaign: {
    name: 'campaign',
    roles: ['admin', 'editor'],
    access: { delete: ['admin'], create: ['admin', 'editor'], export: ['admin'] },
    fields: [
      { source: 'id', type: 'number', create: false, edit: false },
      { source: 'title', type: 'text', required: true, maxLength: 40, unique: { ignoreCase: true } },
      { source: 'budget', type: 'number', min: 0, max: 100000, defaultValue: 10, roles: { edit: ['admin'] } },
      { source: 'secretNote', type: 'text', roles: { view: ['admin'], edit: ['admin'] } },
      { source: 'managerId', type: 'reference', reference: userRef },
      { source: 'code', type: 'text', edit: 'readonly' },
      { source: 'stamp', type: 'text', create: false },
      { source: 'dailyLimit', type: 'number', compare: [{ op: 'lte', field: 'budget', message: 'The daily limit cannot exceed the budget' }] },
      { source: 'status', type: 'select', defaultValue: 'draft', choices: [{ id: 'draft', name: 'Draft' }, { id: 'live', name: 'Live' }] },
    ],
  },
  step: {
    name: 'step',
    roles: ['admin', 'editor'],
    fields: [
      { source: 'name', type: 'text', required: true },
      { source: 'campaignId', type: 'reference', reference: { resource: 'campaign', optionText: 'title' } },
    ],
  },
  remark: {
    name: 'remark',
    roles: ['admin', 'editor'],
    fields: [
      { source: 'text', type: 'text' },
      { source: 'campaignId', type: 'reference', reference: { resource: 'campaign', optionText: 'title', onDelete: 'setNull' } },
    ],
  },
  ticket: {
    name: 'ticket',
    roles: ['admin', 'editor'],
    owner: { field: 'ownerId' },
    fields: [
      { source: 'subject', type: 'text', required: true },
      { source: 'ownerId', type: 'reference', create: false, edit: false, reference: userRef },
    ],
  },
  diary: {
    name: 'diary',
    roles: ['admin', 'editor'],
    owner: { field: 'authorId', read: true },
    access: { read: ['editor'] },
    fields: [
      { source: 'entry', type: 'text', required: true },
      { source: 'authorId', type: 'number', create: false, edit: false },
    ],
  },
};

function parsed(json: unknown, file: string): ResourceSchema {
  const result = parseResourceFile(json, file);
  if (!result.schema) throw new Error(`${file}: ${JSON.stringify(result.problems)}`);
  return result.schema;
}

const target = setupTarget({ resources: Object.entries(FILES).map(([name, json]) => parsed(json, `${name}.json`)) });

type Row = Record<string, unknown> & { id: number };
let admin = '';
let editor = '';
let visitor = '';
let editorId = 0;

beforeAll(async () => {
  admin = await target.login('admin');
  editor = await target.login('editor');
  visitor = await target.login('visitor');
  const users = await target.call<Array<{ id: number; userName: string }>>('/user/option-list', { token: admin });
  editorId = users.data.find((user) => user.userName === 'editor')?.id ?? 0;
});

const post = (path: string, token: string, body: unknown) => target.call<Row>(path, { method: 'POST', token, body });
const put = (path: string, token: string, body: unknown) => target.call<Row>(path, { method: 'PUT', token, body });
const rows = async (path: string, token = admin, filter?: object): Promise<Row[]> =>
  (await target.call<Row[]>(path, { token, query: { range: '[0,999]', ...(filter ? { filter: JSON.stringify(filter) } : {}) } })).data;
const ok = <T>(answer: Answer<T>): T => {
  expect(answer.code, answer.message).toBe('00000');
  return answer.data;
};

describe('field roles: view', () => {
  it('leaves a field out of every answer to a role that may not view it, and refuses filtering and sorting on it', async () => {
    const created = ok(await post('/campaign', admin, { title: 'Alpha', secretNote: 'margin 40%' }));
    expect(created.secretNote).toBe('margin 40%');
    const byEditor = ok(await post('/campaign', editor, { title: 'Beta' }));
    expect(byEditor).not.toHaveProperty('secretNote');
    for (const row of await rows('/campaign', editor)) expect(row).not.toHaveProperty('secretNote');
    expect(ok(await target.call<Row>(`/campaign/${created.id}`, { token: editor }))).not.toHaveProperty('secretNote');
    expect(ok(await put(`/campaign/${created.id}`, editor, { status: 'live' }))).not.toHaveProperty('secretNote');
    expect((await rows('/campaign', admin)).find((row) => row.id === created.id)?.secretNote).toBe('margin 40%');

    expect(await target.call('/campaign', { token: editor, query: { filter: '{"secretNote":"margin"}' } })).toMatchObject({ code: '40001' });
    expect(await target.call('/campaign', { token: editor, query: { sort: '["secretNote","ASC"]' } })).toMatchObject({ code: '40001' });
    // The quick search does not look into it either (no oracle on its content).
    expect(await rows('/campaign', editor, { q: 'margin' })).toEqual([]);
    expect((await rows('/campaign', admin, { q: 'margin' })).map((row) => row.id)).toEqual([created.id]);
  });
});

describe('field roles: edit, create: false, edit readonly', () => {
  it('refuses setting or changing a field without the right, naming it, and writes nothing', async () => {
    const before = await rows('/campaign');
    expect(await post('/campaign', editor, { title: 'Gamma', budget: 99999 })).toMatchObject({ status: 403, code: '40300', message: expect.stringContaining('budget') });
    expect(await post('/campaign', editor, { title: 'Gamma', secretNote: 'x' })).toMatchObject({ status: 403, code: '40300', message: expect.stringContaining('secretNote') });
    expect(await post('/campaign', admin, { title: 'Gamma', stamp: 'now' })).toMatchObject({ code: '40001', message: 'stamp cannot be set on a new record' });
    expect(await rows('/campaign')).toEqual(before);

    const record = ok(await post('/campaign', admin, { title: 'Delta', budget: 500, code: 'D-1', secretNote: 'keep' }));
    expect(await put(`/campaign/${record.id}`, editor, { budget: 1 })).toMatchObject({ status: 403, code: '40300', message: expect.stringContaining('budget') });
    expect(await put(`/campaign/${record.id}`, editor, { secretNote: 'overwritten' })).toMatchObject({ status: 403, code: '40300' });
    expect(await put(`/campaign/${record.id}`, admin, { code: 'D-2' })).toMatchObject({ code: '40001', message: 'code cannot be changed' });
    const stored = (await rows('/campaign')).find((row) => row.id === record.id);
    expect(stored).toMatchObject({ budget: 500, code: 'D-1', secretNote: 'keep' });

    // What react-admin sends back: the record as loaded, with the changed field. Accepted.
    const loaded = ok(await target.call<Row>(`/campaign/${record.id}`, { token: editor }));
    const saved = ok(await put(`/campaign/${record.id}`, editor, { ...loaded, title: 'Delta 2' }));
    expect(saved).toMatchObject({ title: 'Delta 2', budget: 500, code: 'D-1' });
    expect((await rows('/campaign')).find((row) => row.id === record.id)).toMatchObject({ secretNote: 'keep', title: 'Delta 2' });
    expect(ok(await put(`/campaign/${record.id}`, admin, { budget: 700, stamp: 'checked' }))).toMatchObject({ budget: 700, stamp: 'checked' });
  });
});

describe('roles per operation', () => {
  it('lets only the listed roles read, create, update, delete', async () => {
    const record = ok(await post('/campaign', editor, { title: 'Epsilon' }));
    expect(await target.call(`/campaign/${record.id}`, { method: 'DELETE', token: editor })).toMatchObject({ status: 403, code: '40300', message: expect.stringContaining('admin') });
    expect((await rows('/campaign')).some((row) => row.id === record.id)).toBe(true);
    for (const [method, path] of [['GET', '/campaign'], ['POST', '/campaign'], ['GET', `/campaign/${record.id}`], ['DELETE', `/campaign/${record.id}`]] as const) {
      expect(await target.call(path, { method, token: visitor, body: method === 'POST' ? { title: 'V' } : undefined })).toMatchObject({ status: 403, code: '40300' });
    }
    expect(ok(await target.call<Row>(`/campaign/${record.id}`, { method: 'DELETE', token: admin })).id).toBe(record.id);
  });

  it('lets only the listed roles export: a list read with export=1, which may span more rows than a page', async () => {
    const exportQuery = { range: '[0,4999]', export: '1' };
    expect(await target.call('/campaign', { token: editor, query: exportQuery })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/campaign', { token: editor, query: { range: '[0,4999]' } })).toMatchObject({ code: '40001', message: expect.stringContaining('at most 1000 rows') });
    const exported = ok(await target.call<Row[]>('/campaign', { token: admin, query: exportQuery }));
    expect(exported.length).toBe((await rows('/campaign')).length);
    expect(await target.call('/campaign', { token: admin, query: { range: '[0,10000]', export: '1' } })).toMatchObject({ code: '40001', message: 'range may span at most 10000 rows' });
  });
});

describe('rows a user owns', () => {
  it('fills the owner on create, refuses a client value, and lets only the owner or an admin change or delete', async () => {
    expect(await post('/ticket', editor, { subject: 'Forged', ownerId: 1 })).toMatchObject({ code: '40001', message: 'ownerId is filled by the server and cannot be set' });
    const mine = ok(await post('/ticket', editor, { subject: 'Mine' }));
    expect(mine.ownerId).toBe(editorId);
    const admins = ok(await post('/ticket', admin, { subject: 'Admin' }));
    expect(admins.ownerId).not.toBe(editorId);

    expect(await put(`/ticket/${admins.id}`, editor, { subject: 'Taken over' })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call(`/ticket/${admins.id}`, { method: 'DELETE', token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await put(`/ticket/${mine.id}`, editor, { ownerId: 1 })).toMatchObject({ code: '40001', message: expect.stringContaining('ownerId') });
    expect(ok(await put(`/ticket/${mine.id}`, editor, { subject: 'Mine, edited' }))).toMatchObject({ subject: 'Mine, edited', ownerId: editorId });
    expect(ok(await put(`/ticket/${mine.id}`, admin, { subject: 'Seen by admin' }))).toMatchObject({ ownerId: editorId });
    expect((await rows('/ticket')).find((row) => row.id === admins.id)).toMatchObject({ subject: 'Admin' });
  });

  it('with owner.read, a user lists and reads only their own records; admins all', async () => {
    const mine = ok(await post('/diary', editor, { entry: 'editor wrote' }));
    const admins = ok(await post('/diary', admin, { entry: 'admin wrote' }));
    expect((await rows('/diary', editor)).map((row) => row.id)).toEqual([mine.id]);
    expect(await target.call(`/diary/${admins.id}`, { token: editor })).toMatchObject({ code: '40400' });
    expect((await rows('/diary', admin)).map((row) => row.id).sort()).toEqual([mine.id, admins.id].sort());
  });
});

describe('references', () => {
  it('refuses a value naming no record, with the field named', async () => {
    expect(await post('/campaign', admin, { title: 'Zeta', managerId: 987654 })).toMatchObject({ code: '40001', message: 'managerId names no userOption record with id 987654' });
    expect(ok(await post('/campaign', admin, { title: 'Zeta', managerId: editorId })).managerId).toBe(editorId);
    expect(await post('/step', admin, { name: 'orphan', campaignId: 987654 })).toMatchObject({ code: '40001', message: expect.stringContaining('campaignId') });
    expect(await rows('/step')).toEqual([]);
  });

  it('refuses deleting a record others refer to, saying what refers to it; setNull empties the referrers', async () => {
    const campaign = ok(await post('/campaign', admin, { title: 'Eta' }));
    const step = ok(await post('/step', admin, { name: 'first', campaignId: campaign.id }));
    const remark = ok(await post('/remark', admin, { text: 'note', campaignId: campaign.id }));
    expect(await target.call(`/campaign/${campaign.id}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '40001', message: expect.stringMatching(/1 step record \(field campaignId\)/) });
    expect((await rows('/campaign')).some((row) => row.id === campaign.id)).toBe(true);
    ok(await target.call(`/step/${step.id}`, { method: 'DELETE', token: admin }));
    ok(await target.call(`/campaign/${campaign.id}`, { method: 'DELETE', token: admin }));
    expect(ok(await target.call<Row>(`/remark/${remark.id}`, { token: admin })).campaignId).toBeNull();
  });

  it('refuses deleting a user a record refers to, until that record lets go', async () => {
    ok(await target.call('/user/addUser', { method: 'POST', token: admin, body: { userName: 'manager1', password: '123456' } }));
    const users = ok(await target.call<Array<{ id: number; userName: string }>>('/user/option-list', { token: admin }));
    const managerId = users.find((user) => user.userName === 'manager1')?.id ?? 0;
    const campaign = ok(await post('/campaign', admin, { title: 'Managed', managerId }));
    expect(await target.call(`/user/role/${managerId}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '40001', message: expect.stringMatching(/1 campaign record \(field managerId\)/) });
    expect((await target.call<Array<{ id: number }>>('/user/option-list', { token: admin })).data.some((user) => user.id === managerId)).toBe(true);
    ok(await put(`/campaign/${campaign.id}`, admin, { managerId: null }));
    expect((await target.call(`/user/role/${managerId}`, { method: 'DELETE', token: admin })).code).toBe('00000');
  });
});

describe('defaults, unique, rules across fields', () => {
  it('applies defaultValue when a create omits the field', async () => {
    expect(ok(await post('/campaign', admin, { title: 'Theta' }))).toMatchObject({ budget: 10, status: 'draft' });
  });

  it('holds unique without case and surrounding spaces, also for two simultaneous creates', async () => {
    ok(await post('/campaign', admin, { title: 'Spring Sale' }));
    expect(await post('/campaign', admin, { title: '  spring sale ' })).toMatchObject({ code: '40001', message: 'title already exists' });
    const both = await Promise.all([post('/campaign', admin, { title: 'Autumn' }), post('/campaign', admin, { title: 'AUTUMN' })]);
    expect(both.map((answer) => answer.code).sort()).toEqual(['00000', '40001']);
    expect((await rows('/campaign')).filter((row) => String(row.title).toLowerCase() === 'autumn')).toHaveLength(1);
  });

  it('checks a rule across fields with its message', async () => {
    expect(await post('/campaign', admin, { title: 'Iota', budget: 100, dailyLimit: 500 })).toMatchObject({ code: '40001', message: 'dailyLimit: The daily limit cannot exceed the budget' });
    const record = ok(await post('/campaign', admin, { title: 'Iota', budget: 100, dailyLimit: 50 }));
    expect(await put(`/campaign/${record.id}`, admin, { budget: 20 })).toMatchObject({ code: '40001', message: 'dailyLimit: The daily limit cannot exceed the budget' });
  });
});

describe('unknown keys and hidden coercions', () => {
  it('refuses keys that name no field, by name, prototype keys included', async () => {
    const before = await rows('/campaign');
    expect(await post('/campaign', admin, { title: 'Kappa', budgte: 5 })).toMatchObject({ code: '40001', message: 'budgte is not a field of this resource' });
    for (const key of ['__proto__', 'constructor']) {
      const answer = await target.call('/campaign', { method: 'POST', token: admin, body: `{"title":"Kappa","${key}":{"x":1}}`, type: 'application/json' });
      expect(answer).toMatchObject({ code: '40001', message: `${key} is not a field of this resource` });
    }
    expect(await rows('/campaign')).toEqual(before);
  });

  it('refuses a value in another JSON type than its field takes', async () => {
    expect(await post('/campaign', admin, { title: 'Lambda', budget: '300' })).toMatchObject({ code: '40001', message: 'budget: must be a number (not text)' });
    expect(await post('/campaign', admin, { title: 12345 })).toMatchObject({ code: '40001', message: 'title: must be text' });
    expect(await post('/campaign', admin, { title: 'Lambda', managerId: String(editorId) })).toMatchObject({ code: '40001' });
    expect(await post('/campaign', admin, { title: 'Lambda', status: 1 })).toMatchObject({ code: '40001' });
    expect((await rows('/campaign', admin, { title: 'Lambda' })).length).toBe(0);
  });
});
