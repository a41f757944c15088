// @vitest-environment node
/**
 * Related records read the other resource's conventional list with an equality
 * filter on its reference field, or a "the list holds this id" filter on its references field
 * (many-to-many): the server takes both on every store (TEST_STORE), and refuses them (40001) to a
 * user who may not view that field, as for any field one may not view, and past their limits.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILTER_VALUES } from '../../../../server/handlers/crud/listQuery';
import { startServer, type RunningServer } from '../../../../server/http/startServer';
import { postgresLocation, sqliteLocation, TEST_STORE, type TestLocation } from '../../storage/stores';

const customer = {
  name: 'customer',
  roles: ['admin', 'editor'],
  related: [
    { resource: 'order', target: 'customer' },
    { resource: 'order', target: 'partners' },
  ],
  fields: [{ source: 'name', type: 'text', required: true }],
};

const order = {
  name: 'order',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'title', type: 'text', required: true },
    { source: 'customer', type: 'reference', reference: { resource: 'customer', optionText: 'name' } },
    { source: 'auditedBy', type: 'reference', roles: { view: ['admin'] }, reference: { resource: 'customer', optionText: 'name' } },
    { source: 'partners', type: 'references', reference: { resource: 'customer', optionText: 'name', onDelete: 'ignore' } },
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

describe('the list of a related resource, filtered on a references list', () => {
  it('lists the records whose list holds the id (or one of the ids), and refuses what is not a list of ids', async () => {
    const admin = await login('admin');
    const ids: number[] = [];
    for (const name of ['Initech', 'Umbrella', 'Hooli']) ids.push((await call<{ id: number }>('/customer', admin, { method: 'POST', body: { name } })).data.id);
    const [initech, umbrella, hooli] = ids as [number, number, number];
    for (const [title, partners] of [['both', [initech, umbrella]], ['initech', [initech]], ['none', []], ['unset', null]] as const) {
      expect((await call('/order', admin, { method: 'POST', body: { title, partners } })).code).toBe('00000');
    }
    const titles = async (filter: unknown) => {
      const answer = await call<Array<{ title: string }>>(`/order?sort=${encodeURIComponent('["id","ASC"]')}`, admin, { filter });
      expect(answer.code).toBe('00000');
      return answer.data.map((row) => row.title);
    };
    expect(await titles({ partners: initech })).toEqual(['both', 'initech']);
    expect(await titles({ partners: umbrella })).toEqual(['both']);
    expect(await titles({ partners: String(umbrella) })).toEqual(['both']);
    expect(await titles({ partners: hooli })).toEqual([]);
    expect(await titles({ partners: [umbrella, hooli] })).toEqual(['both']);

    const notAnId = await call('/order', admin, { filter: { partners: 'Initech' } });
    expect(notAnId.code).toBe('40001');
    expect(notAnId.message).toContain('filter.partners must be record ids');
    const tooMany = await call('/order', admin, { filter: { partners: Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, index) => index + 1) } });
    expect(tooMany.code).toBe('40001');
    expect(tooMany.message).toContain(`filter.partners may list at most ${MAX_FILTER_VALUES} values`);
  });
});
