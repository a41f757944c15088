// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../../server/apiTypes';
import { call, login, setupMockApi } from './client';

const store = setupMockApi();

describe('POST /user/login', () => {
  it('answers the token in the service envelope', async () => {
    const answer = await call<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } });
    expect(answer).toMatchObject({ status: 200, code: '00000', message: 'success' });
    expect(answer.data).toMatch(/^[0-9a-f]{32,}$/);
  });

  it('issues a different token at every login', async () => {
    expect(await login('editor')).not.toBe(await login('editor'));
  });

  it('refuses a wrong password or an unknown user with 60204', async () => {
    for (const body of [{ userName: 'admin', password: 'wrong-one' }, { userName: 'nobody', password: '111111' }]) {
      const answer = await call('/user/login', { method: 'POST', body });
      expect(answer).toMatchObject({ status: 200, code: 60204, message: 'Account and password are incorrect.', data: null });
    }
  });

  it('refuses deactivated (1) and frozen (2) accounts', async () => {
    for (const userName of ['carol', 'erin']) {
      const answer = await call('/user/login', { method: 'POST', body: { userName, password: '111111' } });
      expect(answer).toMatchObject({ code: 60204, message: 'Account is deactivated or frozen.' });
    }
  });

  it('requires both fields', async () => {
    for (const body of [{ userName: 'admin' }, { password: '111111' }, {}]) {
      const answer = await call('/user/login', { method: 'POST', body });
      expect(answer).toMatchObject({ code: '40000', message: 'userName and password are required' });
    }
  });
});

describe('GET /user/info', () => {
  it.each([
    ['admin', ['admin'], 'I am a super administrator', 1],
    ['editor', ['editor'], 'I am an editor', 2],
    ['visitor', ['visitor'], 'I am a visitor', 3],
  ])('answers the session of %s', async (userName, roles, introduction, userId) => {
    const token = await login(userName);
    const answer = await call<SessionInfo>('/user/info', { query: { token } });
    expect(answer.code).toBe('00000');
    expect(answer.data).toMatchObject({ roles, name: userName, introduction, userId });
    expect(answer.data.avatar).toMatch(/^data:image\/svg\+xml/);
  });

  it('answers 50008 for an unknown or missing token', async () => {
    for (const query of [{ token: 'not-a-token' }, {}] as Array<Record<string, string>>) {
      const answer = await call('/user/info', { query });
      expect(answer).toMatchObject({ code: 50008, message: 'Login failed, unable to get user details.' });
    }
  });
});

describe('session', () => {
  it('requires a valid Token header on service calls', async () => {
    for (const token of [undefined, 'forged']) {
      for (const path of ['/sms/packageConf-list', '/sms/sendName-list', '/user/list', '/user/option-list', '/sms/verifySmsSend']) {
        const answer = await call(path, { token });
        expect(answer).toMatchObject({ status: 200, code: 50008, message: 'Illegal token, please log in again.' });
      }
    }
  });

  it('logout invalidates the token of the Token header', async () => {
    const token = await login('admin');
    expect((await call('/user/list', { token })).code).toBe('00000');
    const answer = await call('/vue-element-admin/user/logout', { method: 'POST', token });
    expect(answer).toMatchObject({ code: 20000, data: 'success' });
    expect((await call('/user/list', { token })).code).toBe(50008);
    expect((await call('/user/info', { query: { token } })).code).toBe(50008);
  });

  it('logout without a token still succeeds', async () => {
    expect(await call('/vue-element-admin/user/logout', { method: 'POST' })).toMatchObject({ code: 20000 });
  });

  it('a token stops working when its user is frozen', async () => {
    const admin = await login('admin');
    const bob = await login('bob');
    expect((await call('/sms/sendName-list', { token: bob })).code).toBe('00000');
    await call('/user/update', { method: 'PUT', token: admin, body: { id: 5, type: 2 } });
    expect((await call('/sms/sendName-list', { token: bob })).code).toBe(50008);
    expect((await store.users.get(5))?.type).toBe(2);
  });
});

describe('roles', () => {
  it('refuses admin-only calls to an editor with 40300 (HTTP 403)', async () => {
    const token = await login('editor');
    for (const [path, method] of [
      ['/sms/packageConf-list', 'GET'],
      ['/sms/addPackageConf', 'POST'],
      ['/sms/verifySmsSend', 'GET'],
      ['/user/list', 'GET'],
      ['/user/addUser', 'POST'],
      ['/user/role/5', 'DELETE'],
    ] as const) {
      const answer = await call(path, { method, token, body: method === 'POST' ? {} : undefined });
      expect(answer).toMatchObject({ status: 403, code: '40300', message: 'No permission: this action needs the admin role.' });
    }
  });

  it('lets an editor use sender names and the user option list', async () => {
    const token = await login('editor');
    expect((await call('/sms/sendName-list', { token })).code).toBe('00000');
    expect((await call('/user/option-list', { token })).code).toBe('00000');
  });

  it('refuses sender names to a visitor, naming both roles', async () => {
    const token = await login('visitor');
    const answer = await call('/sms/sendName-list', { token });
    expect(answer).toMatchObject({ status: 403, code: '40300', message: 'No permission: this action needs the admin or editor role.' });
  });
});
