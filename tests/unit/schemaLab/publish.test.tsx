/**
 * The Schema lab's Publish against the real API in MSW (mock/node.ts, memory store): the
 * edited file is PUT to /api/_resources/<name> and stored; the page says so, or lists each problem
 * the server names; a change of stored values (rename, conversion) shows its plan first; the
 * published files are listed and Unpublish (confirmed) removes one.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { createMockServer } from '../../../mock/node';
import { checkResourceFiles } from '../../../src/kernel/check/checkFile';
import { resources as registry } from '../../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../../src/kernel/types';
import SchemaLabPage from '../../../src/pages/schemaLab/SchemaLabPage';
import { request } from '../../../src/providers/http';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { clearToken, setToken } from '../../../src/providers/session';

// The Schema lab's editor (CodeMirror) loads with the first test: on a loaded machine that alone took 10 s.
vi.setConfig({ testTimeout: 30_000 });

const { server, store } = createMockServer();

const schemaOf = (json: unknown): ResourceSchema => checkResourceFiles([{ file: 'memo.json', json }], registry)[0].schema!;

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

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  const empty = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
  Range.prototype.getClientRects ??= () => empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(async () => {
  clearToken();
  localStorage.clear();
  await store.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function openLab(draft: unknown) {
  clearToken();
  const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
  setToken(token, { announce: false });
  localStorage.setItem('schema-lab.draft', JSON.stringify(draft));
  render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={auth} store={memoryStore()}>
        <SchemaLabPage />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const publishButton = () => screen.findByRole('button', { name: 'Publish' });

describe('publishing from the Schema lab', () => {
  it('PUTs the edited file, says it is published, and lists it', async () => {
    await openLab(memo);
    expect(await screen.findByText('No resource file is published yet.')).toBeInTheDocument();
    await waitFor(async () => expect(await publishButton()).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(await publishButton());
    expect(await screen.findByText('Published: Memos. Reload to see it in the menu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const stored = await store.resourceFiles.get('memo');
    expect(stored && JSON.parse(stored.body)).toEqual(memo);
    expect(stored?.updatedBy).toBe('admin');
    const list = await screen.findByRole('list', { name: 'Published resource files' });
    expect(within(list).getByText('memo')).toBeInTheDocument();
    expect(within(list).getByText(/^By admin, /)).toBeInTheDocument();
  });

  it("shows the server's refusal with each problem as path: message", async () => {
    // A name the built-in API keeps: the lab's check accepts the file, the server refuses it.
    await openLab({ ...memo, name: 'sms', label: 'SMS', route: { ...memo.route, path: 'sms', name: 'SmsPage' } });
    await waitFor(async () => expect(await publishButton()).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(await publishButton());
    const refused = await screen.findByTestId('publish-refused');
    expect(refused).toHaveTextContent('The server refused the file: The name sms belongs to the built-in API: choose another name.');
    expect(await store.resourceFiles.get('sms')).toBeUndefined();
  });

  it('lists each problem of a file the server cannot store', async () => {
    // Two columns differing only in case: the lab's check accepts them, the server's table cannot.
    await openLab({ ...memo, fields: [...memo.fields, { source: 'Title', type: 'text' }] });
    await waitFor(async () => expect(await publishButton()).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(await publishButton());
    const refused = await screen.findByTestId('publish-refused');
    expect(refused).toHaveTextContent(/^The server refused the file:fields\.Title: declared twice$/);
    expect(within(refused).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['fields.Title: declared twice']);
    expect(await store.resourceFiles.get('memo')).toBeUndefined();
  });

  it('shows the plan of a change of stored values first, and publishes on confirmation', async () => {
    const stored = await store.resources.open(schemaOf({ ...memo, fields: [...memo.fields, { source: 'count', type: 'text' }] }));
    for (const count of ['1', '2']) await stored.insert({ title: `memo ${count}`, count });
    await openLab({ ...memo, fields: [{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'count', type: 'number' }] });
    await waitFor(async () => expect(await publishButton()).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(await publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publishing memo changes its stored values' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'heading: renamed from title, its 2 values move',
      'count: type text → number, 2 values converted',
    ]);
    expect(await store.resourceFiles.get('memo')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: Memos. Reload to see it in the menu.')).toBeInTheDocument();
    const renamed = await store.resources.open(schemaOf({ ...memo, fields: [{ source: 'heading', type: 'text' }, { source: 'count', type: 'number' }] }));
    expect((await renamed.get(1))).toMatchObject({ heading: 'memo 1', count: 1 });
  });

  it('shows a refused plan with the values that do not convert, and publishes nothing', async () => {
    const stored = await store.resources.open(schemaOf({ ...memo, fields: [...memo.fields, { source: 'count', type: 'text' }] }));
    const bad = await stored.insert({ title: 'memo', count: 'abc' });
    await openLab({ ...memo, fields: [...memo.fields, { source: 'count', type: 'number' }] });
    await waitFor(async () => expect(await publishButton()).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(await publishButton());
    const dialog = await screen.findByRole('dialog', { name: 'Publishing memo changes its stored values' });
    expect(dialog).toHaveTextContent('The server would refuse this file: change those values, or keep the type.');
    expect(dialog).toHaveTextContent(`count: 1 value cannot be converted from text to number (id: ${bad.id})`);
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await store.resourceFiles.get('memo')).toBeUndefined();
  });

  it('keeps Publish off while the file has errors', async () => {
    await openLab({ ...memo, fields: [{ source: 'title', type: 'nonsense' }] });
    await screen.findByTestId('schema-lab-problems');
    expect(await publishButton()).toBeDisabled();
  });

  it('Unpublish asks first, then removes the file', async () => {
    await store.resourceFiles.put({ name: 'memo', body: JSON.stringify(memo), updatedBy: 'admin' });
    await openLab(memo);
    const list = await screen.findByRole('list', { name: 'Published resource files' });
    await userEvent.click(within(list).getByRole('button', { name: 'Unpublish memo' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Unpublish memo?');
    expect(await store.resourceFiles.get('memo')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('No resource file is published yet.')).toBeInTheDocument();
    expect(await store.resourceFiles.get('memo')).toBeUndefined();
  });
});
