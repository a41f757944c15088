// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Role, RouteItem, Transaction } from '../../../server/apiTypes';
import { call, login, setupMockApi, type CallOptions } from './client';

setupMockApi();

/** These endpoints need a session (admin); tests/security covers the refusals. */
let token = '';
beforeEach(async () => {
  token = await login('admin');
});
const signedIn = <T = unknown>(path: string, options: CallOptions = {}) => call<T>(path, { ...options, token });

describe('template mocks', () => {
  it('searches user names', async () => {
    const answer = await signedIn<{ items: Array<{ name: string }> }>('/vue-element-admin/search/user', { query: { name: 'mar' } });
    expect(answer.code).toBe(20000);
    expect(answer.data.items.length).toBeGreaterThan(0);
    for (const item of answer.data.items) expect(item.name.toLowerCase()).toContain('mar');
  });

  it('lists 20 transactions', async () => {
    const answer = await signedIn<{ total: number; items: Transaction[] }>('/vue-element-admin/transaction/list');
    expect(answer.data.total).toBe(20);
    expect(answer.data.items).toHaveLength(20);
    for (const item of answer.data.items) {
      expect(['success', 'pending']).toContain(item.status);
      expect(item).toEqual({ order_no: expect.any(String), timestamp: expect.any(Number), username: expect.any(String), price: expect.any(Number), status: item.status });
    }
  });

  it('answers the route table', async () => {
    const answer = await signedIn<RouteItem[]>('/vue-element-admin/routes');
    const permission = answer.data.find((route) => route.path === '/permission');
    expect(permission?.meta?.roles).toEqual(['admin', 'editor']);
    expect(permission?.children?.map((child) => child.meta?.title)).toEqual(['Manage packageConf', 'Manage Send name', 'User']);
  });

  it('answers, adds, updates and deletes roles', async () => {
    const roles = await signedIn<Role[]>('/vue-element-admin/roles');
    expect(roles.data.map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
    expect(roles.data[1]?.routes.some((route) => route.path === '/permission')).toBe(false);

    const created = await signedIn<{ key: string }>('/vue-element-admin/role', { method: 'POST', body: { name: 'auditor', description: 'Reads', routes: [] } });
    expect(created).toMatchObject({ code: 20000, data: { key: expect.any(String) } });
    const key = created.data.key;
    expect(await signedIn(`/vue-element-admin/role/${key}`, { method: 'PUT', body: { name: 'auditor2' } })).toMatchObject({ code: 20000, data: { status: 'success' } });
    expect((await signedIn<Role[]>('/vue-element-admin/roles')).data.find((role) => role.key === key)?.name).toBe('auditor2');
    expect(await signedIn(`/vue-element-admin/role/${key}`, { method: 'DELETE' })).toMatchObject({ code: 20000, data: { status: 'success' } });
    expect((await signedIn<Role[]>('/vue-element-admin/roles')).data).toHaveLength(3);
  });
});
