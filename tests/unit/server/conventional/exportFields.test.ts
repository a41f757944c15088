// @vitest-environment node
/**
 * An export never holds a field the user may not view. The server leaves such a
 * field out of every list answer, the export (export=1) included, so no console code can leak it.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forwardTo } from '../../../../mock/forward';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../../server/store';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { TEST_PASSWORDS } from '../../storage/stores';
import { blacklist } from './blacklist';

const guarded = {
  ...blacklist,
  name: 'guarded',
  roles: ['admin', 'editor'],
  endpoints: Object.fromEntries(Object.entries(blacklist.endpoints).map(([key, value]) => [key, { ...value, path: value.path.replace('/blacklist', '/guarded') }])),
  fields: blacklist.fields.map((field) => (field.source === 'limit' ? { ...field, roles: { view: ['admin'], edit: ['admin'] } } : field)),
} as unknown as ResourceSchema;

const store = createMemoryStore({ passwords: TEST_PASSWORDS });
const server = setupServer(forwardTo(createApi(store, undefined, { resources: fixedResources([guarded]) }).app));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const login = async (userName: string) => {
  const response = await fetch('http://localhost/api/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: '111111' }) });
  return ((await response.json()) as { data: string }).data;
};

it('leaves a field the user may not view out of the export', async () => {
  await store.ready;
  const admin = await login('admin');
  const created = await fetch('http://localhost/api/guarded', {
    method: 'POST',
    headers: { Token: admin, 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '1000001', reason: 'spam', limit: 7 }),
  });
  expect(((await created.json()) as { code: string }).code).toBe('00000');
  const exportAs = async (token: string) => {
    const response = await fetch('http://localhost/api/guarded?export=1&range=[0,9999]', { headers: { Token: token } });
    return ((await response.json()) as { data: Array<Record<string, unknown>> }).data;
  };
  expect((await exportAs(admin))[0]).toMatchObject({ phone: '1000001', limit: 7 });
  const [row] = await exportAs(await login('editor'));
  expect(row).toMatchObject({ phone: '1000001', reason: 'spam' });
  expect(row).not.toHaveProperty('limit');
});
