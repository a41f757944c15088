// @vitest-environment node
/**
 * Reference sub-fields inside `array` and `object` values, on the store TEST_STORE names: each id
 * must name a record (refused under its path), and a delete of a record they name obeys the
 * sub-field's onDelete ('restrict' refuses, 'setNull' takes it out, 'ignore' leaves it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { agent, route } from './nestedReferences';

interface Answer<T = unknown> {
  code: string | number;
  message: string;
  data: T;
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
}
type Row = Record<string, unknown> & { id: number };

let opened: TestStore;
let app: ReturnType<typeof createApi>['app'];
let admin = '';
let editor = '';

async function call<T = unknown>(path: string, options: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Token = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.request(`http://localhost/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return (await response.json()) as Answer<T>;
}

const login = async (userName: string): Promise<string> => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;
const newAgent = async (name: string): Promise<number> => (await call<Row>('/agent', { method: 'POST', token: editor, body: { name } })).data.id;
const newRoute = (body: Record<string, unknown>) => call<Row>('/route', { method: 'POST', token: editor, body: { title: 'R', ...body } });

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  app = createApi(opened.store, undefined, { resources: fixedResources([agent, route]) }).app;
});
beforeEach(async () => {
  await opened.store.reset();
  admin = await login('admin');
  editor = await login('editor');
});
afterAll(async () => {
  await opened.dispose();
});

describe(`references inside object and array values (${TEST_STORE})`, () => {
  it('refuses an id that names no record, under its path', async () => {
    const ann = await newAgent('Ann');
    const refused = await newRoute({ stops: [{ label: 'a', agent: ann }, { label: 'b', agent: 999 }], escalation: { backups: [ann, 998] } });
    expect(refused.code).toBe('40001');
    expect(refused.errors).toMatchObject({
      'stops[1].agent': { message: 'crud.noSuchRecord', args: { id: 999, resource: 'agent' } },
      'escalation.backups': { message: 'crud.noSuchRecord', args: { id: 998, resource: 'agent' } },
    });
    expect(refused.errors).not.toHaveProperty(['stops[0].agent']);
    expect(refused.message).toContain('stops[1].agent: no such record: 999');
    expect((await newRoute({ stops: [{ agent: '1' }] })).code).toBe('40001');
    expect((await call('/route', { token: editor })).data).toEqual([]);

    const kept = await newRoute({ stops: [{ label: 'a', agent: ann }], escalation: { backups: [ann], watcher: ann } });
    expect(kept.code).toBe('00000');
    expect(kept.data).toMatchObject({ stops: [{ label: 'a', agent: ann }], escalation: { backups: [ann], watcher: ann } });
    const edited = await call<Row>(`/route/${kept.data.id}`, { method: 'PUT', token: editor, body: { stops: [{ agent: ann }, { agent: 12345 }] } });
    expect(edited.errors).toHaveProperty(['stops[1].agent']);
  });

  it("obeys each sub-field's onDelete when a named record is deleted", async () => {
    const ann = await newAgent('Ann');
    const bob = await newAgent('Bob');
    const cid = await newAgent('Cid');
    const held = await newRoute({ stops: [{ label: 'a', agent: ann }], escalation: { backups: [bob, cid], watcher: bob } });
    expect(held.code).toBe('00000');

    // 'restrict' (stops[].agent): refused, named in the message.
    const refused = await call(`/agent/${ann}`, { method: 'DELETE', token: admin });
    expect(refused.code).toBe('40001');
    expect(refused.message).toContain('1 route record (field stops.agent)');
    expect((await call(`/agent/${ann}`, { token: admin })).code).toBe('00000');

    // 'setNull' (escalation.backups) takes Bob out; 'ignore' (escalation.watcher) keeps his id.
    expect((await call(`/agent/${bob}`, { method: 'DELETE', token: admin })).code).toBe('00000');
    const after = await call<Row>(`/route/${held.data.id}`, { token: editor });
    expect(after.data).toMatchObject({ stops: [{ label: 'a', agent: ann }], escalation: { backups: [cid], watcher: bob } });

    // A value kept as it was is not checked again, though Bob is gone.
    const resaved = await call<Row>(`/route/${held.data.id}`, { method: 'PUT', token: editor, body: { title: 'R2', escalation: { backups: [cid], watcher: bob } } });
    expect(resaved.code).toBe('00000');
  });
});
