/**
 * The edit dialog of a conventional resource on a stale version: it sends the `_version`
 * it opened; on 409 / 40901 it keeps the user's input, says who changed the record and when, and
 * offers Reload (the stored record, after a confirmation) and Overwrite (the same save again at
 * the stored version). MSW answers as the server's contract does.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../../src/config';
import { ResourceList } from '../../../../src/crud/ResourcePage';
import { contentRange } from '../../../../src/kernel/format/convention';
import { resources as builtIns } from '../../../../src/kernel/resources/registry';
import { createConsoleDataProvider } from '../../../../src/providers/consoleDataProvider';
import { createI18nProvider } from '../../../../src/providers/i18nProvider';
import { consoleModel } from '../../../../src/shell/consoleModel';
import { loadRuntime } from '../../../../src/shell/runtime/loadRuntime';

const file = {
  name: 'memo',
  roles: ['editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true },
  ],
  texts: {
    en: { resources: { memo: { name: 'Memos', fields: { id: 'Id', title: 'Title' } } } },
    zh: { resources: { memo: { name: '备忘', fields: { id: '编号', title: '标题' } } } },
  },
};

const CHANGED_AT = '2026-11-26T09:30:00.000Z';
let stored = { id: 1, title: 'Theirs', _version: 2, _updatedAt: CHANGED_AT, _updatedBy: 'alice' };
const listed = { id: 1, title: 'Original', _version: 1, _updatedAt: '2026-11-26T09:00:00.000Z', _updatedBy: 'admin' };
const puts: Array<Record<string, unknown>> = [];

const server = setupServer(
  http.get('*/resources/memo.json', () => HttpResponse.json(file)),
  http.get('*/api/memo', () => HttpResponse.json({ code: '00000', message: 'success', data: [listed] }, { headers: { 'Content-Range': contentRange('memo', 0, 1, 1) } })),
  http.get('*/api/memo/1', () => HttpResponse.json({ code: '00000', message: 'success', data: stored })),
  http.put('*/api/memo/1', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    puts.push(body);
    if (body._version !== stored._version) {
      const { _version, _updatedAt, _updatedBy } = stored;
      return HttpResponse.json({ code: '40901', message: 'This record was changed by alice', data: { _version, _updatedAt, _updatedBy } }, { status: 409 });
    }
    stored = { ...stored, title: String(body.title), _version: stored._version + 1, _updatedBy: 'editor' };
    return HttpResponse.json({ code: '00000', message: 'success', data: stored });
  }),
);

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['editor'],
};

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  puts.length = 0;
  stored = { id: 1, title: 'Theirs', _version: 2, _updatedAt: CHANGED_AT, _updatedBy: 'alice' };
});
afterAll(() => server.close());

async function openEditDialog() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const model = consoleModel(await loadRuntime(['resources/memo.json'], builtIns));
  const schema = model.resources.find('memo');
  if (!schema) throw new Error(`memo did not load: ${JSON.stringify(model.broken)}`);
  render(
    <AdminContext dataProvider={createConsoleDataProvider(model.resources)} i18nProvider={createI18nProvider(model.texts)} authProvider={auth}>
      <ResourceList schema={schema} />
      <Notification />
    </AdminContext>,
  );
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Memos' }, { timeout: 15_000 });
  const row = (await within(table).findByText('Original')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
  const title = within(dialog).getByRole('textbox', { name: /Title/ });
  await user.clear(title);
  await user.type(title, 'Mine');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
  return { user, dialog, alert, title };
}

// What the dialog shows of the stored time: local 'yyyy-MM-dd HH:mm:ss'.
const localTime = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

describe('edit dialog on a stale version', () => {
  it('sends the version it opened, keeps the input, says who and when; Overwrite saves at the stored version', async () => {
    const { user, dialog, alert, title } = await openEditDialog();
    expect(puts[0]).toMatchObject({ title: 'Mine', _version: 1 });
    expect(alert).toHaveTextContent(`This record was changed by alice at ${localTime(CHANGED_AT)} since you opened it.`);
    expect(title).toHaveValue('Mine');

    await user.click(within(alert).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ title: 'Mine', _version: 2 });
    expect(stored).toMatchObject({ title: 'Mine', _version: 3 });
    expect(dialog).not.toBeInTheDocument();
  });

  it('Reload asks first, then shows the stored record; a save then goes through at its version', async () => {
    const { user, dialog, alert, title } = await openEditDialog();
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reload the record?' });
    expect(confirm).toHaveTextContent('The changes you made in this form will be lost.');
    expect(title).toHaveValue('Mine');
    await user.click(within(confirm).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(title).toHaveValue('Theirs'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.type(title, '!');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ title: 'Theirs!', _version: 2 });
  });
});
