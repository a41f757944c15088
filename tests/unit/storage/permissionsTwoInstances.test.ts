// @vitest-environment node
/**
 * A permission change or an API token's revocation through one server is obeyed by another on the
 * same PostgreSQL (runs when
 * the run has a PostgreSQL): each request reads the caller's stored rules from the database, so the
 * other server follows at its next request. Waits on state, with a 2 s deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../server/handlers';
import { fixedResources } from '../../../server/operations/served';
import { openDatabase } from '../../../server/sql/connect';
import { createSqlStore, type SqlStore } from '../../../server/sql/sqlStore';
import { conventional } from '../server/conventional/conventionalSchema';
import { POSTGRES_URL, postgresLocation, TEST_PASSWORDS, type TestLocation } from './stores';

const desk = conventional({ name: 'twinDesk', roles: ['admin'], fields: [{ source: 'subject', type: 'text' }] });
const NONE = { read: false, create: false, update: false, delete: false, export: false };
const DEADLINE_MS = 2000;

type App = ReturnType<typeof createApi>['app'];

const call = async (app: App, path: string, token: string, method = 'GET', body?: unknown, bearer?: string): Promise<{ code: unknown; data: unknown }> => {
  const headers: Record<string, string> = bearer === undefined ? { Token: token } : { Authorization: `Bearer ${bearer}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await response.json()) as { code: unknown; data: unknown };
};

/** Polls until the answer's code is the one wanted, or the deadline passes; how long it took. */
async function within(deadlineMs: number, ask: () => Promise<unknown>, wanted: unknown): Promise<number> {
  const started = Date.now();
  let last: unknown;
  while (Date.now() - started <= deadlineMs) {
    last = await ask();
    if (last === wanted) return Date.now() - started;
  }
  throw new Error(`still ${String(last)} after ${deadlineMs} ms, not ${String(wanted)}`);
}

describe.skipIf(!POSTGRES_URL)('permissions on two servers sharing one PostgreSQL', () => {
  let location: TestLocation;
  let first: SqlStore;
  let second: SqlStore;
  let one: App;
  let other: App;

  beforeAll(async () => {
    location = await postgresLocation();
    first = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    second = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
    one = createApi(first, undefined, { resources: fixedResources([desk]) }).app;
    other = createApi(second, undefined, { resources: fixedResources([desk]) }).app;
    await first.roles.insert({ key: 'support', name: 'Support', description: '', routes: [] });
    const bob = await first.users.byName('bob');
    await first.users.update(bob!.id, { roles: ['support'] });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await location?.remove();
  });

  it('a grant and a withdrawal made through one are obeyed by the other within 2 s', async () => {
    const admin = await first.sessions.issue((await first.users.byName('admin'))!.id);
    const bob = await second.sessions.issue((await second.users.byName('bob'))!.id);
    const listOnOther = async () => (await call(other, '/twinDesk', bob)).code;
    expect(await listOnOther()).toBe('40300');

    expect((await call(one, '/_permissions/support', admin, 'PUT', { twinDesk: { ...NONE, read: true } })).code).toBe('00000');
    expect(await within(DEADLINE_MS, listOnOther, '00000')).toBeLessThanOrEqual(DEADLINE_MS);

    expect((await call(one, '/_permissions/support', admin, 'PUT', { twinDesk: null })).code).toBe('00000');
    expect(await within(DEADLINE_MS, listOnOther, '40300')).toBeLessThanOrEqual(DEADLINE_MS);
    expect((await call(other, '/_permissions/support', admin)).data).toMatchObject({ twinDesk: NONE });
  });

  it('an API token made through one works on the other, and its revocation through one is obeyed by the other within 2 s', async () => {
    const admin = await first.sessions.issue((await first.users.byName('admin'))!.id);
    const made = (await call(one, '/_tokens', admin, 'POST', { name: 'twin script', roles: ['admin'], expiresInDays: 1 })).data as { id: number; token: string };
    const listOnOther = async () => (await call(other, '/twinDesk', '', 'GET', undefined, made.token)).code;
    expect(await listOnOther()).toBe('00000');

    expect((await call(one, `/_tokens/${made.id}`, admin, 'DELETE')).code).toBe('00000');
    // Polled until refused (not as fast as possible: failed bearer attempts are throttled like logins).
    const started = Date.now();
    let code = await listOnOther();
    while (code === '00000' && Date.now() - started <= DEADLINE_MS) {
      await new Promise((wait) => setTimeout(wait, 100));
      code = await listOnOther();
    }
    expect(code).toBe(50008);
    expect(Date.now() - started).toBeLessThanOrEqual(DEADLINE_MS);
  });
});
