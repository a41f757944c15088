/**
 * The console follows a change of the signed-in user's roles on the next navigation: the
 * permissions react-admin holds are read again from the server (the real API in MSW, memory store),
 * and everything that reads them (here the roles a page shows) follows.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { createMockServer } from '../../../mock/node';
import { PermissionsFollower } from '../../../src/layout/PermissionsFollower';
import { createAdminQueryClient } from '../../../src/providers/adminQueryClient';
import { forgetUserInfo, loadUserInfo } from '../../../src/providers/authProvider';
import { request } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken, setToken } from '../../../src/providers/session';
import { useRoles } from '../../../src/providers/useRoles';

const { server, store } = createMockServer();

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => (await loadUserInfo()).roles,
};

let navigate: NavigateFunction = () => undefined;

function Shown() {
  navigate = useNavigate();
  return <p data-testid="roles">{useRoles().join(',')}</p>;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  forgetUserInfo();
  clearToken();
  await store.reset();
});
afterAll(() => server.close());

describe('the permissions on navigation', () => {
  it("follow a change of the user's roles at the next navigation, not before", async () => {
    const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'bob', password: '111111' }, silent: true });
    setToken(token, { announce: false });
    const info = await loadUserInfo();
    render(
      <TestMemoryRouter initialEntries={['/dashboard']}>
        <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()} queryClient={createAdminQueryClient(info)}>
          <PermissionsFollower />
          <Shown />
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(screen.getByTestId('roles')).toHaveTextContent('editor');

    await store.users.update(5, { roles: ['visitor'] });
    // Nothing asks the server until the user moves on.
    expect(screen.getByTestId('roles')).toHaveTextContent('editor');
    await act(async () => {
      await navigate('/sms/sendName');
    });
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect((await loadUserInfo()).roles).toEqual(['visitor']);
  });
});
