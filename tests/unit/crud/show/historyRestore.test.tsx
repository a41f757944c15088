/**
 * The History tab's Restore against the real API in MSW (memory store): Restore on each earlier
 * state of the record, confirmed first; the record gets those values back, a notice says so and the
 * history is read again; a stale version is refused with nothing stored; a role that may not
 * update the record sees no Restore.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { forwardTo } from '../../../../mock/forward';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../../server/store';
import HistoryTab from '../../../../src/crud/show/history/HistoryTab';
import { request } from '../../../../src/providers/http';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { clearToken, setToken } from '../../../../src/providers/session';
import { conventional } from '../../server/conventional/conventionalSchema';

const note = conventional({
  name: 'note',
  roles: ['admin', 'editor'],
  access: { update: ['admin'] },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text' },
  ],
});

const store = createMemoryStore();
const server = setupServer(forwardTo(createApi(store, undefined, { resources: fixedResources([note]) }).app));

const authAs = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  clearToken();
  await store.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

type Row = { id: number; title: string; _version: number };

/** A note written three times (a, b, c) by the admin. */
async function threeRevisions(): Promise<Row> {
  const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
  setToken(token, { announce: false });
  const row = await request<Row>('/note', { method: 'POST', body: { title: 'a' } });
  await request('/note/' + row.id, { method: 'PUT', body: { title: 'b' } });
  return request<Row>('/note/' + row.id, { method: 'PUT', body: { title: 'c' } });
}

const stored = async (id: number) => (await store.resources.open(note)).get(id);

function showHistory(row: Row, version: number, roles = ['admin'], onRestored = vi.fn()) {
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={authAs(roles)} store={memoryStore()}>
        <HistoryTab schema={note} id={row.id} version={version} onRestored={onRestored} />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return onRestored;
}

/** The history's entries (not the lists of changes inside them). */
const entries = async () => {
  const list = await screen.findByRole('list', { name: 'History' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
};

describe("the History tab's Restore", () => {
  it('offers Restore on every earlier state, and restores the confirmed one', async () => {
    const row = await threeRevisions();
    const onRestored = showHistory(row, row._version);
    await waitFor(async () => expect(await screen.findAllByRole('button', { name: /^Restore the revision of / })).toHaveLength(2));
    const items = await entries();
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /^Restore/ })).toBeNull();
    await userEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: /^Restore/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore this revision?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Revision restored')).toBeInTheDocument();
    expect(await stored(row.id)).toMatchObject({ title: 'a', _version: row._version + 1 });
    expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: row.id, title: 'a', _version: row._version + 1 }));
    await waitFor(async () => expect(await entries()).toHaveLength(4));
    // The next restore goes over the version just written, not the one first shown.
    const [, second] = await entries();
    await userEvent.click(within(second as HTMLElement).getByRole('button', { name: /^Restore/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Restore this revision?' })).getByRole('button', { name: 'Restore' }));
    await waitFor(async () => expect(await stored(row.id)).toMatchObject({ title: 'c', _version: row._version + 2 }));
  });

  it('a restore over a stale version is refused and stores nothing', async () => {
    const row = await threeRevisions();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRestored = showHistory(row, row._version - 1);
    const [button] = await screen.findAllByRole('button', { name: /^Restore the revision of / });
    await userEvent.click(button as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Restore this revision?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/since you opened it/)).toBeInTheDocument();
    expect(await stored(row.id)).toMatchObject({ title: 'c', _version: row._version });
    expect(screen.queryByText('Revision restored')).toBeNull();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('shows no Restore to a role that may not update the record', async () => {
    const row = await threeRevisions();
    showHistory(row, row._version, ['editor']);
    expect(await entries()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull();
  });
});
