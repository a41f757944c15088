// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../server/handlers';
import { createMemoryStore } from '../../../server/store';
import type { PackageConf } from '../../../server/apiTypes';
import { call, login, setupMockApi } from './client';

const store = setupMockApi({ control: true });

describe('control endpoints', () => {
  it('reset re-seeds the data and ends sessions', async () => {
    const token = await login('admin');
    await call('/sms/delete-packageConf/1', { method: 'DELETE', token });
    expect(await store.packageConfs.get(1)).toBeUndefined();
    expect(await call('/__control__/reset', { method: 'POST' })).toMatchObject({ code: '00000' });
    expect(await store.packageConfs.get(1)).toBeDefined();
    expect((await call('/user/list', { token })).code).toBe(50008);
  });

  it('expire-tokens makes the next call answer 50008', async () => {
    const token = await login('admin');
    expect((await call('/user/list', { token })).code).toBe('00000');
    expect(await call('/__control__/expire-tokens', { method: 'POST' })).toMatchObject({ code: '00000' });
    expect((await call('/user/list', { token })).code).toBe(50008);
    expect((await call('/user/info', { query: { token } })).code).toBe(50008);
  });

  it('expire-tokens with a token ends only that session', async () => {
    const mine = await login('admin');
    const other = await login('editor');
    await call('/__control__/expire-tokens', { method: 'POST', body: { token: mine } });
    expect((await call('/user/list', { token: mine })).code).toBe(50008);
    expect((await call('/sms/sendName-list', { token: other })).code).toBe('00000');
  });

  it('seed-packages replaces the package confs with 100000 rows', async () => {
    const answer = await call<{ count: number }>('/__control__/seed-packages', { method: 'POST', body: { count: 100000 } });
    expect(answer).toMatchObject({ code: '00000', data: { count: 100000 } });
    expect(await store.packageConfs.count()).toBe(100000);
    const list = await call<PackageConf[]>('/sms/packageConf-list', { token: await login('admin') });
    expect(list.data).toHaveLength(100000);
    // Newest first.
    expect(list.data[0]).toMatchObject({ id: 100000, packageId: 'PKG-100000' });
    expect(list.data[99999]).toMatchObject({ id: 1, packageId: 'PKG-0001' });
    expect(new Set(list.data.map((row) => row.packageId)).size).toBe(100000);
  });

  it('seed-packages validates count', async () => {
    for (const count of [-1, 'x', 1.5, 2_000_000]) {
      expect(await call('/__control__/seed-packages', { method: 'POST', body: { count } })).toMatchObject({ code: '40001' });
    }
  });

  it('are absent without control: true', async () => {
    const response = await createApi(createMemoryStore()).app.request('/api/__control__/reset', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: '40400' });
  });
});
