/**
 * The Audit log's From and To filters are the form's day pickers: typed section by section in the
 * console's date format, and a day bounds the entries the server sends (the real API in MSW).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
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

const memo = {
  name: 'memo',
  label: 'Memos',
  roles: ['admin'],
  route: { parent: '/memoGroup', path: 'memo', name: 'MemoPage', group: { title: 'Memo group', icon: 'table' } },
  fields: [{ source: 'title', type: 'text' }],
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  clearToken();
  await store.reset();
});
afterAll(() => server.close());

describe("the Audit log's day filters", () => {
  it('take a typed day and bound the entries by it; emptied, they bound nothing', async () => {
    const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
    setToken(token, { announce: false });
    await request('/_resources/memo', { method: 'PUT', body: memo });
    const user = userEvent.setup();
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
          <AuditLogPage />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Resource file published')).toBeInTheDocument();

    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const from = screen.getByRole('group', { name: 'From' });
    const sections = within(from).getAllByRole('spinbutton');
    await user.click(sections[0]);
    await user.keyboard(format(tomorrow, 'yyyyMMdd'));
    expect(from).toHaveTextContent(format(tomorrow, 'yyyy-MM-dd'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table).queryByText('Resource file published')).toBeNull());

    for (const section of sections) {
      await user.click(section);
      await user.keyboard('{Backspace}');
    }
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(table).findByText('Resource file published')).toBeInTheDocument();
  });
});
