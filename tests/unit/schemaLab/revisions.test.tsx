/**
 * A published file's History in the Schema lab against the real API in MSW (mock/node.ts, memory
 * store): its revisions with who and when, the line diff between two, and a rollback after a
 * confirmation, which publishes the older file again and lists the new revision.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createMockServer } from '../../../mock/node';
import { PublishedFiles } from '../../../src/pages/schemaLab/publish/PublishedFiles';
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
  roles: ['admin', 'editor'],
  route: { parent: '/memoGroup', path: 'memo', name: 'MemoPage', group: { title: 'Memo group', icon: 'table' } },
  fields: [{ source: 'title', type: 'text', required: true, maxLength: 40 }],
};
const renamed = { ...memo, label: 'Notes' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  clearToken();
  await store.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function showFiles() {
  const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
  setToken(token, { announce: false });
  const first = await store.resourceFiles.put({ name: 'memo', body: JSON.stringify(memo), updatedBy: 'admin' });
  const second = await store.resourceFiles.put({ name: 'memo', body: JSON.stringify(renamed), updatedBy: 'editor' });
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
        <PublishedFiles onOpen={() => undefined} />
      </AdminContext>
    </TestMemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'History memo' }));
  return { first: first.revision, second: second.revision, dialog: await screen.findByRole('dialog', { name: 'Revisions of memo' }) };
}

describe("a published file's history", () => {
  it('lists the revisions with who and when, and the diff of the last two', async () => {
    const { first, second, dialog } = await showFiles();
    const list = await within(dialog).findByRole('list', { name: 'Revisions of memo' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^Revision \d+$/).textContent)).toEqual([`Revision ${second}`, `Revision ${first}`]);
    expect(within(items[0] as HTMLElement).getByText(/^editor, /)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Current')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/^admin, /)).toBeInTheDocument();

    const diff = await within(dialog).findByRole('list', { name: `Changes from revision ${first} to revision ${second}` });
    const changed = within(diff)
      .getAllByRole('listitem')
      .filter((line) => line.dataset.kind !== 'same' && line.dataset.kind !== undefined)
      .map((line) => line.textContent);
    expect(changed).toEqual(['-   "label": "Memos",', '+   "label": "Notes",']);
  });

  it('says when two revisions are the same file', async () => {
    const { first, dialog } = await showFiles();
    await within(dialog).findByRole('list', { name: /^Changes from revision/ });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'To' }));
    await userEvent.click(await screen.findByRole('option', { name: `Revision ${first}` }));
    expect(await within(dialog).findByText('These revisions hold the same file.')).toBeInTheDocument();
  });

  it('rolls back after a confirmation: the older file is published again as a new revision', async () => {
    const { first, dialog } = await showFiles();
    await userEvent.click(await within(dialog).findByRole('button', { name: `Roll back Revision ${first}` }));
    const confirm = await screen.findByRole('dialog', { name: `Roll back memo to revision ${first}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Roll back' }));
    await waitFor(async () => expect(JSON.parse((await store.resourceFiles.get('memo'))?.body ?? '{}')).toEqual(memo));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Roll back memo to revision ${first}?` })).not.toBeInTheDocument());
    const list = await within(dialog).findByRole('list', { name: 'Revisions of memo' });
    expect(await within(list).findByText(new RegExp(`Rollback to revision ${first}$`))).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const [entry] = (await store.audit.list({ action: 'rollback', order: 'ASC', offset: 0, limit: 10 })).rows;
    expect(entry).toMatchObject({ actorName: 'admin', recordId: 'memo' });
  });

  it('cancelling the confirmation publishes nothing', async () => {
    const { first, dialog } = await showFiles();
    await userEvent.click(await within(dialog).findByRole('button', { name: `Roll back Revision ${first}` }));
    const confirm = await screen.findByRole('dialog', { name: `Roll back memo to revision ${first}?` });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Roll back memo to revision ${first}?` })).not.toBeInTheDocument());
    expect(JSON.parse((await store.resourceFiles.get('memo'))?.body ?? '{}')).toEqual(renamed);
    expect(await store.resourceFiles.revisions('memo', 10)).toHaveLength(2);
  });
});

describe('the history of an unpublished file', () => {
  it('is listed after the published files, and a rollback publishes the file again', async () => {
    const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
    setToken(token, { announce: false });
    const first = await store.resourceFiles.put({ name: 'memo', body: JSON.stringify(memo), updatedBy: 'admin' });
    const second = await store.resourceFiles.put({ name: 'memo', body: JSON.stringify(renamed), updatedBy: 'editor' });
    await store.resourceFiles.remove('memo');
    render(
      <TestMemoryRouter>
        <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
          <PublishedFiles onOpen={() => undefined} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Unpublished, with history' });
    expect(within(list).getByText(/^Last published by editor, /)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'History memo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revisions of memo' });
    // Nothing is current: either revision may be published again.
    const latest = await within(dialog).findByRole('button', { name: `Roll back Revision ${second.revision}` });
    expect(within(dialog).queryByText('Current')).toBeNull();
    expect(within(dialog).getByRole('button', { name: `Roll back Revision ${first.revision}` })).toBeInTheDocument();
    await userEvent.click(latest);
    await userEvent.click(within(await screen.findByRole('dialog', { name: `Roll back memo to revision ${second.revision}?` })).getByRole('button', { name: 'Roll back' }));
    await waitFor(async () => expect(JSON.parse((await store.resourceFiles.get('memo'))?.body ?? '{}')).toEqual(renamed));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `Roll back memo to revision ${second.revision}?` })).not.toBeInTheDocument());
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Close' }));
    const published = await screen.findByRole('list', { name: 'Published resource files' });
    expect(await within(published).findByText('memo')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Unpublished, with history' })).toBeNull());
  });
});
