// @vitest-environment node
/**
 * Related records read the other resource's conventional list with an equality
 * filter on its reference field: the server takes it on every store (TEST_STORE), and refuses it
 * (40001) to a user who may not view that field, as for any field one may not view.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { postgresLocation, sqliteLocation, TEST_STORE, type TestLocation } from '../../storage/stores';

const customer = {
  name: 'customer',
  roles: ['admin', 'editor'],
  related: [{ resource: 'order', target: 'customer' }],
  fields: [{ source: 'name', type: 'text', required: true }],
};

const order = {
  name: 'order',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'title', type: 'text', required: true },
    { source: 'customer', type: 'reference', reference: { resource: 'customer', optionText: 'name' } },
    { source: 'auditedBy', type: 'reference', roles: { view: ['admin'] }, reference: { resource: 'customer', optionText: 'name' } },
  ],
};

let dist = '';
let server: RunningServer;
let location: TestLocation | undefined;

async function call<T>(path: string, token: string, init: { method?: string; body?: unknown; filter?: unknown } = {}) {
  const url = new URL(`${server.url}api${path}`);
  if (init.filter !== undefined) url.searchParams.set('filter', JSON.stringify(init.filter));
  const headers: Record<string, string> = { Token: token };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, range: response.headers.get('content-range'), ...((await response.json()) as { code: string; message: string; data: T }) };
}

async function login(userName: string): Promise<string> {
  const response = await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: '111111' }) });
  return ((await response.json()) as { data: string }).data;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sms-related-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(dist, 'resources', 'customer.json'), JSON.stringify(customer));
  writeFileSync(join(dist, 'resources', 'order.json'), JSON.stringify(order));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: ['resources/customer.json', 'resources/order.json'] }));
  if (TEST_STORE !== 'memory') location = TEST_STORE === 'sqlite' ? await sqliteLocation() : await postgresLocation();
  server = await startServer({ port: 0, distDir: dist, database: location?.target, resourceRecheckMs: 0 });
});

afterAll(async () => {
  await server.close();
  await location?.remove();
  rmSync(dist, { recursive: true, force: true });
});

describe('the list of a related resource, filtered on its link', () => {
  it("lists one record's related records, paged, and refuses a filter on a field the user may not view", async () => {
    const admin = await login('admin');
    const ids: number[] = [];
    for (const name of ['Acme', 'Globex']) ids.push((await call<{ id: number }>('/customer', admin, { method: 'POST', body: { name } })).data.id);
    const [acme, globex] = ids as [number, number];
    for (const [title, owner] of [['A1', acme], ['A2', acme], ['A3', acme], ['G1', globex]] as const) {
      expect((await call('/order', admin, { method: 'POST', body: { title, customer: owner, auditedBy: globex } })).code).toBe('00000');
    }

    const editor = await login('editor');
    const acmeOrders = await call<Array<{ title: string; customer: number }>>(`/order?sort=${encodeURIComponent('["id","ASC"]')}&range=[0,1]`, editor, { filter: { customer: acme } });
    expect(acmeOrders.code).toBe('00000');
    expect(acmeOrders.data.map((row) => row.title)).toEqual(['A1', 'A2']);
    expect(acmeOrders.range).toMatch(/\/3$/);
    expect((await call<unknown[]>('/order', editor, { filter: { customer: globex } })).data).toHaveLength(1);

    // The editor may not view auditedBy: no list filters on it (an admin may).
    const hidden = await call('/order', editor, { filter: { auditedBy: globex } });
    expect(hidden.code).toBe('40001');
    expect(hidden.message).toContain('auditedBy');
    expect((await call<unknown[]>('/order', admin, { filter: { auditedBy: globex } })).data).toHaveLength(4);
  });
});
