// @vitest-environment node
/**
 * Roles as data, users' roles and API tokens against the real Node server, on each store: who may
 * change them (and that nothing refused is stored), the admin role and the last admin kept, a role
 * in use kept, tokens acting with their roles only, stopping when revoked or expired, throttled
 * when wrong, their secrets in no answer and no audit entry, and a limit on every input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { secretHashOf } from '../../server/bearer';
import type { Role } from '../../server/apiTypes';
import type { ApiTokenRow, CreatedApiToken } from '../../src/kernel/http/apiTokens';
import { setupTarget, type CallOptions } from './target';

const target = setupTarget();

const store = () => target.server.store;
const roleKeys = async () => (await store().roles.list()).map((role) => role.key);
const rolesOf = async (id: number) => (await store().users.get(id))?.roles;
const bearer = (secret: string): CallOptions['headers'] => ({ Authorization: `Bearer ${secret}` });
const auditText = async () => JSON.stringify(await store().audit.list({ order: 'DESC', offset: 0, limit: 200 }));

async function newToken(admin: string, body: Record<string, unknown>): Promise<CreatedApiToken> {
  const answer = await target.call<CreatedApiToken>('/_tokens', { method: 'POST', token: admin, body });
  expect(answer.code, answer.message).toBe('00000');
  return answer.data;
}

describe('roles as data', () => {
  it('an editor or a visitor cannot create, rename or delete a role, and nothing changes', async () => {
    const before = JSON.stringify(await store().roles.list());
    for (const who of ['editor', 'visitor']) {
      const token = await target.login(who);
      const refused = [
        await target.call('/vue-element-admin/role', { method: 'POST', token, body: { key: 'root', name: 'root' } }),
        await target.call('/vue-element-admin/role/editor', { method: 'PUT', token, body: { name: 'boss' } }),
        await target.call('/vue-element-admin/role/visitor', { method: 'DELETE', token }),
      ];
      for (const answer of refused) expect(answer).toMatchObject({ status: 403, code: '40300' });
    }
    expect(JSON.stringify(await store().roles.list())).toBe(before);
  });

  it('an admin creates, renames, describes and deletes a role, each an audit entry', async () => {
    const admin = await target.login('admin');
    const created = await target.call<{ key: string }>('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'reviewer', name: 'Reviewer', description: 'Reads' } });
    expect(created).toMatchObject({ code: 20000, data: { key: 'reviewer' } });
    expect(await target.call('/vue-element-admin/role/reviewer', { method: 'PUT', token: admin, body: { name: 'Reviewers', description: 'Reads more' } })).toMatchObject({ code: 20000 });
    expect(await store().roles.get('reviewer')).toMatchObject({ name: 'Reviewers', description: 'Reads more' });
    expect(await target.call('/vue-element-admin/role/reviewer', { method: 'DELETE', token: admin })).toMatchObject({ code: 20000 });
    expect(await roleKeys()).not.toContain('reviewer');
    const entries = (await store().audit.list({ resource: 'role', order: 'ASC', offset: 0, limit: 50 })).rows.filter((entry) => entry.recordId === 'reviewer');
    expect(entries.map((entry) => entry.action)).toEqual(['role-change', 'role-change', 'role-change']);
    expect(entries.every((entry) => entry.actorName === 'admin')).toBe(true);
  });

  it('the admin role can be neither deleted nor renamed, and a key never changes', async () => {
    const admin = await target.login('admin');
    expect(await target.call('/vue-element-admin/role/admin', { method: 'DELETE', token: admin })).toMatchObject({ code: '40001', message: 'The admin role cannot be deleted.' });
    expect(await target.call('/vue-element-admin/role/admin', { method: 'PUT', token: admin, body: { name: 'root' } })).toMatchObject({ code: '40001', message: 'The admin role cannot be renamed.' });
    expect((await target.call('/vue-element-admin/role/editor', { method: 'PUT', token: admin, body: { key: 'admin' } })).code).toBe('40001');
    expect(await store().roles.get('admin')).toMatchObject({ key: 'admin', name: 'admin' });
    expect(await roleKeys()).toEqual(['admin', 'editor', 'visitor']);
  });

  it('a role that users or tokens hold cannot be deleted: the refusal names them', async () => {
    const admin = await target.login('admin');
    await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'support', name: 'Support' } });
    expect(await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 5, roles: ['editor', 'support'] } })).toMatchObject({ code: '00000' });
    expect(await target.call('/vue-element-admin/role/support', { method: 'DELETE', token: admin })).toMatchObject({ code: '40001', message: 'Role support is held by user bob: take it from them first.' });
    expect(await roleKeys()).toContain('support');
    await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 5, roles: ['editor'] } });
    const made = await newToken(admin, { name: 'support-sync', roles: ['support'], expiresInDays: 1 });
    expect((await target.call('/vue-element-admin/role/support', { method: 'DELETE', token: admin })).message).toBe('Role support is held by API token support-sync: take it from them first.');
    await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
    expect(await target.call('/vue-element-admin/role/support', { method: 'DELETE', token: admin })).toMatchObject({ code: 20000 });
  });

  it('limits every input: key length and charset, name length and characters, description length, number of roles', async () => {
    const admin = await target.login('admin');
    const before = await roleKeys();
    const bodies: Array<[Record<string, unknown>, RegExp]> = [
      [{ key: 'k'.repeat(33) }, /key must be at most 32 characters/],
      [{ key: 'Root' }, /key must start with a lower-case letter/],
      [{ key: 'a b' }, /key must start with a lower-case letter/],
      [{ key: '../x' }, /key must start with a lower-case letter/],
      [{ key: 7 }, /key must be text/],
      [{ key: 'admin' }, /Role admin already exists/],
      [{ name: 'n'.repeat(65) }, /name must be at most 64 characters/],
      [{ name: 'ad\u200bmin' }, /name must not contain invisible/],
      [{ name: { x: 1 } }, /name must be text/],
      [{ description: 'd'.repeat(257) }, /description must be at most 256 characters/],
    ];
    for (const [body, message] of bodies) {
      const answer = await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body });
      expect(answer.code, JSON.stringify(body)).toBe('40001');
      expect(answer.message).toMatch(message);
    }
    expect(await roleKeys()).toEqual(before);
    for (let n = before.length; n < 100; n += 1) await store().roles.insert({ key: `filler-${n}`, name: `filler ${n}`, description: '', routes: [] });
    expect(await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { name: 'one too many' } })).toMatchObject({ code: '40900' });
    expect(await store().roles.count()).toBe(100);
    for (let n = before.length; n < 100; n += 1) await store().roles.remove(`filler-${n}`);
  });
});

describe("users' roles", () => {
  it('an editor cannot change anyone\'s roles, nor can a token without the admin role; nothing is stored', async () => {
    const admin = await target.login('admin');
    const editor = await target.login('editor');
    expect(await target.call('/user/update', { method: 'PUT', token: editor, body: { id: 2, roles: ['admin'] } })).toMatchObject({ status: 403, code: '40300' });
    const made = await newToken(admin, { name: 'editor-bot', roles: ['editor'], expiresInDays: 1 });
    expect(await target.call('/user/update', { method: 'PUT', headers: bearer(made.token), body: { id: 4, roles: ['admin'] } })).toMatchObject({ status: 403, code: '40300' });
    expect(await rolesOf(2)).toEqual(['editor']);
    expect(await rolesOf(4)).toEqual(['editor']);
    await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
  });

  it('roles must exist, be distinct keys, 1 to 20 of them; refused ones are not stored', async () => {
    const admin = await target.login('admin');
    for (const roles of [['nobody'], [], 'editor', [7], Array.from({ length: 21 }, () => 'editor'), ['k'.repeat(33)]]) {
      const answer = await target.call<null>('/user/update', { method: 'PUT', token: admin, body: { id: 7, roles } });
      expect(answer.code, JSON.stringify(roles)).toBe('40001');
    }
    const unknown = await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 7, roles: ['editor', 'nobody'] } });
    expect(unknown.message).toBe('No such role: nobody');
    expect(await rolesOf(7)).toEqual(['editor']);
  });

  it('the last active admin keeps the admin role, is not frozen and not deleted, whoever asks', async () => {
    const admin = await target.login('admin');
    const last = 'The last active admin keeps the admin role: give it to another user first.';
    expect(await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 1, roles: ['editor'] } })).toMatchObject({ code: '40001', message: last });
    expect(await rolesOf(1)).toEqual(['admin']);
    // With alice an admin too, the admin account may lose it; then alice is the last one.
    expect(await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 4, roles: ['admin'] } })).toMatchObject({ code: '00000' });
    expect(await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 1, roles: ['editor'] } })).toMatchObject({ code: '00000' });
    const alice = await target.login('alice');
    expect(await target.call('/user/update', { method: 'PUT', token: alice, body: { id: 4, roles: ['editor'] } })).toMatchObject({ code: '40001', message: last });
    expect(await target.call('/user/update', { method: 'PUT', token: alice, body: { id: 4, type: 2 } })).toMatchObject({ code: '40001', message: last });
    expect(await target.call('/user/role/4', { method: 'DELETE', token: alice })).toMatchObject({ code: '40001', message: last });
    expect(await store().users.get(4)).toMatchObject({ roles: ['admin'], type: 0 });
    expect(await target.call('/user/update', { method: 'PUT', token: alice, body: { id: 1, roles: ['admin'] } })).toMatchObject({ code: '00000' });
    expect(await target.call('/user/update', { method: 'PUT', token: alice, body: { id: 4, roles: ['editor'] } })).toMatchObject({ code: '00000' });
  });

  it('changes sent at once cannot together leave no admin: each is checked again inside its transaction', async () => {
    const admin = await target.login('admin');
    const admins: Array<[number, string]> = [[1, 'admin'], [4, 'alice'], [5, 'bob'], [7, 'dave'], [9, 'frank'], [10, 'grace']];
    for (const [id] of admins.slice(1)) expect((await target.call('/user/update', { method: 'PUT', token: admin, body: { id, roles: ['admin'] } })).code).toBe('00000');
    const sessions = await Promise.all(admins.map(([, name]) => target.login(name)));
    // Each admin gives up the role at the same moment: one of them must keep it.
    const answers = await Promise.all(admins.map(([id], index) => target.call('/user/update', { method: 'PUT', token: sessions[index], body: { id, roles: ['editor'] } })));
    expect(answers.filter((answer) => answer.code === '00000')).toHaveLength(admins.length - 1);
    expect(answers.filter((answer) => answer.code === '40001').map((answer) => answer.message)).toEqual(['The last active admin keeps the admin role: give it to another user first.']);
    const left = (await store().users.list()).filter((user) => user.roles.includes('admin'));
    expect(left).toHaveLength(1);
    const keeper = sessions[admins.findIndex(([id]) => id === left[0]?.id)];
    await target.call('/user/update', { method: 'PUT', token: keeper, body: { id: 1, roles: ['admin'] } });
    for (const [id] of admins.slice(1)) await target.call('/user/update', { method: 'PUT', token: admin, body: { id, roles: ['editor'] } });
    expect((await store().users.list()).filter((user) => user.roles.includes('admin')).map((user) => user.id)).toEqual([1]);
  });

  it('a role deleted while it is being given is either kept or given to nobody', async () => {
    const admin = await target.login('admin');
    await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'racing', name: 'Racing' } });
    const given = [5, 7, 9, 10].map((id) => target.call('/user/update', { method: 'PUT', token: admin, body: { id, roles: ['editor', 'racing'] } }));
    await Promise.all([target.call('/vue-element-admin/role/racing', { method: 'DELETE', token: admin }), ...given]);
    const keys = new Set(await roleKeys());
    for (const user of await store().users.list()) expect(user.roles.filter((role) => !keys.has(role)), user.userName).toEqual([]);
    for (const id of [5, 7, 9, 10]) await target.call('/user/update', { method: 'PUT', token: admin, body: { id, roles: ['editor'] } });
    if (keys.has('racing')) expect((await target.call('/vue-element-admin/role/racing', { method: 'DELETE', token: admin })).code).toBe(20000);
  });

  it("a change holds on the user's next request (sessions keep no roles), and is a role-change entry", async () => {
    const admin = await target.login('admin');
    const bob = await target.login('bob');
    expect((await target.call('/user/option-list', { token: bob })).code).toBe('00000');
    expect(await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 5, roles: ['visitor'] } })).toMatchObject({ code: '00000' });
    expect(await target.call('/user/option-list', { token: bob })).toMatchObject({ status: 403, code: '40300' });
    expect((await target.call<{ roles: string[] }>('/user/info', { query: { token: bob } })).data.roles).toEqual(['visitor']);
    const [entry] = (await store().audit.list({ resource: 'user', action: 'role-change', order: 'DESC', offset: 0, limit: 1 })).rows;
    expect(entry).toMatchObject({ recordId: '5', actorName: 'admin', changes: { roles: { before: ['editor'], after: ['visitor'] } } });
    await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 5, roles: ['editor'] } });
  });
});

describe('API tokens', () => {
  it('only an admin, from a session, lists, makes and revokes tokens; nothing refused is stored', async () => {
    const admin = await target.login('admin');
    const editor = await target.login('editor');
    expect(await target.call('/_tokens', { method: 'POST', token: editor, body: { name: 'mine', roles: ['editor'], expiresInDays: 1 } })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/_tokens', { token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/_tokens', { method: 'POST', body: { name: 'anon', roles: ['admin'], expiresInDays: 1 } })).toMatchObject({ code: 50008 });
    const made = await newToken(admin, { name: 'root-bot', roles: ['admin'], expiresInDays: 1 });
    expect(await target.call('/_tokens', { method: 'POST', headers: bearer(made.token), body: { name: 'child', roles: ['admin'], expiresInDays: 365 } })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: editor })).toMatchObject({ status: 403, code: '40300' });
    expect((await store().apiTokens.list()).map((token) => token.name)).toEqual(['root-bot']);
    expect(await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '00000' });
    expect(await store().apiTokens.count()).toBe(0);
  });

  it('a token acts with its roles only, on every endpoint, and its writes are audited under its name', async () => {
    const admin = await target.login('admin');
    const made = await newToken(admin, { name: 'import', roles: ['editor'], expiresInDays: 30 });
    expect(made.id).toMatch(/^[0-9a-f]{16}$/);
    expect((await target.call('/user/option-list', { headers: bearer(made.token) })).code).toBe('00000');
    expect(await target.call('/user/list', { headers: bearer(made.token) })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/vue-element-admin/roles', { headers: bearer(made.token) })).toMatchObject({ status: 403, code: '40300' });
    const added = await target.call<{ id: number }>('/sms/addSendName', { method: 'POST', headers: bearer(made.token), body: { sendName: 'ByToken', userId: 4 } });
    expect(added.code, added.message).toBe('00000');
    const sync = await newToken(admin, { name: 'sync', roles: ['admin'], expiresInDays: 30 });
    expect(await target.call('/user/update', { method: 'PUT', headers: bearer(sync.token), body: { id: 9, description: 'Operations, by a script' } })).toMatchObject({ code: '00000' });
    const [entry] = (await store().audit.list({ resource: 'user', action: 'update', order: 'DESC', offset: 0, limit: 1 })).rows;
    expect(entry).toMatchObject({ recordId: '9', actorName: 'token:sync', actorId: 1 });
    await target.call(`/_tokens/${sync.id}`, { method: 'DELETE', token: admin });
    const listed = await target.call<ApiTokenRow[]>('/_tokens', { token: admin });
    expect(listed.data.find((row) => row.id === made.id)).toMatchObject({ name: 'import', roles: ['editor'], createdBy: 1, lastUsedAt: expect.any(Number) });
    await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
  });

  it("a token's roles follow its maker: an admin's token loses admin when its maker does", async () => {
    const admin = await target.login('admin');
    await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 4, roles: ['admin'] } });
    const alice = await target.login('alice');
    const made = await newToken(alice, { name: 'alice-admin', roles: ['admin'], expiresInDays: 1 });
    expect((await target.call('/user/list', { headers: bearer(made.token) })).code).toBe('00000');
    await target.call('/user/update', { method: 'PUT', token: admin, body: { id: 4, roles: ['editor'] } });
    expect(await target.call('/user/list', { headers: bearer(made.token) })).toMatchObject({ status: 403, code: '40300' });
    await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
  });

  it('stops at once when revoked, and an expired token is refused', async () => {
    const admin = await target.login('admin');
    const made = await newToken(admin, { name: 'short-lived', roles: ['editor'], expiresInDays: 1 });
    expect((await target.call('/user/option-list', { headers: bearer(made.token) })).code).toBe('00000');
    expect(await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin })).toMatchObject({ code: '00000' });
    expect(await target.call('/user/option-list', { headers: bearer(made.token) })).toMatchObject({ status: 401, code: 50008 });
    expect((await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin })).code).toBe('40400');

    const secret = 'smsat_expired0123456789';
    await store().apiTokens.insert({ id: '00000000000000aa', name: 'old', roles: ['admin'], createdBy: 1, createdAt: Date.now() - 3_000, expiresAt: Date.now() - 1_000, lastUsedAt: null }, await secretHashOf(secret));
    expect(await target.call('/user/list', { headers: bearer(secret) })).toMatchObject({ status: 401, code: 50008, message: 'This API token has expired.' });
    await store().apiTokens.remove('00000000000000aa');
  });

  it('the secret is answered once: never listed, never stored, never in the audit log', async () => {
    const admin = await target.login('admin');
    const made = await newToken(admin, { name: 'secretive', roles: ['editor'], expiresInDays: 7 });
    expect(made.token).toMatch(/^smsat_[0-9a-f]{64}$/);
    await target.call('/sms/addSendName', { method: 'POST', headers: bearer(made.token), body: { sendName: 'Quiet', userId: 4 } });
    const listed = await target.call('/_tokens', { token: admin });
    const audit = await target.call('/_audit', { token: admin, query: { resource: '_tokens' } });
    expect(audit.code).toBe('00000');
    const hash = await secretHashOf(made.token);
    for (const text of [JSON.stringify(listed.data), JSON.stringify(audit.data), JSON.stringify(await store().apiTokens.list()), await auditText()]) {
      expect(text).not.toContain(made.token);
      expect(text).not.toContain(made.token.slice(6));
      expect(text).not.toContain(hash);
    }
    await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
    const actions = (await store().audit.list({ resource: '_tokens', order: 'ASC', offset: 0, limit: 200 })).rows.filter((entry) => entry.recordId === made.id).map((entry) => entry.action);
    expect(actions).toEqual(['create', 'delete']);
  });

  it('limits every input: name, roles, lifetime, number of tokens', async () => {
    const admin = await target.login('admin');
    const good = { name: 'ok', roles: ['editor'], expiresInDays: 30 };
    const bodies: Array<[Record<string, unknown>, string]> = [
      [{ ...good, name: '' }, 'name is required'],
      [{ ...good, name: 'n'.repeat(65) }, 'name'],
      [{ ...good, name: 'bad/name' }, 'name'],
      [{ ...good, name: 'in\u200bvisible' }, 'name'],
      [{ ...good, name: ['x'] }, 'name'],
      [{ ...good, roles: [] }, 'roles'],
      [{ ...good, roles: ['nobody'] }, 'No such role: nobody'],
      [{ ...good, roles: 'editor' }, 'roles'],
      [{ ...good, roles: Array.from({ length: 21 }, (_, n) => `r${n}`) }, 'roles'],
      [{ ...good, expiresInDays: 0 }, 'expiresInDays'],
      [{ ...good, expiresInDays: 366 }, 'expiresInDays'],
      [{ ...good, expiresInDays: 1.5 }, 'expiresInDays'],
      [{ ...good, expiresInDays: '7' }, 'expiresInDays'],
      [{ name: 'ok', roles: ['editor'] }, 'expiresInDays'],
    ];
    for (const [body, field] of bodies) {
      const answer = await target.call('/_tokens', { method: 'POST', token: admin, body });
      expect(answer.code, JSON.stringify(body)).toBe('40001');
      expect(answer.message).toMatch(new RegExp(field));
    }
    expect(await store().apiTokens.count()).toBe(0);
    expect((await target.call('/_tokens', { method: 'POST', token: admin, body: { ...good, name: 'x'.repeat(5000) } })).code).toBe('41300');
    expect((await target.call('/_tokens/not-an-id', { method: 'DELETE', token: admin })).code).toBe('40001');
    for (let n = 0; n < 100; n += 1) {
      await store().apiTokens.insert({ id: n.toString(16).padStart(16, '0'), name: `filler ${n}`, roles: ['editor'], createdBy: 1, createdAt: n, expiresAt: Date.now() + 60_000, lastUsedAt: null }, `hash-${n}`);
    }
    expect(await target.call('/_tokens', { method: 'POST', token: admin, body: good })).toMatchObject({ code: '40900' });
    expect(await store().apiTokens.count()).toBe(100);
    for (let n = 0; n < 100; n += 1) await store().apiTokens.remove(n.toString(16).padStart(16, '0'));
  });

  describe('a wrong bearer', () => {
    afterAll(() => store().loginThrottle.clear());

    it('is refused, and after 5 tries from one address every bearer try is throttled like a login', async () => {
      // The revoked token tried above counted as a wrong one: start from none.
      await store().loginThrottle.clear();
      const admin = await target.login('admin');
      const made = await newToken(admin, { name: 'throttled', roles: ['editor'], expiresInDays: 1 });
      for (const wrong of ['smsat_0000', 'not a token!', 'smsat_1111', 'x'.repeat(300), 'smsat_2222']) {
        expect(await target.call('/user/option-list', { headers: bearer(wrong) })).toMatchObject({ status: 401, code: 50008 });
      }
      expect(await target.call('/user/option-list', { headers: bearer('smsat_3333') })).toMatchObject({ status: 429, code: '42900' });
      expect(await target.call('/user/option-list', { headers: bearer(made.token) })).toMatchObject({ status: 429, code: '42900' });
      // A session is not a bearer try: the console keeps working from that address.
      expect((await target.call('/user/option-list', { token: admin })).code).toBe('00000');
      await target.call(`/_tokens/${made.id}`, { method: 'DELETE', token: admin });
    });
  });
});

describe('roles list', () => {
  it('answers the roles with the template shape', async () => {
    const admin = await target.login('admin');
    const answer = await target.call<Role[]>('/vue-element-admin/roles', { token: admin });
    expect(answer.code).toBe(20000);
    expect(answer.data.map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  });
});
