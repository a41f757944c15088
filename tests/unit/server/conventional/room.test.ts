// @vitest-environment node
/** A conventional resource keeps at most its maximum of records (40900, the noRoomIn answer), through the MSW handlers. */
import { setupServer } from 'msw/node';
import { forwardTo } from '../../../../mock/forward';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../../server/store';
import { TEST_PASSWORDS } from '../../storage/stores';
import { blacklist } from './blacklist';

const store = createMemoryStore({ passwords: TEST_PASSWORDS });
const server = setupServer(forwardTo(createApi(store, undefined, { resources: fixedResources([blacklist]), maxRecords: 2 }).app));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = async (token: string, phone: string) => {
  const response = await fetch('http://localhost/api/blacklist', { method: 'POST', headers: { Token: token, 'Content-Type': 'application/json' }, body: JSON.stringify({ phone, reason: 'spam' }) });
  return (await response.json()) as { code: string; message: string };
};

it('answers 40900 once the resource is full', async () => {
  await store.ready;
  const login = await fetch('http://localhost/api/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
  const token = ((await login.json()) as { data: string }).data;
  expect((await post(token, '1000001')).code).toBe('00000');
  expect((await post(token, '1000002')).code).toBe('00000');
  expect(await post(token, '1000003')).toEqual(expect.objectContaining({ code: '40900', message: 'No room for more blacklist records: at most 2.' }));
});
