/**
 * A resource file end to end in jsdom: a resource file without endpoints, loaded as the console loads it,
 * gets the engine's page over MSW handlers that follow convention.ts (list with sort, range and
 * filter, Content-Range; create refused with a field error; delete).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { createConsoleDataProvider } from '../../../src/providers/consoleDataProvider';
import { createI18nProvider } from '../../../src/providers/i18nProvider';
import { contentRange } from '../../../src/kernel/format/convention';
import { resources as builtIns } from '../../../src/kernel/resources/registry';
import { consoleModel } from '../../../src/shell/consoleModel';
import { ResourceFileErrorPage } from '../../../src/shell/runtime/ResourceFileErrorPage';
import { loadRuntime } from '../../../src/shell/runtime/loadRuntime';
import { blacklistFile } from './blacklistFile';

interface Row {
  id: number;
  phone: string;
  reason: string;
  hits: number;
}
let rows: Row[] = [];
const queries: Array<Record<string, string>> = [];
const ok = (data: unknown, headers?: Record<string, string>) => HttpResponse.json({ code: '00000', data }, { headers });

const server = setupServer(
  http.get('*/resources/blacklist.json', () => HttpResponse.json(blacklistFile)),
  http.get('*/resources/broken.json', () => HttpResponse.json({ ...blacklistFile, name: 'greylist', texts: undefined, label: 'Greylist', route: undefined, fields: [{ source: 'phone', type: 'txt' }] })),
  http.get('*/api/user/option-list', () => ok([{ id: 1, userName: 'admin' }])),
  http.get('*/api/blacklist', ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams.entries());
    queries.push(query);
    const [field, order] = JSON.parse(query.sort ?? '["id","ASC"]') as [keyof Row, string];
    const [first, last] = JSON.parse(query.range ?? '[0,9]') as [number, number];
    const filter = JSON.parse(query.filter ?? '{}') as Record<string, unknown>;
    const found = rows
      .filter((row) => (typeof filter.phone === 'string' ? row.phone.toLowerCase().includes(filter.phone.toLowerCase()) : true))
      .sort((a, b) => (a[field] < b[field] ? -1 : 1) * (order === 'DESC' ? -1 : 1));
    const page = found.slice(first, last + 1);
    return ok(page, { 'Content-Range': contentRange('blacklist', first, page.length, found.length) });
  }),
  http.post('*/api/blacklist', async ({ request }) => {
    const body = (await request.json()) as Omit<Row, 'id'>;
    if (!/^1\d{10}$/.test(body.phone)) {
      return HttpResponse.json({ code: '40001', message: 'Invalid phone', errors: { phone: { message: 'Not a mobile number' } } });
    }
    const row = { ...body, id: Math.max(0, ...rows.map((r) => r.id)) + 1 };
    rows = [...rows, row];
    return ok(row);
  }),
  http.delete('*/api/blacklist/:id', ({ params }) => {
    const row = rows.find((r) => String(r.id) === params.id);
    rows = rows.filter((r) => r !== row);
    return ok(row);
  }),
);

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The page offers New, Edit and Delete to the roles the file's access rule lets do them.
const adminAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['admin'],
};

async function renderConsole() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const model = consoleModel(await loadRuntime(['resources/blacklist.json', 'resources/broken.json'], builtIns));
  const schema = model.resources.find('blacklist');
  if (!schema) throw new Error('blacklist did not load');
  render(
    <AdminContext dataProvider={createConsoleDataProvider(model.resources)} i18nProvider={createI18nProvider(model.texts)} authProvider={adminAuth}>
      <ResourceList schema={schema} />
      <Notification />
    </AdminContext>,
  );
  return model;
}

describe('a runtime resource served by REST convention', () => {
  it('lists by pages, filters on the server, shows a server field error on create, deletes', async () => {
    rows = [
      { id: 1, phone: '13800000001', reason: 'spam', hits: 3 },
      { id: 2, phone: '13900000002', reason: 'fraud', hits: 1 },
      { id: 3, phone: '13800000003', reason: 'spam', hits: 8 },
    ];
    const user = userEvent.setup();
    const model = await renderConsole();
    expect(model.broken.map((file) => file.file)).toEqual(['resources/broken.json']);

    const table = await screen.findByRole('table', { name: 'Blacklist' });
    await within(table).findByText('13800000001');
    expect(within(table).queryByText('13800000003')).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Phone/ })).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ sort: '["id","ASC"]', range: '[0,1]', filter: '{}' });

    // The text filter: the server gets `phone`, not `phone_like`.
    await user.type(screen.getByLabelText('Phone'), '1380');
    await waitFor(() => expect(queries.at(-1)?.filter).toBe('{"phone":"1380"}'));
    await within(table).findByText('13800000003');
    expect(within(table).queryByText('13900000002')).not.toBeInTheDocument();

    // Create: the server refuses the phone, the dialog shows it on the field.
    await user.click(screen.getByRole('button', { name: /^New/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Phone/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Not a mobile number')).toBeInTheDocument();
    expect(rows).toHaveLength(3);

    // Cancel on the typed form asks before discarding it. Then delete.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    const row = within(table).getByText('13800000003').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(rows.map((r) => r.id)).toEqual([1, 2]));
    await waitFor(() => expect(within(table).queryByText('13800000003')).not.toBeInTheDocument());
  }, 40_000);

  it("the error page of a broken file names the file, each key and a load failure's reason", async () => {
    const model = await renderConsole();
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <ResourceFileErrorPage files={[...model.broken, { file: 'resources/missing.json', roles: ['admin'], failure: { kind: 'http', status: 404 }, problems: [] }]} />
      </AdminContext>,
    );
    const page = screen.getByRole('alert', { name: 'Resource files the console could not use' });
    expect(within(page).getByText('File resources/broken.json')).toBeInTheDocument();
    expect(within(page).getByText('greylist › fields.phone.type')).toBeInTheDocument();
    expect(within(page).getByText(/is not a field type \(types: text, textarea, /)).toBeInTheDocument();
    expect(within(page).getByText('File resources/missing.json')).toBeInTheDocument();
    expect(within(page).getByText('The file could not be loaded (HTTP 404)')).toBeInTheDocument();
  });
});
