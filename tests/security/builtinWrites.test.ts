// @vitest-environment node
/**
 * The built-in resources' own write endpoints (packages, sender names, articles, users) obey the
 * rules an admin stores for a role (`PUT /api/_permissions/{role}`) as the conventional resources
 * do: the grant lets in, only its fields may be set (40300 for another), a create's presets
 * overwrite what was sent, an update or delete reaches only its rows and no change takes a record
 * out of them. Real requests on the store TEST_STORE names; each refusal is checked against the
 * store, read back. The seeded roles keep what their files give them.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResourcePermissions } from '../../src/kernel/access/rolePermissions';
import { setupTarget } from './target';

const target = setupTarget();
const store = () => target.server.store;

const NONE: ResourcePermissions = { read: false, create: false, update: false, delete: false, export: false };
const BOB = 5;
const VISITOR = 3;
const RESOURCES = ['packageConf', 'sendName', 'article', 'user'] as const;

let admin = '';
let bob = '';
let editor = '';
let visitor = '';

const grant = async (rules: Partial<Record<(typeof RESOURCES)[number], ResourcePermissions | null>>) =>
  expect((await target.call('/_permissions/clerk', { method: 'PUT', token: admin, body: rules })).code).toBe('00000');

beforeAll(async () => {
  admin = await target.login('admin');
  expect((await target.call('/vue-element-admin/role', { method: 'POST', token: admin, body: { key: 'clerk', name: 'Clerk' } })).code).toBe(20000);
  expect((await target.call('/user/update', { method: 'PUT', token: admin, body: { id: BOB, roles: ['clerk'] } })).code).toBe('00000');
  bob = await target.login('bob');
  editor = await target.login('editor');
  visitor = await target.login('visitor');
});

beforeEach(async () => {
  await grant(Object.fromEntries(RESOURCES.map((name) => [name, null])));
});

describe('packages', () => {
  const add = (body: Record<string, unknown>, token: string) => target.call('/sms/addPackageConf', { method: 'POST', token, body });
  const byId = (packageId: string) => store().packageConfs.byPackageId(packageId);

  it('creates with the granted fields only, the presets overwriting what was sent; others are refused and nothing is stored', async () => {
    expect(await add({ packageId: 'GRANT-0', userId: 2, totalNum: 10, name: 'Basic' }, bob)).toMatchObject({ status: 403, code: '40300' });
    await grant({ packageConf: { ...NONE, create: { fields: ['packageId', 'userId', 'totalNum'], presets: { name: 'Granted plan' } } } });

    // The console sends the reference's copied name beside it: the server derives it from userId.
    expect((await add({ packageId: 'GRANT-1', userId: 2, userName: 'someone else', totalNum: 50, name: 'My own name' }, bob)).code).toBe('00000');
    expect(await byId('GRANT-1')).toMatchObject({ packageId: 'GRANT-1', userId: 2, userName: 'editor', totalNum: 50, remainNum: 50, name: 'Granted plan', smsCode: '' });

    // A field the grant does not name: 40300, nothing stored.
    expect(await add({ packageId: 'GRANT-2', userId: 2, totalNum: 50, smsCode: '123456' }, bob)).toMatchObject({ status: 403, code: '40300' });
    expect(await add({ packageId: 'GRANT-3', userId: 2, totalNum: 50, remainNum: 10 }, bob)).toMatchObject({ status: 403, code: '40300' });
    // Roles without the grant: the file's default (admin only) names whom the refusal points to.
    for (const token of [visitor, editor]) {
      const refused = await add({ packageId: 'GRANT-4', userId: 2, totalNum: 50, name: 'Basic' }, token);
      expect(refused).toMatchObject({ status: 403, code: '40300' });
      expect(refused.message).toContain('admin');
    }
    for (const packageId of ['GRANT-0', 'GRANT-2', 'GRANT-3', 'GRANT-4']) expect(await byId(packageId)).toBeUndefined();
    // The verification code is for the form's smsCode: not this grant's.
    expect(await target.call('/sms/verifySmsSend', { token: bob })).toMatchObject({ status: 403, code: '40300' });
    await grant({ packageConf: { ...NONE, create: { fields: ['packageId', 'userId', 'totalNum', 'smsCode'] } } });
    expect((await target.call('/sms/verifySmsSend', { token: bob })).code).toBe('00000');
    // The admin is never narrowed.
    expect((await add({ packageId: 'GRANT-5', userId: 2, totalNum: 50, name: 'Basic', smsCode: '123456' }, admin)).code).toBe('00000');
    expect(await byId('GRANT-5')).toMatchObject({ name: 'Basic', smsCode: '123456' });
  });

  it('updates the granted fields of the records its rows reach, and no change takes one out of them', async () => {
    for (const [packageId, name] of [['ROWS-1', 'Inside'], ['ROWS-2', 'Inside'], ['ROWS-3', 'Outside']]) {
      expect((await add({ packageId, userId: 2, totalNum: 100, name }, admin)).code).toBe('00000');
    }
    const [inside, other, outside] = await Promise.all(['ROWS-1', 'ROWS-2', 'ROWS-3'].map(async (packageId) => (await byId(packageId))!));
    const rows = { field: 'name', in: ['Inside', 'Renamed'] };
    await grant({ packageConf: { ...NONE, read: true, update: { fields: ['name', 'remainNum'], rows } } });
    const edit = (body: Record<string, unknown>) => target.call('/sms/edit-packageConf', { method: 'PUT', token: bob, body });

    // Inside the rows, a granted field; the record the console loaded sent back unchanged is no change.
    expect((await edit({ ...inside, name: 'Renamed', remainNum: 40 })).code).toBe('00000');
    expect(await byId('ROWS-1')).toMatchObject({ name: 'Renamed', remainNum: 40, totalNum: 100 });
    // A field the grant does not name.
    expect(await edit({ ...other, totalNum: 500 })).toMatchObject({ status: 403, code: '40300' });
    // A record outside the rows (the role reads it, may not change it).
    expect(await edit({ id: outside.id, name: 'Inside' })).toMatchObject({ status: 403, code: '40300' });
    // A change taking the record out of the rows.
    expect(await edit({ id: other.id, name: 'Elsewhere' })).toMatchObject({ status: 403, code: '40300' });
    expect(await byId('ROWS-2')).toEqual(other);
    expect(await byId('ROWS-3')).toEqual(outside);

    // A record the role may not read is one it does not find.
    await grant({ packageConf: { ...NONE, read: { rows }, update: { fields: ['name'] } } });
    expect(await edit({ id: outside.id, name: 'Inside' })).toMatchObject({ code: '40400' });
    expect(await byId('ROWS-3')).toEqual(outside);
    // Without an update grant: refused at the door.
    await grant({ packageConf: { ...NONE, read: true } });
    expect(await edit({ id: other.id, name: 'Renamed' })).toMatchObject({ status: 403, code: '40300' });
    expect(await byId('ROWS-2')).toEqual(other);
  });

  it('deletes only the records the delete rows reach', async () => {
    for (const [packageId, name] of [['DEL-1', 'Disposable'], ['DEL-2', 'Kept']]) expect((await add({ packageId, userId: 2, totalNum: 1, name }, admin)).code).toBe('00000');
    const [inside, outside] = [(await byId('DEL-1'))!, (await byId('DEL-2'))!];
    await grant({ packageConf: { ...NONE, read: true, delete: { rows: { field: 'name', equals: 'Disposable' } } } });
    expect(await target.call(`/sms/delete-packageConf/${outside.id}`, { method: 'DELETE', token: bob })).toMatchObject({ status: 403, code: '40300' });
    expect(await byId('DEL-2')).toEqual(outside);
    expect(await target.call(`/sms/delete-packageConf/${inside.id}`, { method: 'DELETE', token: visitor })).toMatchObject({ status: 403, code: '40300' });
    expect((await target.call(`/sms/delete-packageConf/${inside.id}`, { method: 'DELETE', token: bob })).code).toBe('00000');
    expect(await byId('DEL-1')).toBeUndefined();
  });
});

describe('sender names', () => {
  const named = async (sendName: string) => (await store().sendNames.list()).find((row) => row.sendName === sendName);

  it('creates with the granted field and the preset owner; the visitor is refused, the editor keeps its file default', async () => {
    await grant({ sendName: { ...NONE, create: { fields: ['sendName'], presets: { userId: 4 } } } });
    const add = (body: Record<string, unknown>, token: string) => target.call('/sms/addSendName', { method: 'POST', token, body });
    expect((await add({ sendName: 'CLERK-1', userId: 2 }, bob)).code).toBe('00000');
    expect(await named('CLERK-1')).toMatchObject({ userId: 4, userName: 'alice' });
    expect(await add({ sendName: 'CLERK-2', userId: 2 }, visitor)).toMatchObject({ status: 403, code: '40300' });
    expect(await named('CLERK-2')).toBeUndefined();
    expect((await add({ sendName: 'EDITOR-1', userId: 2 }, editor)).code).toBe('00000');
    expect(await named('EDITOR-1')).toMatchObject({ userId: 2 });
  });

  it('updates and deletes only inside the rows', async () => {
    const mine = (await target.call<{ id: number }>('/sms/addSendName', { method: 'POST', token: admin, body: { sendName: 'ROW-MINE', userId: 4 } })).data.id;
    const theirs = (await target.call<{ id: number }>('/sms/addSendName', { method: 'POST', token: admin, body: { sendName: 'ROW-THEIRS', userId: 7 } })).data.id;
    const rows = { field: 'userId', equals: 4 };
    await grant({ sendName: { ...NONE, read: true, update: { fields: ['sendName', 'userId'], rows }, delete: { rows } } });
    const update = (body: Record<string, unknown>) => target.call('/sms/update-sendName', { method: 'PUT', token: bob, body });
    expect(await update({ id: theirs, sendName: 'TAKEN' })).toMatchObject({ status: 403, code: '40300' });
    expect(await update({ id: mine, userId: 7 })).toMatchObject({ status: 403, code: '40300' });
    expect((await update({ id: mine, sendName: 'ROW-MINE-2' })).code).toBe('00000');
    expect(await target.call(`/sms/delete-sendName/${theirs}`, { method: 'DELETE', token: bob })).toMatchObject({ status: 403, code: '40300' });
    expect(await store().sendNames.get(theirs)).toMatchObject({ sendName: 'ROW-THEIRS', userId: 7 });
    expect(await store().sendNames.get(mine)).toMatchObject({ sendName: 'ROW-MINE-2', userId: 4 });
    expect((await target.call(`/sms/delete-sendName/${mine}`, { method: 'DELETE', token: bob })).code).toBe('00000');
    expect(await store().sendNames.get(mine)).toBeUndefined();
  });
});

describe('articles', () => {
  const titled = async (title: string) => (await store().articles.list()).find((row) => row.title === title);
  const create = (body: Record<string, unknown>, token: string) => target.call('/vue-element-admin/article/create', { method: 'POST', token, body });

  it('creates with the granted fields and presets; another field, another value or another role is refused and nothing is stored', async () => {
    expect(await create({ title: 'Too early', type: 'US' }, bob)).toMatchObject({ status: 403, code: '40300' });
    await grant({ article: { ...NONE, create: { fields: ['title', 'type', 'importance'], presets: { status: 'draft' } } } });
    expect((await create({ title: 'Clerk news', type: 'US', importance: 2, status: 'published' }, bob)).code).toBe(20000);
    expect(await titled('Clerk news')).toMatchObject({ type: 'US', importance: 2, status: 'draft' });
    // A field of the file the grant does not name, and a value of the article's beyond its fields.
    expect(await create({ title: 'With remark', type: 'US', remark: 'no' }, bob)).toMatchObject({ status: 403, code: '40300' });
    expect(await create({ title: 'With content', type: 'US', content: '<p>no</p>' }, bob)).toMatchObject({ status: 403, code: '40300' });
    expect(await create({ title: 'By visitor', type: 'US' }, visitor)).toMatchObject({ status: 403, code: '40300' });
    for (const title of ['Too early', 'With remark', 'With content', 'By visitor']) expect(await titled(title)).toBeUndefined();
    // The editor keeps the file's default: every field.
    expect((await create({ title: 'Editor news', type: 'JP', remark: 'fine', status: 'published' }, editor)).code).toBe(20000);
    expect(await titled('Editor news')).toMatchObject({ remark: 'fine', status: 'published' });
  });

  it('updates inside the rows only, and not out of them', async () => {
    expect((await create({ title: 'Draft one', type: 'CN', status: 'draft' }, admin)).code).toBe(20000);
    expect((await create({ title: 'Published one', type: 'CN', status: 'published' }, admin)).code).toBe(20000);
    const [draft, published] = [(await titled('Draft one'))!, (await titled('Published one'))!];
    await grant({ article: { ...NONE, read: true, update: { fields: ['title', 'status'], rows: { field: 'status', equals: 'draft' } } } });
    const update = (body: Record<string, unknown>) => target.call('/vue-element-admin/article/update', { method: 'POST', token: bob, body });
    expect(await update({ ...published, title: 'Hijacked' })).toMatchObject({ status: 403, code: '40300' });
    expect(await update({ ...draft, status: 'published' })).toMatchObject({ status: 403, code: '40300' });
    expect(await update({ ...draft, remark: 'not mine to set' })).toMatchObject({ status: 403, code: '40300' });
    expect(await store().articles.get(published.id)).toEqual(published);
    expect(await store().articles.get(draft.id)).toEqual(draft);
    expect((await update({ ...draft, title: 'Draft one, better' })).code).toBe(20000);
    expect(await store().articles.get(draft.id)).toMatchObject({ title: 'Draft one, better', status: 'draft' });
  });
});

describe('users', () => {
  it('a granted role changes the fields it was given, but never roles nor an admin account', async () => {
    await grant({ user: { ...NONE, read: true, update: { fields: ['phone', 'roles'] }, delete: true } });
    const before = await store().users.get(VISITOR);
    const update = (body: Record<string, unknown>) => target.call('/user/update', { method: 'PUT', token: bob, body });
    expect((await update({ id: VISITOR, phone: '+8613900000003' })).code).toBe('00000');
    expect(await update({ id: VISITOR, roles: ['admin'] })).toMatchObject({ status: 403, code: '40300' });
    expect(await update({ id: VISITOR, description: 'not granted' })).toMatchObject({ status: 403, code: '40300' });
    expect(await update({ id: 1, phone: '+8613900000001' })).toMatchObject({ status: 403, code: '40300' });
    expect(await target.call('/user/role/1', { method: 'DELETE', token: bob })).toMatchObject({ status: 403, code: '40300' });
    expect(await store().users.get(VISITOR)).toMatchObject({ phone: '+8613900000003', roles: before?.roles, description: before?.description });
    expect(await store().users.get(1)).toMatchObject({ userName: 'admin', phone: '+8613800000001', roles: ['admin'] });
    // The editor has no grant on users: refused as before.
    expect(await target.call('/user/update', { method: 'PUT', token: editor, body: { id: VISITOR, phone: '+8613900000009' } })).toMatchObject({ status: 403, code: '40300' });
    expect((await store().users.get(VISITOR))?.phone).toBe('+8613900000003');
  });

  it('a granted role may neither create an account (it would get roles the role does not hold) nor set the password of one holding such roles', async () => {
    await grant({ user: { ...NONE, read: true, create: true, update: { fields: ['phone', 'password'] } } });
    const count = (await store().users.list()).length;
    const created = await target.call('/user/addUser', { method: 'POST', token: bob, body: { userName: 'clerkmade', password: 'secret-123', phone: '+8613900000077' } });
    expect(created).toMatchObject({ status: 403, code: '40300' });
    expect(await store().users.list()).toHaveLength(count);
    expect(await target.login('clerkmade').catch(() => 'refused')).toBe('refused');

    const hashBefore = (await store().users.get(VISITOR))?.passwordHash;
    const reset = await target.call('/user/update', { method: 'PUT', token: bob, body: { id: VISITOR, password: 'taken-over-1' } });
    expect(reset).toMatchObject({ status: 403, code: '40300' });
    expect((await store().users.get(VISITOR))?.passwordHash).toBe(hashBefore);
    // The fields that give no one more rights stay the grant's.
    expect((await target.call('/user/update', { method: 'PUT', token: bob, body: { id: VISITOR, phone: '+8613900000078' } })).code).toBe('00000');
    expect((await store().users.get(VISITOR))?.phone).toBe('+8613900000078');
  });
});
