// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser, UserOption } from '../../../server/apiTypes';
import { call, login, setupMockApi } from './client';

const store = setupMockApi();
let token = '';
beforeEach(async () => {
  token = await login('admin');
});

describe('users', () => {
  it('lists users with their roles and without password (an admin-only list)', async () => {
    const answer = await call<PublicUser[]>('/user/list', { token });
    expect(answer.code).toBe('00000');
    expect(answer.data).toHaveLength(11);
    expect(answer.data[0]).toEqual({ id: 1, userName: 'admin', phone: expect.any(String), type: 0, description: 'I am a super administrator', roles: ['admin'] });
    for (const user of answer.data) {
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('passwordHash');
    }
    expect(answer.data.filter((user) => user.type !== 0).map((user) => user.type).sort()).toEqual([1, 1, 2]);
  });

  it('answers the option list to admin and editor', async () => {
    const answer = await call<UserOption[]>('/user/option-list', { token: await login('editor') });
    expect(answer.data[1]).toEqual({ id: 2, userName: 'editor' });
    expect(Object.keys(answer.data[0] ?? {})).toEqual(['id', 'userName']);
  });

  it('create -> list -> update -> delete; the new user can log in as editor', async () => {
    const created = await call<{ id: number }>('/user/addUser', {
      method: 'POST',
      token,
      body: { userName: 'zoe', password: 'secret1', phone: '+15551234567', type: 0, description: 'New hire' },
    });
    expect(created).toMatchObject({ code: '00000', data: { id: 12 } });
    const list = await call<PublicUser[]>('/user/list', { token });
    expect(list.data.at(-1)).toEqual({ id: 12, userName: 'zoe', phone: '+15551234567', type: 0, description: 'New hire', roles: ['editor'] });
    const zoe = await login('zoe', 'secret1');
    expect((await call<{ roles: string[] }>('/user/info', { query: { token: zoe } })).data.roles).toEqual(['editor']);

    // empty password keeps the old one
    expect(await call('/user/update', { method: 'PUT', token, body: { id: 12, userName: 'zoe2', password: '', phone: '123456' } })).toMatchObject({ code: '00000', data: null });
    expect(await store.users.get(12)).toMatchObject({ userName: 'zoe2', phone: '123456' });
    expect(await login('zoe2', 'secret1')).toEqual(expect.any(String));
    await call('/user/update', { method: 'PUT', token, body: { id: 12, password: 'changed!' } });
    expect(await store.passwords.verify('changed!', (await store.users.get(12))?.passwordHash ?? '')).toBe(true);
    expect(JSON.stringify(await store.users.get(12))).not.toContain('changed!');

    expect(await call('/user/role/12', { method: 'DELETE', token })).toMatchObject({ code: '00000', data: null });
    expect(await store.users.get(12)).toBeUndefined();
    expect(await call('/user/role/12', { method: 'DELETE', token })).toMatchObject({ code: '40400', message: 'User not found' });
  });

  it('a rename follows into packages and sender names', async () => {
    const sendName = (await store.sendNames.list()).find((row) => row.userId !== 1);
    const ownerId = sendName?.userId ?? 0;
    await call('/user/update', { method: 'PUT', token, body: { id: ownerId, userName: 'renamed-owner' } });
    expect((await store.sendNames.get(sendName?.id ?? 0))?.userName).toBe('renamed-owner');
    expect((await store.packageConfs.list()).filter((row) => row.userId === ownerId).every((row) => row.userName === 'renamed-owner')).toBe(true);
  });

  it('keeps the admin phone, password and name; admin cannot be deleted or frozen', async () => {
    const before = await store.users.get(1);
    const answer = await call('/user/update', { method: 'PUT', token, body: { id: 1, userName: 'root', phone: '999999', password: 'newpass', description: 'Boss' } });
    expect(answer.code).toBe('00000');
    expect(await store.users.get(1)).toMatchObject({ userName: 'admin', phone: before?.phone, passwordHash: before?.passwordHash, description: 'Boss' });
    expect(await call('/user/update', { method: 'PUT', token, body: { id: 1, type: 1 } })).toMatchObject({
      code: '40001',
      message: 'The admin account cannot be deactivated or frozen.',
    });
    expect(await call('/user/role/1', { method: 'DELETE', token })).toMatchObject({ code: '40001', message: 'The admin account cannot be deleted.' });
  });

  it.each([
    [{ userName: '' }, 'userName is required'],
    [{ userName: 'editor' }, 'userName already exists'],
    [{ password: '12345' }, 'password: The password can not be less than 6 digits'],
    [{ password: undefined }, 'password is required'],
    [{ phone: '12-34' }, 'phone: Please enter a valid phone number (6 to 15 digits, optional +)'],
    [{ phone: '1234567890123456' }, 'phone: Please enter a valid phone number (6 to 15 digits, optional +)'],
    [{ type: 5 }, 'type must be 0 (normal), 1 (deactivated) or 2 (frozen)'],
  ])('refuses a new user with %o: %s', async (change, message) => {
    const body = { userName: 'newbie', password: '123456', phone: '', type: 0, description: '', ...change };
    expect(await call('/user/addUser', { method: 'POST', token, body })).toMatchObject({ code: '40001', message });
  });

  it('puts a rule failure on its field: a bad phone answers errors.phone', async () => {
    const body = { userName: 'phoned', password: '123456', phone: '12-34', type: 0, description: '' };
    const answer = await call('/user/addUser', { method: 'POST', token, body });
    expect(answer).toEqual({
      status: 200,
      code: '40001',
      message: 'phone: Please enter a valid phone number (6 to 15 digits, optional +)',
      data: null,
      errors: { phone: { message: 'user.badPhone', args: {} } },
    });
    expect(answer.errors?.phone?.message).toBe('user.badPhone');
    expect(await store.users.byName('phoned')).toBeUndefined();
  });

  it('answers every failed field, each with its i18n key and arguments', async () => {
    const body = { userName: 'u'.repeat(33), password: '', phone: 'x', type: 0 };
    const answer = await call('/user/addUser', { method: 'POST', token, body });
    expect(answer).toMatchObject({ code: '40001', message: 'userName must be at most 32 characters' });
    expect(answer.errors).toEqual({
      userName: { message: 'crud.tooLong', args: { max: 32 } },
      phone: { message: 'user.badPhone', args: {} },
      password: { message: 'crud.required', args: {} },
    });
  });

  it('a business refusal has no field errors', async () => {
    const answer = await call('/user/addUser', { method: 'POST', token, body: { userName: 'typed', password: '123456', type: 5 } });
    expect(answer).toMatchObject({ code: '40001', message: 'type must be 0 (normal), 1 (deactivated) or 2 (frozen)' });
    expect(answer).not.toHaveProperty('errors');
  });

  it('validates updates', async () => {
    expect(await call('/user/update', { method: 'PUT', token, body: { userName: 'x' } })).toMatchObject({ code: '40001', message: 'id is required' });
    expect(await call('/user/update', { method: 'PUT', token, body: { id: 404 } })).toMatchObject({ code: '40400' });
    expect(await call('/user/update', { method: 'PUT', token, body: { id: 4, userName: 'bob' } })).toMatchObject({ message: 'userName already exists' });
    expect(await call('/user/update', { method: 'PUT', token, body: { id: 4, password: '123' } })).toMatchObject({
      message: 'password: The password can not be less than 6 digits',
    });
  });
});
