/**
 * The Audit log page shows publishing, rolling back and unpublishing a resource file in words:
 * the action, "Resource files", the file's name and the revisions (the real API in MSW, memory store).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createMockServer } from '../../../mock/node';
import AuditLogPage from '../../../src/pages/audit/AuditLogPage';
import { request } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken, setToken } from '../../../src/providers/session';

const { server, store } = createMockServer();

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['admin'],
};

const memo = (label: string) => ({
  name: 'memo',
  label,
  roles: ['admin'],
  route: { parent: '/memoGroup', path: 'memo', name: 'MemoPage', group: { title: 'Memo group', icon: 'table' } },
  fields: [{ source: 'title', type: 'text' }],
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  clearToken();
  await store.reset();
});
afterAll(() => server.close());

describe('resource file entries in the Audit log', () => {
  it('name the action, the file and its revisions in words', async () => {
    const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
    setToken(token, { announce: false });
    const first = await request<{ revision: number }>('/_resources/memo', { method: 'PUT', body: memo('Memos') });
    const second = await request<{ revision: number }>('/_resources/memo', { method: 'PUT', body: memo('Notes') });
    const rolled = await request<{ revision: number }>(`/_resources/memo/revisions/${first.revision}/rollback`, { method: 'POST' });
    await request('/_resources/memo', { method: 'DELETE' });
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
          <AuditLogPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rowOf = async (action: string) => (await within(table).findByText(action)).closest('tr') as HTMLElement;
    const rollback = await rowOf('Resource file rolled back');
    expect(within(rollback).getByText('Resource files')).toBeInTheDocument();
    expect(within(rollback).getByText('memo')).toBeInTheDocument();
    expect(rollback).toHaveTextContent(`Revision: ${second.revision} → ${rolled.revision}`);
    expect(rollback).toHaveTextContent(`Rolled back to revision: — → ${first.revision}`);
    expect(await rowOf('Resource file unpublished')).toHaveTextContent(`Revision: ${rolled.revision} → —`);
    expect(within(table).getAllByText('Resource file published')).toHaveLength(2);
  });
});
