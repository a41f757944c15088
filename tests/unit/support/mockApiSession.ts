/**
 * A console test file against the real API in MSW on a memory store: the server listens for the
 * file, the store is reset and the session cleared after each test; the admin signs in through the
 * API; an auth provider answers with the given roles.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { createMockServer } from '../../../mock/node';
import { request } from '../../../src/providers/http';
import { clearToken, setToken } from '../../../src/providers/session';

export function serveMockApi(): ReturnType<typeof createMockServer> {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    clearToken();
    await mock.store.reset();
  });
  afterAll(() => mock.server.close());
  return mock;
}

export const authWithRoles = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
});

/** Signs the demo admin in through the API and keeps the token as the console does. */
export async function signInAsAdmin(): Promise<void> {
  const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
  setToken(token, { announce: false });
}
