// @vitest-environment node
/**
 * Permissions per role and resource (`/api/_permissions/{role}`), tried with real requests on the
 * store TEST_STORE names: the endpoint's own rules (admins, no token may change them, the admin role
 * stays whole, every problem keyed by its path, audited), then each kind of rule (fields, own rows,
 * condition rows, presets) on every path, as the role, as another role and as an API token with the
 * role. Nothing refused is stored (the store is read back) and no refused field is in any answer.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseResourceFile } from '../../src/kernel/format/parse';
import type { ResourcePermissions } from '../../src/kernel/access/rolePermissions';
import type { CreatedApiToken } from '../../src/kernel/http/apiTokens';
import type { ResourceSchema } from '../../src/kernel/types';
import { setupTarget, type CallOptions } from './target';

const FILES = {
  desk: {
    name: 'desk',
    roles: ['admin'],
    owner: { field: 'ownerId' },
    export: true,
    bulkEdit: true,
    import: true,
    fields: [
      { source: 'subject', type: 'text', required: true, maxLength: 80 },
      { source: 'reason', type: 'select', choices: [{ id: 'spam', name: 'Spam' }, { id: 'fraud', name: 'Fraud' }, { id: 'other', name: 'Other' }] },
      { source: 'secret', type: 'text' },
      { source: 'status', type: 'select', defaultValue: 'open', choices: [{ id: 'open', name: 'Open' }, { id: 'closed', name: 'Closed' }] },
      { source: 'ownerId', type: 'number', create: false, edit: false },
    ],
  },
  memo: {
    name: 'memo',
    roles: ['admin', 'editor'],
    fields: [{ source: 'title', type: 'text' }],
  },
};

function parsed(json: unknown, file: string): ResourceSchema {
  const result = parseResourceFile(json, file);
  if (!result.schema) throw new Error(`${file}: ${JSON.stringify(result.problems)}`);
  return result.schema;
}

const target = setupTarget({ resources: Object.entries(FILES).map(([name, json]) => parsed(json, `${name}.json`)) });
const store = () => target.server.store;
const bearer = (secret: string): CallOptions['headers'] => ({ Authorization: `Bearer ${secret}` });

type Row = Record<string, unknown> & { id: number };
const NONE: ResourcePermissions = { read: false, create: false, update: false, delete: false, export: false };
const BOB = 5;

let admin = '';
let bob = '';
let editor = '';
let token = '';

const deskRows = async (): Promise<Row[]> => {
  const records = await store().resources.open(parsed(FILES.desk, 'desk.json'));
  return (await records.page({ sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1000, where: [] })).rows as Row[];
};
const put = (body: unknown, as = admin, options: CallOptions = {}) => target.call<Record<string, ResourcePermissions>>('/_permissions/support', { method: 'PUT', token: as, body, ...options });
const grant = async (desk: ResourcePermissions) => expect((await put({ desk })).code).toBe('00000');
const newDesk = async (values: Record<string, unknown>, as = admin) => target.call<Row>('/desk', { method: 'POST', token: as, body: values });
const totalOf = (range: string | null) => Number(range?.split('/')[1]);

beforeAll(async () => {
  admin = await target.login('admin');
  expect((await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'support', name: 'Support' } })).code).toBe(20000);
  expect((await target.call('/user/update', { method: 'PUT', token: admin, body: { id: BOB, roles: ['support'] } })).code).toBe('00000');
  bob = await target.login('bob');
  editor = await target.login('editor');
  const made = await target.call<CreatedApiToken>('/_tokens', { method: 'POST', token: admin, body: { name: 'support script', roles: ['support'], expiresInDays: 1 } });
  token = made.data.token;
});

beforeEach(async () => {
  expect((await put({ desk: null, memo: null })).code).toBe('00000');
  for (const row of await deskRows()) await target.call(`/desk/${row.id}`, { method: 'DELETE', token: admin });
});

describe('the endpoint', () => {
  it('answers every served resource with the rules in force: a new role gets nothing, the seeded ones what their files say', async () => {
    const support = await target.call<Record<string, ResourcePermissions>>('/_permissions/support', { token: admin });
    expect(support.code).toBe('00000');
    expect(support.data.desk).toEqual(NONE);
    expect(support.data.memo).toEqual(NONE);
    expect(Object.keys(support.data)).toEqual(expect.arrayContaining(['desk', 'memo', 'user', 'sendName', 'packageConf']));
    const editorRules = await target.call<Record<string, ResourcePermissions>>('/_permissions/editor', { token: admin });
    expect(editorRules.data.memo).toEqual({ read: true, create: true, update: true, delete: true, export: true });
    expect(editorRules.data.desk).toEqual(NONE);
    const adminRules = await target.call<Record<string, ResourcePermissions>>('/_permissions/admin', { token: admin });
    expect(adminRules.data.desk).toEqual({ read: true, create: true, update: true, delete: true, export: true });
  });

  it('is for admins, a token may not change it, an unknown role is a 40400 and the admin role cannot be narrowed; nothing is stored', async () => {
    expect(await target.call('/_permissions/support', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await put({ desk: { ...NONE, read: true } }, editor)).toMatchObject({ status: 403, code: '40300' });
    const adminToken = (await target.call<CreatedApiToken>('/_tokens', { method: 'POST', token: admin, body: { name: 'admin script', roles: ['admin'], expiresInDays: 1 } })).data.token;
    expect(await put({ desk: { ...NONE, read: true } }, '', { headers: bearer(adminToken) })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/_permissions/nobody', { token: admin })).toMatchObject({ code: '40400' });
    expect(await target.call('/_permissions/nobody', { method: 'PUT', token: admin, body: { desk: NONE } })).toMatchObject({ code: '40400' });
    expect(await target.call('/_permissions/admin', { method: 'PUT', token: admin, body: { desk: NONE } })).toMatchObject({ code: '40001' });
    expect(await store().permissions.of(['support', 'admin', 'nobody'])).toEqual({});
  });

  it('refuses a malformed change with 40001, every problem keyed by its path, and stores none of it', async () => {
    const raw = await fetch(`${target.base}/_permissions/support`, {
      method: 'PUT',
      headers: { Token: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ desk: { read: { fields: ['subject', 'nope'] }, create: { presets: { reason: 'nonsense', ghost: 1 } }, update: { rows: { field: 'missing', in: [] } }, delete: 'yes', export: true }, memo: { ...NONE, read: { rows: 'own' } }, ledger: NONE }),
    });
    const body = (await raw.json()) as { code: string; errors: Record<string, unknown> };
    expect(body.code).toBe('40001');
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['desk.read.fields[1]', 'desk.create.presets.reason', 'desk.create.presets.ghost', 'desk.update.rows.field', 'desk.update.rows.in', 'desk.delete', 'memo.read.rows', 'ledger']),
    );
    expect(await store().permissions.of(['support'])).toEqual({});
  });

  it('stores a change with its permission-change audit entry (before and after), and null drops it', async () => {
    const rules: ResourcePermissions = { ...NONE, read: { fields: ['subject'] } };
    const answer = await put({ desk: rules });
    expect(answer.data.desk).toEqual(rules);
    expect(answer.data.memo).toEqual(NONE);
    expect(await store().permissions.of(['support'])).toEqual({ support: { desk: rules } });
    const entries = (await store().audit.list({ action: 'permission-change', order: 'DESC', offset: 0, limit: 5 })).rows;
    expect(entries[0]).toMatchObject({ resource: '_permissions', recordId: 'support', actorName: 'admin', changes: { desk: { after: rules } } });
    expect((await put({ desk: null })).data.desk).toEqual(NONE);
    const dropped = (await store().audit.list({ action: 'permission-change', order: 'DESC', offset: 0, limit: 1 })).rows[0];
    expect(dropped?.changes).toEqual({ desk: { before: rules } });
  });

  it("drops a deleted role's rules with it", async () => {
    await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'temp' } });
    expect((await target.call('/_permissions/temp', { method: 'PUT', token: admin, body: { desk: { ...NONE, read: true } } })).code).toBe('00000');
    expect(await store().permissions.of(['temp'])).not.toEqual({});
    expect((await target.call('/vue-element-admin/role/temp', { method: 'DELETE', token: admin })).code).toBe(20000);
    expect(await store().permissions.of(['temp'])).toEqual({});
  });
});

describe('fields', () => {
  it('reads, exports, changes and audits only the granted fields, as the role and as its token; another role gets nothing', async () => {
    const { data: made } = await newDesk({ subject: 'Spam wave', reason: 'spam', secret: 'informant Z', status: 'open' });
    await target.call(`/desk/${made.id}`, { method: 'PUT', token: admin, body: { secret: 'informant Y' } });
    await grant({ read: { fields: ['subject', 'reason', 'status'] }, create: false, update: { fields: ['reason'] }, delete: false, export: { fields: ['subject'] } });

    for (const as of [{ token: bob }, { headers: bearer(token) }]) {
      const list = await target.call<Row[]>('/desk', as);
      expect(list.code).toBe('00000');
      expect(JSON.stringify(list.data)).not.toContain('informant');
      expect(list.data[0]).toMatchObject({ subject: 'Spam wave', status: 'open' });
      expect(list.data[0]).not.toHaveProperty('secret');
      const one = await target.call<Row>(`/desk/${made.id}`, as);
      expect(one.data).not.toHaveProperty('secret');
      // A reference to a desk entry is read as the console reads it (getMany: the id filter): the same fields.
      const referenced = await target.call<Row[]>('/desk', { ...as, query: { filter: JSON.stringify({ id: [made.id] }) } });
      expect(referenced.data).toEqual([expect.objectContaining({ id: made.id, subject: 'Spam wave' })]);
      expect(referenced.data[0]).not.toHaveProperty('secret');
      // The audit log, which holds every field's before and after, stays the admins'.
      expect(await target.call('/_audit', as)).toMatchObject({ status: 403, code: '40300' });
      const exported = await target.call<Row[]>('/desk', { ...as, query: { export: 1 } });
      expect(Object.keys(exported.data[0]!).filter((key) => !key.startsWith('_'))).toEqual(['id', 'subject']);
      const history = await target.call<Array<{ changes: Record<string, unknown> }>>(`/_history/desk/${made.id}`, as);
      expect(history.code).toBe('00000');
      expect(JSON.stringify(history.data)).not.toContain('informant');
      expect(await target.call('/desk', { ...as, query: { filter: JSON.stringify({ secret: 'informant Y' }) } })).toMatchObject({ code: '40001' });

      expect(await target.call(`/desk/${made.id}`, { ...as, method: 'PUT', body: { subject: 'Renamed' } })).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call(`/desk/${made.id}`, { ...as, method: 'PUT', body: { secret: 'leak' } })).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call('/desk/_bulk', { ...as, method: 'POST', body: { ids: [made.id], values: { subject: 'Bulk' } } })).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call('/desk', { ...as, method: 'POST', body: { subject: 'New' } })).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call('/desk/_import', { ...as, method: 'POST', body: { rows: [{ subject: 'Imported' }] } })).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call(`/desk/${made.id}`, { ...as, method: 'DELETE' })).toMatchObject({ status: 403, code: '40300' });
      const changed = await target.call<Row>(`/desk/${made.id}`, { ...as, method: 'PUT', body: { reason: 'fraud' } });
      expect(changed.code).toBe('00000');
      expect(changed.data).not.toHaveProperty('secret');
    }
    expect(await deskRows()).toEqual([expect.objectContaining({ id: made.id, subject: 'Spam wave', reason: 'fraud', secret: 'informant Y' })]);

    // Another role: the editor keeps what its file says (desk is the admins'), whatever support may.
    expect(await target.call('/desk', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call(`/desk/${made.id}`, { token: editor, method: 'PUT', body: { reason: 'other' } })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call(`/_history/desk/${made.id}`, { token: editor })).toMatchObject({ code: '40300' });
    expect((await deskRows())[0]?.reason).toBe('fraud');
  });
});

describe('a built-in resource', () => {
  it("lists the users for a role granted the user resource's read, with only the granted fields", async () => {
    expect(await target.call('/user/list', { token: bob })).toMatchObject({ status: 403, code: '40300' });
    expect((await put({ user: { ...NONE, read: { fields: ['userName', 'roles'] } } })).code).toBe('00000');
    for (const as of [{ token: bob }, { headers: bearer(token) }]) {
      const list = await target.call<Array<Record<string, unknown>>>('/user/list', as);
      expect(list.code).toBe('00000');
      expect(list.data.length).toBeGreaterThan(5);
      for (const row of list.data) expect(Object.keys(row).sort()).toEqual(['id', 'roles', 'userName']);
    }
    // Reading is all the grant gives; the editor, whose file rules leave users to admins, gets nothing.
    expect(await target.call('/user/update', { token: bob, method: 'PUT', body: { id: 3, description: 'changed' } })).toMatchObject({ status: 403, code: '40300' });
    expect((await store().users.get(3))?.description).toBe('I am a visitor');
    expect(await target.call('/user/list', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect((await put({ user: null })).code).toBe('00000');
    expect(await target.call('/user/list', { token: bob })).toMatchObject({ status: 403, code: '40300' });
  });

  it('lists the packages and the sender names by their grants too: the rows the condition reaches, the fields granted', async () => {
    expect(await target.call('/sms/packageConf-list', { token: bob })).toMatchObject({ status: 403, code: '40300' });
    const all = await target.call<Array<Record<string, unknown>>>('/sms/packageConf-list', { token: admin });
    const someone = String(all.data[0]?.userName);
    expect((await put({ packageConf: { ...NONE, read: { fields: ['packageId', 'userName'], rows: { field: 'userName', equals: someone } } } })).code).toBe('00000');
    for (const as of [{ token: bob }, { headers: bearer(token) }]) {
      const list = await target.call<Array<Record<string, unknown>>>('/sms/packageConf-list', as);
      expect(list.code).toBe('00000');
      expect(list.data.length).toBe(all.data.filter((row) => row.userName === someone).length);
      for (const row of list.data) expect(Object.keys(row).sort()).toEqual(['id', 'packageId', 'userName']);
    }
    // Reading is all the grant gives: no write reaches the package, nor the verification code.
    const first = all.data[0]!;
    expect(await target.call('/sms/edit-packageConf', { token: bob, method: 'PUT', body: { ...first, totalNum: 1 } })).toMatchObject({ status: 403, code: '40300' });
    expect((await target.call<Array<Record<string, unknown>>>('/sms/packageConf-list', { token: admin })).data[0]?.totalNum).toBe(first.totalNum);

    expect((await put({ sendName: { ...NONE, read: { fields: ['sendName'] } } })).code).toBe('00000');
    const names = await target.call<Array<Record<string, unknown>>>('/sms/sendName-list', { token: bob });
    expect(names.code).toBe('00000');
    for (const row of names.data) expect(Object.keys(row).sort()).toEqual(['id', 'sendName']);
    // The editor keeps what the file gives it: every field.
    const editors = await target.call<Array<Record<string, unknown>>>('/sms/sendName-list', { token: editor });
    expect(Object.keys(editors.data[0] ?? {}).sort()).toEqual(['id', 'sendName', 'userId', 'userName']);
    expect((await put({ packageConf: null, sendName: null })).code).toBe('00000');
    expect(await target.call('/sms/sendName-list', { token: bob })).toMatchObject({ status: 403, code: '40300' });
  });
});

describe('own rows and presets', () => {
  it("reaches only the user's own records, and a create's presets overwrite what is sent", async () => {
    await grant({ read: { rows: 'own' }, create: { fields: ['subject', 'reason'], presets: { status: 'closed' } }, update: { rows: 'own' }, delete: { rows: 'own' }, export: false });
    const { data: others } = await newDesk({ subject: 'Admin made', status: 'open' });
    const mine = await target.call<Row>('/desk', { token: bob, method: 'POST', body: { subject: 'Bob made', reason: 'spam', status: 'open' } });
    expect(mine.code).toBe('00000');
    expect(mine.data).toMatchObject({ subject: 'Bob made', status: 'closed', ownerId: BOB });
    expect(await target.call('/desk', { token: bob, method: 'POST', body: { subject: 'x', secret: 'not granted' } })).toMatchObject({ status: 403, code: '40300' });

    const list = await target.call<Row[]>('/desk', { token: bob });
    expect(list.data.map((row) => row.id)).toEqual([mine.data.id]);
    expect(totalOf(list.headers.get('Content-Range'))).toBe(1);
    expect(await target.call(`/desk/${others.id}`, { token: bob })).toMatchObject({ code: '40400' });
    expect(await target.call(`/desk/${others.id}`, { token: bob, method: 'PUT', body: { subject: 'Taken over' } })).toMatchObject({ code: '40400' });
    expect(await target.call(`/desk/${others.id}`, { token: bob, method: 'DELETE' })).toMatchObject({ code: '40400' });
    expect(await target.call(`/_history/desk/${others.id}`, { token: bob })).toMatchObject({ code: '40400' });
    const bulk = await target.call<{ refused: unknown[] }>('/desk/_bulk', { token: bob, method: 'POST', body: { ids: [others.id], values: { reason: 'other' } } });
    expect(bulk.code).toBe('40001');

    // The token acts for its maker (admin) with the role's rules: admin's records are its own.
    const byToken = await target.call<Row[]>('/desk', { headers: bearer(token) });
    expect(byToken.data.map((row) => row.id)).toEqual([others.id]);
    expect((await target.call<Row>('/desk', { headers: bearer(token), method: 'POST', body: { subject: 'Scripted', status: 'open' } })).data).toMatchObject({ status: 'closed' });

    const stored = await deskRows();
    expect(stored.find((row) => row.id === others.id)).toMatchObject({ subject: 'Admin made', status: 'open', reason: null });
    expect(stored.filter((row) => row.status === 'open').map((row) => row.id)).toEqual([others.id]);
    expect(await target.call(`/desk/${mine.data.id}`, { token: bob, method: 'DELETE' })).toMatchObject({ code: '00000' });
  });
});

describe('condition rows', () => {
  it('lists, pages and counts only the matching records, and changes none outside them', async () => {
    const open = [];
    for (const subject of ['A', 'B', 'C']) open.push((await newDesk({ subject, status: 'open' })).data);
    const closed = [];
    for (const subject of ['D', 'E']) closed.push((await newDesk({ subject, status: 'closed' })).data);
    const onlyOpen = { field: 'status', equals: 'open' };
    await grant({ read: { rows: onlyOpen }, create: false, update: { fields: ['reason', 'status'], rows: onlyOpen }, delete: { rows: onlyOpen }, export: true });

    const page = await target.call<Row[]>('/desk', { token: bob, query: { range: '[0,1]', sort: '["id","ASC"]' } });
    expect(page.data.map((row) => row.subject)).toEqual(['A', 'B']);
    expect(totalOf(page.headers.get('Content-Range'))).toBe(3);
    const next = await target.call<Row[]>('/desk', { token: bob, query: { range: '[2,3]', sort: '["id","ASC"]' } });
    expect(next.data.map((row) => row.subject)).toEqual(['C']);
    const exported = await target.call<Row[]>('/desk', { headers: bearer(token), query: { export: 1 } });
    expect(exported.data.map((row) => row.subject).sort()).toEqual(['A', 'B', 'C']);

    expect(await target.call(`/desk/${closed[0]!.id}`, { token: bob })).toMatchObject({ code: '40400' });
    expect(await target.call(`/desk/${closed[0]!.id}`, { token: bob, method: 'PUT', body: { reason: 'spam' } })).toMatchObject({ code: '40400' });
    expect(await target.call(`/desk/${closed[1]!.id}`, { token: bob, method: 'DELETE' })).toMatchObject({ code: '40400' });
    // A change may not take a record out of the rows the role may change.
    expect(await target.call(`/desk/${open[0]!.id}`, { token: bob, method: 'PUT', body: { status: 'closed' } })).toMatchObject({ status: 403, code: '40300' });
    expect((await target.call(`/desk/${open[0]!.id}`, { token: bob, method: 'PUT', body: { reason: 'spam' } })).code).toBe('00000');
    expect((await target.call(`/desk/${open[1]!.id}`, { token: bob, method: 'DELETE' })).code).toBe('00000');

    const stored = await deskRows();
    expect(stored.map((row) => [row.subject, row.status, row.reason])).toEqual([
      ['A', 'open', 'spam'],
      ['C', 'open', null],
      ['D', 'closed', null],
      ['E', 'closed', null],
    ]);
    // The editor's grants are untouched by support's.
    expect(await target.call('/desk', { token: editor })).toMatchObject({ status: 403, code: '40300' });
  });
});
