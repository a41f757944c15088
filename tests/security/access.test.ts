// @vitest-environment node
/** Deny by default: every endpoint off the allow-list needs a session, and the right role. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_ENDPOINTS, endpointKey, type EndpointSpec } from '../../src/kernel/http/endpoints';
import { createApi } from '../../server/handlers';
import { createMemoryStore } from '../../server/store';
import { setupTarget } from './target';

const target = setupTarget();
const specs: readonly EndpointSpec[] = createApi(createMemoryStore()).specs;
const guarded = specs.filter((spec) => !PUBLIC_ENDPOINTS.has(endpointKey(spec)));
const concrete = (path: string): string => path.replace(/:[A-Za-z]+/g, '1');
const bodyOf = (spec: EndpointSpec) => (spec.method === 'POST' || spec.method === 'PUT' ? { id: 1, name: 'x' } : undefined);

describe('deny by default', () => {
  it('declares the allow-list and nothing else as public', () => {
    expect([...PUBLIC_ENDPOINTS].sort()).toEqual([
      'GET /_oidc',
      'GET /_oidc/callback',
      'GET /_oidc/start',
      'GET /health',
      'GET /ready',
      'GET /upload/files/:id',
      'GET /upload/files/:id/:name',
      'GET /user/info',
      'POST /user/login',
      'POST /vue-element-admin/user/logout',
    ]);
    expect(guarded.length).toBeGreaterThanOrEqual(27);
  });

  it.each(guarded.map((spec) => [endpointKey(spec), spec] as const))('%s refuses a request without a session (50008)', async (_key, spec) => {
    const before = JSON.stringify([(await target.server.store.articles.count()), (await target.server.store.roles.count()), (await target.server.store.users.count())]);
    const answer = await target.call(concrete(spec.path), { method: spec.method, body: bodyOf(spec) });
    expect(answer).toMatchObject({ code: 50008, message: 'Illegal token, please log in again.' });
    const invalidToken = await target.call(concrete(spec.path), { method: spec.method, body: bodyOf(spec), token: 'f'.repeat(48) });
    expect(invalidToken.code).toBe(50008);
    expect(JSON.stringify([(await target.server.store.articles.count()), (await target.server.store.roles.count()), (await target.server.store.users.count())])).toBe(before);
  });

  it("gives a visitor's session only what the dashboard reads (a visitor sees the dashboard only)", async () => {
    const open = guarded.filter((spec) => !spec.roles || spec.roles.includes('visitor')).map(endpointKey);
    // Saved views and a record's history (and its restore, then the record's PUT) are gated per resource, by its read access, inside the handler (as the REST convention is);
    // the published resource files, per file by its roles (a visitor gets those that name visitor).
    expect(open).toEqual([
      'GET /vue-element-admin/transaction/list',
      'GET /_views/:resource',
      'POST /_views/:resource',
      'PUT /_views/:resource/:id',
      'DELETE /_views/:resource/:id',
      'GET /_history/:resource/:id',
      'POST /_history/:resource/:id/:entry/restore',
      'GET /_resources/_served',
    ]);
    const token = await target.login('visitor');
    for (const path of ['/vue-element-admin/article/list', '/vue-element-admin/roles', '/vue-element-admin/routes', '/vue-element-admin/search/user']) {
      expect(await target.call(path, { token }), path).toMatchObject({ status: 403, code: '40300' });
    }
    const state = { filter: {}, sort: { field: 'id', order: 'DESC' }, perPage: 10, columns: [] };
    for (const resource of ['packageConf', 'sendName', 'user']) {
      expect(await target.call(`/_views/${resource}`, { token }), resource).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call(`/_views/${resource}`, { method: 'POST', body: { name: 'mine', state }, token }), resource).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call(`/_history/${resource}/1`, { token }), resource).toMatchObject({ status: 403, code: '40300' });
      expect(await target.call(`/_history/${resource}/1/1/restore`, { method: 'POST', body: { _version: 1 }, token }), resource).toMatchObject({ status: 403, code: '40300' });
    }
    expect((await target.call('/vue-element-admin/transaction/list', { token })).code).toBe(20000);
    expect(await target.call('/_resources/_served', { token })).toMatchObject({ code: '00000', data: [] });
  });

  const restricted = guarded.filter((spec) => spec.roles && !spec.roles.includes('visitor'));
  it.each(restricted.map((spec) => [endpointKey(spec), spec] as const))('%s refuses a visitor with 40300 (HTTP 403)', async (_key, spec) => {
    const token = await target.login('visitor');
    const answer = await target.call(concrete(spec.path), { method: spec.method, body: bodyOf(spec), token });
    expect(answer).toMatchObject({ status: 403, code: '40300' });
    expect(answer.message).toMatch(/^No permission: this action needs the (admin|admin or editor) role\.$/);
  });

  const adminOnly = guarded.filter((spec) => spec.roles?.length === 1 && spec.roles[0] === 'admin');
  it.each(adminOnly.map((spec) => [endpointKey(spec), spec] as const))('%s refuses an editor with 40300', async (_key, spec) => {
    const token = await target.login('editor');
    expect(await target.call(concrete(spec.path), { method: spec.method, body: bodyOf(spec), token })).toMatchObject({ status: 403, code: '40300' });
  });

  it('refuses the template writes of the attack: anonymous article create/update and role changes', async () => {
    const article = { title: 'owned', type: 'CN', importance: 1, timestamp: Date.now() };
    expect((await target.call('/vue-element-admin/article/create', { method: 'POST', body: article })).code).toBe(50008);
    expect((await target.call('/vue-element-admin/article/update', { method: 'POST', body: { ...article, id: 1 } })).code).toBe(50008);
    expect((await target.call('/vue-element-admin/role', { method: 'POST', body: { name: 'root' } })).code).toBe(50008);
    expect((await target.call('/vue-element-admin/role/admin', { method: 'PUT', body: { name: 'x' } })).code).toBe(50008);
    expect((await target.call('/vue-element-admin/role/admin', { method: 'DELETE' })).code).toBe(50008);
    expect((await target.server.store.roles.list()).map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  });

  it('refuses a cross-site text/plain POST (41500), even with a valid token', async () => {
    const token = await target.login('admin');
    const body = JSON.stringify({ userName: 'mallory', password: 'secret12' });
    const answer = await target.call('/user/addUser', { method: 'POST', token, body, type: 'text/plain' });
    expect(answer).toMatchObject({ status: 415, code: '41500', message: 'Send the body as application/json.' });
    const form = await target.call('/user/addUser', { method: 'POST', token, body: 'userName=mallory&password=secret12', type: 'application/x-www-form-urlencoded' });
    expect(form.code).toBe('41500');
    expect((await target.server.store.users.list()).find((user) => user.userName === 'mallory')).toBeUndefined();
  });
});

describe('ids', () => {
  it('refuses ids out of range with 40001, and the id sequence survives', async () => {
    const token = await target.login('editor');
    for (const id of [9007199254740991, 2147483648, -1, 0, 1.5, '1e3', '0x10', 'NaN', [1], { id: 1 }]) {
      const answer = await target.call('/vue-element-admin/article/update', { method: 'POST', token, body: { id, title: 'x' } });
      expect(answer.code, JSON.stringify(id)).toBe('40001');
    }
    expect((await target.call('/vue-element-admin/article/update', { method: 'POST', token, body: { id: 99999, title: 'x' } })).code).toBe('40400');
    const huge = await target.call<{ id: number }>('/vue-element-admin/article/create', { method: 'POST', token, body: { id: 2147483647, title: 'big' } });
    expect(huge.code).toBe(20000);
    expect(huge.data.id).toBeLessThan(1000);
    const next = await target.call<{ id: number }>('/vue-element-admin/article/create', { method: 'POST', token, body: { title: 'next' } });
    expect(next).toMatchObject({ code: 20000, data: { id: huge.data.id + 1 } });
  });

  it('refuses malformed path ids with 40001 instead of guessing', async () => {
    const token = await target.login('admin');
    for (const id of ['99999999999999999999', '-3', 'abc', '1.5', '%20']) {
      expect((await target.call(`/sms/delete-sendName/${id}`, { method: 'DELETE', token })).code, id).toBe('40001');
    }
    expect(await target.server.store.sendNames.count()).toBe(12);
  });
});
