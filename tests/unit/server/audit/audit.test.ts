// @vitest-environment node
/**
 * The audit log on the store TEST_STORE names (memory, sqlite, postgres): exact entries for a
 * conventional resource's create, update and delete (single, bulk, import), none for a refused
 * write or a resource with `history: false`; users' changes with the password redacted; sign-ins
 * and failed sign-ins; the history endpoint (roles.view fields hidden) and the admin's audit log
 * (filters, limits, non-admins refused); retention.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../src/kernel/http/audit';
import { pruneAudit } from '../../../../server/audit/retention';
import { auditedUsers, userEntry } from '../../../../server/audit/userAudit';
import { journalOf } from '../../../../server/resources/journal';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { TEST_STORE } from '../../storage/stores';
import { auditApp, ledger, scratch, type AuditApp } from '../apiFixtures';

type Row = Record<string, unknown> & { id: number };

let api: AuditApp;
let admin = '';
let editor = '';

beforeAll(async () => {
  api = await auditApp();
});
beforeEach(async () => {
  await api.opened.store.reset();
  admin = await api.login('admin');
  editor = await api.login('editor');
});
afterAll(async () => {
  await api.opened.dispose();
});

const history = (id: number, token = admin, resource = 'ledger', query: Record<string, string> = {}) => api.call<AuditEntry[]>(`/_history/${resource}/${id}`, { token, query });
const audit = (query: Record<string, string> = {}, token = admin) => api.call<AuditEntry[]>('/_audit', { token, query });
const create = async (body: Record<string, unknown>, resource = 'ledger'): Promise<Row> => {
  const answer = await api.call<Row>(`/${resource}`, { method: 'POST', token: admin, body });
  expect(answer.code).toBe('00000');
  return answer.data;
};
const entriesOf = async (resource: string) => (await api.opened.store.audit.list({ resource, order: 'ASC', offset: 0, limit: 200 })).rows;

describe(`audit log of conventional resources (${TEST_STORE})`, () => {
  it('writes create, update and delete with who, where and only the changed fields', async () => {
    const row = await create({ title: 'Rent', amount: 100, memo: 'landlord' });
    await api.call(`/ledger/${row.id}`, { method: 'PUT', token: editor, body: { amount: 120 }, address: '192.0.2.9' });
    await api.call(`/ledger/${row.id}`, { method: 'DELETE', token: admin });
    const entries = await entriesOf('ledger');
    expect(entries.map(({ action }) => action)).toEqual(['create', 'update', 'delete']);
    const [created, updated, deleted] = entries;
    expect(created).toMatchObject({ actorId: 1, actorName: 'admin', address: '10.0.0.7', resource: 'ledger', recordId: String(row.id) });
    expect(created.changes).toEqual({ title: { after: 'Rent' }, amount: { after: 100 }, memo: { after: 'landlord' } });
    expect(updated).toMatchObject({ actorId: 2, actorName: 'editor', address: '192.0.2.9' });
    expect(updated.changes).toEqual({ amount: { before: 100, after: 120 } });
    expect(deleted.changes).toEqual({ title: { before: 'Rent' }, amount: { before: 120 }, memo: { before: 'landlord' } });
    expect(Math.abs(deleted.at - Date.now())).toBeLessThan(60_000);
  });

  it('writes no entry for a refused write (unique clash) nor for an update that changes nothing', async () => {
    await create({ title: 'Rent' });
    const other = await create({ title: 'Food' });
    const before = (await entriesOf('ledger')).length;
    const clash = await api.call(`/ledger/${other.id}`, { method: 'PUT', token: admin, body: { title: 'Rent' } });
    expect(clash.code).toBe('40001');
    const again = await api.call('/ledger', { method: 'POST', token: admin, body: { title: 'Rent' } });
    expect(again.code).toBe('40001');
    await api.call(`/ledger/${other.id}`, { method: 'PUT', token: admin, body: { title: 'Food' } });
    expect(await entriesOf('ledger')).toHaveLength(before);
  });

  it('writes no entry when the store refuses the write itself (unique clash inside the transaction)', async () => {
    const records = await api.opened.store.resources.open(ledger);
    const first = await records.insert({ title: 'A' }, { actor: { id: 1, userName: 'admin' } });
    const second = await records.insert({ title: 'B' });
    await expect(records.update(second.id, { title: 'A' }, { actor: { id: 1, userName: 'admin' } })).rejects.toThrow(/already exists/);
    await expect(records.writeAll([{ op: 'update', id: first.id, patch: { amount: 5 } }, { op: 'insert', values: { title: 'B' } }])).rejects.toThrow();
    const entries = await entriesOf('ledger');
    expect(entries.map(({ action, recordId }) => [action, recordId])).toEqual([
      ['create', String(first.id)],
      ['create', String(second.id)],
    ]);
  });

  it('journals bulk edits and imports, one entry per record', async () => {
    const a = await create({ title: 'A', amount: 1 });
    const b = await create({ title: 'B', amount: 2 });
    const bulk = await api.call('/ledger/_bulk', { method: 'POST', token: admin, body: { ids: [a.id, b.id], values: { amount: 9 } } });
    expect(bulk.code).toBe('00000');
    const imported = await api.call('/ledger/_import', { method: 'POST', token: admin, body: { rows: [{ title: 'A', amount: 10 }, { title: 'C', amount: 3 }] } });
    expect(imported.code).toBe('00000');
    const entries = (await entriesOf('ledger')).slice(2);
    expect(entries.map(({ action, recordId, changes }) => [action, recordId, changes])).toEqual([
      ['update', String(a.id), { amount: { before: 1, after: 9 } }],
      ['update', String(b.id), { amount: { before: 2, after: 9 } }],
      ['update', String(a.id), { amount: { before: 9, after: 10 } }],
      ['create', expect.any(String), { title: { after: 'C' }, amount: { after: 3 } }],
    ]);
    expect(entries.every(({ actorName }) => actorName === 'admin')).toBe(true);
  });

  it('keeps nothing for a resource with history: false, whose history answers 40400', async () => {
    const row = await create({ title: 'x' }, 'scratch');
    await api.call(`/scratch/${row.id}`, { method: 'PUT', token: admin, body: { title: 'y' } });
    expect(await entriesOf('scratch')).toEqual([]);
    expect((await history(row.id, admin, 'scratch')).code).toBe('40400');
    expect(scratch.history).toBe(false);
  });

  it('redacts a password field', () => {
    const schema = { name: 'account', fields: [{ source: 'login', type: 'text' }, { source: 'secret', type: 'password' }] } as unknown as ResourceSchema;
    const journal = journalOf(schema, () => 0)!;
    const [entry] = journal([{ action: 'update', id: 1, before: { id: 1, login: 'a', secret: 'old' }, after: { id: 1, login: 'b', secret: 'new' } }], undefined);
    expect(entry.changes).toEqual({ login: { before: 'a', after: 'b' }, secret: { before: '[redacted]', after: '[redacted]' } });
  });
});

describe(`history and audit endpoints (${TEST_STORE})`, () => {
  it('answers a record history newest first, paged, without the fields the reader may not view', async () => {
    const row = await create({ title: 'Rent', amount: 100, memo: 'secret memo' });
    for (const amount of [110, 120, 130]) await api.call(`/ledger/${row.id}`, { method: 'PUT', token: admin, body: { amount, memo: `m${amount}` } });
    const mine = await history(row.id);
    expect(mine.code).toBe('00000');
    expect(mine.data.map(({ action }) => action)).toEqual(['update', 'update', 'update', 'create']);
    expect(mine.data[0].changes).toEqual({ amount: { before: 120, after: 130 }, memo: { before: 'm120', after: 'm130' } });
    expect(mine.data[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const editors = await history(row.id, editor);
    expect(editors.data[0].changes).toEqual({ amount: { before: 120, after: 130 } });
    expect(JSON.stringify(editors.data)).not.toContain('memo');
    const page = await history(row.id, admin, 'ledger', { range: '[1,2]' });
    expect(page.data.map(({ changes }) => changes.amount)).toEqual([{ before: 110, after: 120 }, { before: 100, after: 110 }]);
    expect(page.range).toBe('history 1-2/4');
  });

  it('refuses a history to who may not read the resource, and a bad id or range', async () => {
    const row = await create({ title: 'x' }, 'vault');
    expect((await history(row.id, editor, 'vault')).code).toBe('40300');
    expect((await history(row.id, admin, 'vault')).data).toHaveLength(1);
    expect((await history(row.id, admin, 'nothing')).code).toBe('40400');
    expect((await api.call('/_history/ledger/abc', { token: admin })).code).toBe('40001');
    const wide = await history(row.id, admin, 'vault', { range: '[0,999]' });
    expect(wide).toMatchObject({ code: '40001', message: expect.stringContaining('at most 200') });
  });

  it('filters the audit log by actor, resource, action and time, and pages it', async () => {
    const row = await create({ title: 'A' });
    await api.call(`/ledger/${row.id}`, { method: 'PUT', token: editor, body: { amount: 1 } });
    await create({ title: 'x' }, 'vault');
    const byEditor = await audit({ actor: 'editor' });
    expect(byEditor.data.map(({ action, resource }) => [action, resource])).toEqual([['update', 'ledger'], ['sign-in', 'user']]);
    const ledgerOnly = await audit({ resource: 'ledger' });
    expect(ledgerOnly.data.map(({ action }) => action)).toEqual(['update', 'create']);
    expect((await audit({ action: 'create' })).data.map(({ resource }) => resource)).toEqual(['vault', 'ledger']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit({ from: future })).data).toEqual([]);
    expect((await audit({ to: future, resource: 'vault' })).data).toHaveLength(1);
    const first = await audit({ range: '[0,1]', sort: '["at","ASC"]' });
    expect(first.data.map(({ action }) => action)).toEqual(['sign-in', 'sign-in']);
    expect(first.range).toMatch(/^audit 0-1\/\d+$/);
  });

  it('refuses non-admins and bad parameters with a message saying what to send', async () => {
    expect((await audit({}, editor)).code).toBe('40300');
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ action: 'explode' }, /action must be one of create, update/],
      [{ from: 'yesterday' }, /from must be an ISO 8601 date/],
      [{ from: '2026-02-01', to: '2026-01-01' }, /from must not be after to/],
      [{ actor: 'x'.repeat(101) }, /actor must be at most 100/],
      [{ range: '[0,500]' }, /at most 200/],
      [{ sort: '["actorName","ASC"]' }, /sort must be/],
      [{ color: 'red' }, /color is not a filter/],
    ];
    for (const [query, message] of cases) expect(await audit(query)).toMatchObject({ code: '40001', message: expect.stringMatching(message) });
  });
});

describe(`users and sign-ins in the audit log (${TEST_STORE})`, () => {
  it('writes sign-ins and failed sign-ins with the account name and address, never the password', async () => {
    await api.call('/user/login', { method: 'POST', body: { userName: 'alice', password: 'wrong-pass' }, address: '198.51.100.4' });
    await api.call('/user/login', { method: 'POST', body: { userName: 'nobody', password: 'wrong-pass' }, address: '198.51.100.4' });
    await api.login('bob');
    const { rows } = await api.opened.store.audit.list({ resource: 'user', order: 'ASC', offset: 0, limit: 50 });
    const signIns = rows.filter(({ action }) => action === 'sign-in' || action === 'sign-in-failed').slice(2);
    expect(signIns.map(({ action, actorId, actorName, address, recordId }) => [action, actorId, actorName, address, recordId])).toEqual([
      ['sign-in-failed', 4, 'alice', '198.51.100.4', '4'],
      ['sign-in-failed', null, 'nobody', '198.51.100.4', null],
      ['sign-in', 5, 'bob', '10.0.0.7', '5'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('wrong-pass');
  });

  it("writes users' changes with the password redacted, and role changes as 'role-change'", async () => {
    const created = await api.call<{ id: number }>('/user/addUser', { method: 'POST', token: admin, body: { userName: 'zed', phone: '+8613800000099', password: 'first-pass1', type: 0, description: 'new' } });
    expect(created.code).toBe('00000');
    const id = created.data.id;
    const changed = await api.call('/user/update', { method: 'PUT', token: admin, body: { id, password: 'second-pass2', description: 'moved' } });
    expect(changed.code).toBe('00000');
    const { rows } = await api.opened.store.audit.list({ resource: 'user', recordId: String(id), order: 'ASC', offset: 0, limit: 50 });
    expect(rows.map(({ action }) => action)).toEqual(['create', 'update']);
    expect(rows[0].changes.passwordHash).toEqual({ after: '[redacted]' });
    expect(rows[0].changes).not.toHaveProperty('nameKey');
    expect(rows[1].changes).toEqual({ passwordHash: { before: '[redacted]', after: '[redacted]' }, description: { before: 'new', after: 'moved' } });
    expect(JSON.stringify(rows)).not.toMatch(/first-pass1|second-pass2|\$/);
    const user = (await api.opened.store.users.get(id))!;
    expect(userEntry('update', user, { ...user, roles: ['admin'] }, undefined)).toMatchObject({ action: 'role-change', changes: { roles: { before: ['editor'], after: ['admin'] } } });
  });

  it("writes a user's roles changed in the store as a 'role-change', with the change", async () => {
    const audited = auditedUsers(api.opened.store);
    await audited.update(4, { roles: ['admin', 'editor'] }, { actor: { id: 1, userName: 'admin' }, address: '203.0.113.5' });
    const { rows } = await api.opened.store.audit.list({ resource: 'user', recordId: '4', action: 'role-change', order: 'ASC', offset: 0, limit: 5 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorName: 'admin', address: '203.0.113.5', changes: { roles: { before: ['editor'], after: ['admin', 'editor'] } } });
  });

  it("writes every change of a role (create, edit, delete through the role API) as a 'role-change' by its admin", async () => {
    const roleCall = (method: string, path: string, body?: Record<string, unknown>) => api.call<{ key: string }>(path, { method, token: admin, body, address: '203.0.113.8' });
    const created = await roleCall('POST', '/vue-element-admin/role', { name: 'Auditor', description: 'reads', routes: [] });
    const key = created.data.key;
    await roleCall('PUT', `/vue-element-admin/role/${key}`, { name: 'Auditor', description: 'reads everything', routes: [] });
    await roleCall('PUT', `/vue-element-admin/role/${key}`, { name: 'Auditor', description: 'reads everything', routes: [] });
    await roleCall('DELETE', `/vue-element-admin/role/${key}`);
    expect((await api.call(`/vue-element-admin/role/${key}`, { method: 'DELETE', token: editor })).code).toBe('40300');
    const { rows } = await api.opened.store.audit.list({ resource: 'role', recordId: key, order: 'ASC', offset: 0, limit: 10 });
    // The second edit changed nothing: no entry.
    expect(rows.map(({ action, actorName, address }) => [action, actorName, address])).toEqual([
      ['role-change', 'admin', '203.0.113.8'],
      ['role-change', 'admin', '203.0.113.8'],
      ['role-change', 'admin', '203.0.113.8'],
    ]);
    expect(rows[0].changes).toMatchObject({ key: { after: key }, name: { after: 'Auditor' } });
    expect(rows[1].changes).toEqual({ description: { before: 'reads', after: 'reads everything' } });
    expect(rows[2].changes).toMatchObject({ key: { before: key }, description: { before: 'reads everything' } });
  });
});

describe(`retention (${TEST_STORE})`, () => {
  it('prunes entries older than the retention, in bounded batches, and keeps the rest', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const old = Array.from({ length: 12 }, (_, index) => ({ at: now - 400 * day - index, actorId: null, actorName: null, address: null, requestId: null, action: 'update' as const, resource: 'ledger', recordId: '1', changes: {} }));
    await api.opened.store.audit.record(old);
    await api.opened.store.audit.record([{ ...old[0], at: now - 10 * day, recordId: '2' }]);
    expect(await api.opened.store.audit.prune(now - 365 * day, 5)).toBe(5);
    expect(await pruneAudit(api.opened.store.audit, 365, now)).toBe(7);
    const left = await entriesOf('ledger');
    expect(left.map(({ recordId }) => recordId)).toEqual(['2']);
  });
});

describe.skipIf(TEST_STORE === 'memory')(`the entry and the change are one transaction (${TEST_STORE})`, () => {
  it('rolls the change back when its entry cannot be written', async () => {
    const row = await create({ title: 'Kept', amount: 1 });
    const { sql } = await import('kysely');
    const db = (api.opened.store as unknown as { db: import('kysely').Kysely<unknown> }).db;
    await sql`ALTER TABLE ${sql.id('auditLog')} RENAME TO ${sql.id('auditLogAway')}`.execute(db);
    try {
      await expect((await api.opened.store.resources.open(ledger)).update(row.id, { amount: 2 })).rejects.toThrow();
      await expect((await api.opened.store.resources.open(ledger)).remove(row.id)).rejects.toThrow();
    } finally {
      await sql`ALTER TABLE ${sql.id('auditLogAway')} RENAME TO ${sql.id('auditLog')}`.execute(db);
    }
    expect((await api.call<Row>(`/ledger/${row.id}`, { token: admin })).data).toMatchObject({ title: 'Kept', amount: 1 });
  });

  it("rolls back a user's change, a role's change and a sign-in when their entry cannot be written", async () => {
    const { sql } = await import('kysely');
    const db = (api.opened.store as unknown as { db: import('kysely').Kysely<unknown> }).db;
    const before = (await api.opened.store.users.get(4))!;
    const roles = await api.opened.store.roles.list();
    const usersBefore = await api.opened.store.users.count();
    await sql`ALTER TABLE ${sql.id('auditLog')} RENAME TO ${sql.id('auditLogAway')}`.execute(db);
    try {
      const update = await api.call('/user/update', { method: 'PUT', token: admin, body: { id: 4, description: 'never kept' } });
      expect(update.code).not.toBe('00000');
      const added = await api.call('/user/addUser', { method: 'POST', token: admin, body: { userName: 'ghost', phone: '+8613800000098', password: 'ghost-pass1', type: 0, description: '' } });
      expect(added.code).not.toBe('00000');
      expect((await api.call('/user/role/4', { method: 'DELETE', token: admin })).code).not.toBe('00000');
      await expect(api.opened.store.users.remove(4, () => userEntry('delete', before, undefined, undefined))).rejects.toThrow();
      const role = roles[0]!;
      expect((await api.call(`/vue-element-admin/role/${role.key}`, { method: 'PUT', token: admin, body: { description: 'never kept' } })).code).not.toBe('00000');
      // A sign-in whose entry cannot be written opens no session.
      const sessions = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.id('sessions')}`.execute(db);
      expect((await api.call<string>('/user/login', { method: 'POST', body: { userName: 'bob', password: '111111' } })).code).not.toBe('00000');
      const after = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.id('sessions')}`.execute(db);
      expect(Number(after.rows[0]?.n)).toBe(Number(sessions.rows[0]?.n));
    } finally {
      await sql`ALTER TABLE ${sql.id('auditLogAway')} RENAME TO ${sql.id('auditLog')}`.execute(db);
    }
    expect(await api.opened.store.users.get(4)).toEqual(before);
    expect(await api.opened.store.users.count()).toBe(usersBefore);
    expect(await api.opened.store.users.byName('ghost')).toBeUndefined();
    expect(await api.opened.store.roles.list()).toEqual(roles);
  });
});
