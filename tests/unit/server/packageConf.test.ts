// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { PackageConf } from '../../../server/apiTypes';
import { call, login, setupMockApi } from './client';

const store = setupMockApi();
let token = '';
beforeEach(async () => {
  token = await login('admin');
});

const valid = { packageId: 'PKG-NEW-1', name: 'Pro 20000', userId: 4, totalNum: 20000, remainNum: 500, smsCode: '123456' };

describe('package configurations', () => {
  it('lists the seeded rows (25 by default), newest first', async () => {
    const answer = await call<PackageConf[]>('/sms/packageConf-list', { token });
    expect(answer.code).toBe('00000');
    expect(answer.data).toHaveLength(25);
    expect(answer.data.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
    const first = answer.data[24];
    expect(first).toMatchObject({ id: 1, packageId: 'PKG-0001', smsCode: '' });
    expect(first?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const row of answer.data) {
      expect(row.remainNum).toBeLessThanOrEqual(row.totalNum);
      expect((await store.users.get(row.userId))?.userName).toBe(row.userName);
    }
  });

  it('create -> list -> edit -> delete', async () => {
    const created = await call<{ id: number }>('/sms/addPackageConf', { method: 'POST', token, body: { ...valid, userName: 'ignored' } });
    expect(created.code).toBe('00000');
    const id = created.data.id;
    expect(id).toBe(26);

    let list = await call<PackageConf[]>('/sms/packageConf-list', { token });
    const row = list.data.find((item) => item.id === id);
    expect(row).toMatchObject({ ...valid, userName: 'alice' });
    expect(row?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Spec: in edit mode packageId and user cannot be edited. A change is refused by name; the
    // record sent back as loaded (what the dialog sends) is accepted.
    const changes = { name: 'Business 50000', totalNum: 50000, remainNum: 49000 };
    for (const [source, value] of [['packageId', 'HACKED'], ['userId', 1]] as const) {
      expect(await call('/sms/edit-packageConf', { method: 'PUT', token, body: { ...row, ...changes, [source]: value } })).toMatchObject({
        code: '40001',
        message: `${source} cannot be changed`,
      });
    }
    const edited = await call('/sms/edit-packageConf', { method: 'PUT', token, body: { ...row, ...changes } });
    expect(edited).toMatchObject({ code: '00000', data: null });
    list = await call<PackageConf[]>('/sms/packageConf-list', { token });
    expect(list.data.find((item) => item.id === id)).toMatchObject({
      packageId: 'PKG-NEW-1',
      userId: 4,
      userName: 'alice',
      name: 'Business 50000',
      totalNum: 50000,
      remainNum: 49000,
    });

    expect(await call(`/sms/delete-packageConf/${id}`, { method: 'DELETE', token })).toMatchObject({ code: '00000', data: null });
    list = await call<PackageConf[]>('/sms/packageConf-list', { token });
    expect(list.data.some((item) => item.id === id)).toBe(false);
    const again = await call(`/sms/delete-packageConf/${id}`, { method: 'DELETE', token });
    expect(again).toMatchObject({ code: '40400', message: 'Package configuration not found' });
  });

  it('accepts numbers sent as digit strings and defaults remainNum to totalNum', async () => {
    const created = await call<{ id: number }>('/sms/addPackageConf', {
      method: 'POST',
      token,
      body: { packageId: 'PKG-S', name: 'Basic 5000', userId: '2', totalNum: '5000' },
    });
    expect(created.code).toBe('00000');
    expect(await store.packageConfs.get(created.data.id)).toMatchObject({ userId: 2, userName: 'editor', totalNum: 5000, remainNum: 5000 });
  });

  it.each([
    [{ packageId: '' }, 'packageId is required'],
    [{ name: '  ' }, 'name is required'],
    [{ userId: undefined }, 'userId is required'],
    [{ userId: 999 }, 'userId does not match any user'],
    [{ totalNum: -1 }, 'totalNum must be at least 0'],
    [{ totalNum: 1.5 }, 'totalNum must be a whole number'],
    [{ remainNum: 'many' }, 'remainNum must be a whole number'],
    [{ remainNum: 20001 }, 'remainNum: remainNum can not be greater than totalNum'],
    [{ packageId: 'PKG-0001' }, 'packageId already exists'],
  ])('refuses a new package with %o: %s', async (change, message) => {
    const answer = await call('/sms/addPackageConf', { method: 'POST', token, body: { ...valid, ...change } });
    expect(answer).toMatchObject({ status: 200, code: '40001', message, data: null });
    expect(await store.packageConfs.count()).toBe(25);
  });

  it('validates edits and unknown ids', async () => {
    expect(await call('/sms/edit-packageConf', { method: 'PUT', token, body: { name: 'x' } })).toMatchObject({ code: '40001', message: 'id is required' });
    expect(await call('/sms/edit-packageConf', { method: 'PUT', token, body: { id: 999, name: 'x' } })).toMatchObject({
      code: '40400',
      message: 'Package configuration not found',
    });
    const current = await store.packageConfs.get(1);
    const answer = await call('/sms/edit-packageConf', { method: 'PUT', token, body: { id: 1, remainNum: (current?.totalNum ?? 0) + 1 } });
    expect(answer).toMatchObject({
      code: '40001',
      message: 'remainNum: remainNum can not be greater than totalNum',
      errors: { remainNum: { message: 'packageConf.remainAboveTotal', args: {} } },
    });
    expect(await store.packageConfs.get(1)).toEqual(current);
  });

  it('refuses a body that is not JSON', async () => {
    const headers = { Token: token, 'Content-Type': 'application/json' };
    const response = await fetch('http://localhost/api/sms/addPackageConf', { method: 'POST', headers, body: '{oops' });
    expect(await response.json()).toMatchObject({ code: '40000' });
  });

  it('refuses a body of another content type with 41500 (HTTP 415)', async () => {
    const body = JSON.stringify({ packageId: 'P-X', name: 'x', userId: 2, totalNum: 1 });
    const response = await fetch('http://localhost/api/sms/addPackageConf', { method: 'POST', headers: { Token: token, 'Content-Type': 'text/plain' }, body });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: '41500', message: 'Send the body as application/json.' });
    expect((await store.packageConfs.list()).find((row) => row.packageId === 'P-X')).toBeUndefined();
  });

  it('verifySmsSend records a 6-digit code for the caller', async () => {
    expect(await call('/sms/verifySmsSend', { token })).toMatchObject({ code: '00000', data: null });
    expect((await store.smsCodes.get(1))?.code).toMatch(/^\d{6}$/);
  });
});
