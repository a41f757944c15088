// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SendName } from '../../../server/apiTypes';
import { call, login, setupMockApi } from './client';

const store = setupMockApi();

describe('sender names', () => {
  it('lists the 12 seeded names', async () => {
    const answer = await call<SendName[]>('/sms/sendName-list', { token: await login('admin') });
    expect(answer.data).toHaveLength(12);
    for (const row of answer.data) expect((await store.users.get(row.userId))?.userName).toBe(row.userName);
  });

  it('create -> list -> update -> delete (as editor)', async () => {
    const token = await login('editor');
    const created = await call<{ id: number }>('/sms/addSendName', {
      method: 'POST',
      token,
      body: { id: '', sendName: 'NewBrand', userId: 5, userName: 'whatever' },
    });
    expect(created).toMatchObject({ code: '00000', data: { id: 13 } });
    let list = await call<SendName[]>('/sms/sendName-list', { token });
    expect(list.data.at(-1)).toEqual({ id: 13, sendName: 'NewBrand', userId: 5, userName: 'bob' });

    const updated = await call('/sms/update-sendName', { method: 'PUT', token, body: { id: 13, sendName: 'Renamed', userId: 7, userName: 'bob' } });
    expect(updated).toMatchObject({ code: '00000', data: null });
    list = await call<SendName[]>('/sms/sendName-list', { token });
    expect(list.data.at(-1)).toEqual({ id: 13, sendName: 'Renamed', userId: 7, userName: 'dave' });

    expect(await call('/sms/delete-sendName/13', { method: 'DELETE', token })).toMatchObject({ code: '00000' });
    expect((await call<SendName[]>('/sms/sendName-list', { token })).data).toHaveLength(12);
    expect(await call('/sms/delete-sendName/13', { method: 'DELETE', token })).toMatchObject({ code: '40400', message: 'Send name not found' });
  });

  it.each([
    [{ sendName: '' }, 'sendName is required'],
    [{ userId: null }, 'userId is required'],
    [{ userId: 404 }, 'userId does not match any user'],
  ])('refuses %o: %s', async (change, message) => {
    const token = await login('admin');
    const answer = await call('/sms/addSendName', { method: 'POST', token, body: { sendName: 'Ok', userId: 1, ...change } });
    expect(answer).toMatchObject({ code: '40001', message });
  });

  it('validates updates', async () => {
    const token = await login('admin');
    expect(await call('/sms/update-sendName', { method: 'PUT', token, body: { sendName: 'x', userId: 1 } })).toMatchObject({ code: '40001', message: 'id is required' });
    expect(await call('/sms/update-sendName', { method: 'PUT', token, body: { id: 99, sendName: 'x', userId: 1 } })).toMatchObject({ code: '40400' });
    expect(await call('/sms/update-sendName', { method: 'PUT', token, body: { id: 1, sendName: ' ' } })).toMatchObject({ code: '40001', message: 'sendName is required' });
  });
});
