import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { createAuthProvider } from '../../../src/providers/consoleAuthProvider';
import {
  forgetUserInfo,
  loadUserInfo,
  login,
  loginPathFor,
  logout,
  parseUserInfo,
} from '../../../src/providers/authProvider';
import { on } from '../../../src/providers/events';
import { clearToken, getToken, setToken } from '../../../src/providers/session';

const server = setupServer();
const info = { roles: ['editor'], name: 'Normal Editor', avatar: 'a.png', introduction: 'I am an editor', permissions: {} };
let loggedOut: Array<string | null> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  loggedOut = [];
  server.use(
    http.post('*/user/login', async ({ request }) => {
      const body = (await request.json()) as { userName: string; password: string };
      return body.userName === 'editor' && body.password === '111111'
        ? HttpResponse.json({ code: '00000', data: 'editor-token' })
        : HttpResponse.json({ code: 60204, message: 'Account and password are incorrect.' });
    }),
    http.get('*/user/info', ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'editor-token'
        ? HttpResponse.json({ code: '00000', data: info })
        : HttpResponse.json({ code: 50008, message: 'Login failed, unable to get user details.' }),
    ),
    http.post('*/vue-element-admin/user/logout', ({ request }) => {
      loggedOut.push(request.headers.get('Token'));
      return HttpResponse.json({ code: 20000, data: 'success' });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  clearToken();
  forgetUserInfo();
});
afterAll(() => server.close());

describe('parseUserInfo', () => {
  it('fails on missing data', () => {
    expect(() => parseUserInfo(null)).toThrow('errors.verificationFailed');
    expect(() => parseUserInfo(undefined)).toThrow('errors.verificationFailed');
  });
  it.each([[undefined], [[]], ['admin'], [[1]]])('fails when roles are %j', (roles) => {
    expect(() => parseUserInfo({ roles, name: 'x' })).toThrow('errors.rolesRequired');
  });
  it('keeps roles, name, avatar, introduction and the stored permissions', () => {
    expect(parseUserInfo(info)).toEqual(info);
    const permissions = { support: { blacklist: { read: true, create: false, update: false, delete: false, export: false } } };
    expect(parseUserInfo({ ...info, permissions }).permissions).toEqual(permissions);
  });
  it('takes no stored permissions from an answer without them', () => {
    const { permissions: _none, ...older } = info;
    expect(parseUserInfo(older).permissions).toEqual({});
  });
  it('keeps a whole-number userId (record ownership), drops anything else', () => {
    expect(parseUserInfo({ ...info, userId: 7 }).userId).toBe(7);
    expect(parseUserInfo({ ...info, userId: '7' })).not.toHaveProperty('userId');
  });
});

describe('login', () => {
  it('has its own deadline (loginTimeoutMs), not the data deadline', async () => {
    setConfig({ requestTimeoutMs: 50, loginTimeoutMs: 2000 });
    server.use(
      http.post('*/user/login', async () => {
        await delay(150);
        return HttpResponse.json({ code: '00000', data: 'editor-token' });
      }),
      http.get('*/user/info', async () => {
        await delay(150);
        return HttpResponse.json({ code: '00000', data: info });
      }),
    );
    try {
      await expect(login({ username: 'editor', password: '111111' })).resolves.toEqual(info);
      setConfig({ loginTimeoutMs: 50 });
      forgetUserInfo();
      await expect(login({ username: 'editor', password: '111111' })).rejects.toThrow('timeout of 50ms exceeded');
    } finally {
      setConfig({ requestTimeoutMs: 5000, loginTimeoutMs: 30000 });
    }
  });

  it('stores the token in the Admin-Token cookie and loads the info', async () => {
    await expect(login({ username: ' editor ', password: '111111' })).resolves.toEqual(info);
    expect(getToken()).toBe('editor-token');
    expect(document.cookie).toContain('Admin-Token=editor-token');
  });

  it("rejects with the server's message and stores nothing", async () => {
    await expect(login({ username: 'editor', password: 'wrong!' })).rejects.toThrow(
      'Account and password are incorrect.',
    );
    expect(getToken()).toBeUndefined();
  });

  it('clears the token again when the info cannot be loaded', async () => {
    server.use(http.get('*/user/info', () => HttpResponse.json({ code: '00000', data: { roles: [] } })));
    await expect(login({ username: 'editor', password: '111111' })).rejects.toThrow('errors.rolesRequired');
    expect(getToken()).toBeUndefined();
  });
});

describe('loadUserInfo', () => {
  it('loads once per session', async () => {
    let calls = 0;
    server.use(
      http.get('*/user/info', () => {
        calls += 1;
        return HttpResponse.json({ code: '00000', data: info });
      }),
    );
    setToken('editor-token', { announce: false });
    await Promise.all([loadUserInfo(), loadUserInfo()]);
    await loadUserInfo();
    expect(calls).toBe(1);
  });

  it('rejects without a token and with an expired one', async () => {
    await expect(loadUserInfo()).rejects.toThrow('errors.verificationFailed');
    setToken('stale', { announce: false });
    await expect(loadUserInfo()).rejects.toMatchObject({ code: 50008 });
  });
});

describe('logout', () => {
  it('tells the server with the token, clears the session and returns the login path', async () => {
    setToken('editor-token', { announce: false });
    window.history.replaceState(null, '', '/example/list?page=2');
    const changes: boolean[] = [];
    const off = on('sessionChanged', ({ signedIn }) => changes.push(signedIn));
    expect(logout()).toBe('/login?redirect=/example/list%3Fpage%3D2');
    off();
    expect(getToken()).toBeUndefined();
    expect(changes).toEqual([false]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loggedOut).toEqual(['editor-token']);
  });

  it('does not wait for a server that is down', () => {
    server.use(http.post('*/vue-element-admin/user/logout', () => HttpResponse.error()));
    setToken('editor-token', { announce: false });
    expect(logout()).toMatch(/^\/login\?redirect=/);
    expect(getToken()).toBeUndefined();
  });
});

describe('authProvider (react-admin contract)', () => {
  const provider = createAuthProvider((resource) => (resource === 'packageConf' || resource === 'sendName' ? { name: resource, roles: resource === 'packageConf' ? ['admin'] : undefined, fields: [] } : undefined));

  it('checkAuth follows the token', async () => {
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    setToken('editor-token', { announce: false });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError never logs out by itself (the confirm box does)', async () => {
    await expect(provider.checkError({ code: 50008 })).resolves.toBeUndefined();
  });

  it('permissions, identity and canAccess come from the info', async () => {
    setToken('editor-token', { announce: false });
    await expect(provider.getPermissions!({})).resolves.toEqual(['editor']);
    await expect(provider.getIdentity!()).resolves.toMatchObject({ fullName: 'Normal Editor', avatar: 'a.png' });
    await expect(provider.canAccess!({ resource: 'packageConf', action: 'list' })).resolves.toBe(false);
    await expect(provider.canAccess!({ resource: 'sendName', action: 'list' })).resolves.toBe(true);
  });

  it('builds login paths with a readable redirect', () => {
    expect(loginPathFor('/dashboard')).toBe('/login?redirect=/dashboard');
  });
});
