/**
 * The list cell, the Trash, a record's History, the Audit log and the export's label row read a
 * record through the same formatter: each shows the choice's label, the referenced record's name
 * and the date in the one format, under the fields' labels (the real API in MSW, memory store).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { forwardTo } from '../../../../mock/forward';
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { createMemoryStore } from '../../../../server/store';
import { FieldCell } from '../../../../src/crud/cells';
import { exportTable } from '../../../../src/crud/export/exportTable';
import HistoryTab from '../../../../src/crud/show/history/HistoryTab';
import TrashDialog from '../../../../src/crud/trash/TrashDialog';
import type { AnyRecord, FieldSchema } from '../../../../src/kernel/types';
import AuditLogPage from '../../../../src/pages/audit/AuditLogPage';
import { createSimpleRestProvider } from '../../../../src/providers/simpleRestProvider';
import { request } from '../../../../src/providers/http';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import { setToken } from '../../../../src/providers/session';
import { createResourceSet } from '../../../../src/resources/resourceSet';
import { ResourceSetContext } from '../../../../src/resources/resourceSetContext';
import { conventional } from '../../server/conventional/conventionalSchema';

const sender = conventional({
  name: 'sender',
  roles: ['admin'],
  fields: [{ source: 'senderName', label: 'Sender name', type: 'text' }],
});
const campaign = conventional({
  name: 'campaign',
  roles: ['admin'],
  trash: true,
  recordRepresentation: 'title',
  fields: [
    { source: 'title', label: 'Title', type: 'text' },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      choices: [
        { id: 'draft', name: 'Draft' },
        { id: 'running', name: 'Running' },
      ],
    },
    { source: 'sender', label: 'Sent by', type: 'reference', reference: { resource: 'sender', optionText: 'senderName' } },
    { source: 'sendAt', label: 'Send at', type: 'datetime' },
  ],
});
const schemas = [sender, campaign];

const store = createMemoryStore();
const server = setupServer(forwardTo(createApi(store, undefined, { resources: fixedResources(schemas) }).app));
const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => ['admin'],
};

let record: AnyRecord;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const token = await request<string>('/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' }, silent: true });
  setToken(token, { announce: false });
  const acme = await request<AnyRecord>('/sender', { method: 'POST', body: { senderName: 'Acme' } });
  const created = await request<AnyRecord>('/campaign', { method: 'POST', body: { title: 'Spring', status: 'draft', sender: acme.id, sendAt: '2026-03-01 21:05:00' } });
  record = await request<AnyRecord>(`/campaign/${String(created.id)}`, { method: 'PUT', body: { status: 'running' } });
  await request(`/campaign/${String(created.id)}`, { method: 'DELETE' });
});
afterAll(() => server.close());

function renderIn(children: ReactNode) {
  return render(
    <TestMemoryRouter>
      <AdminContext i18nProvider={i18nProvider} authProvider={auth} dataProvider={createSimpleRestProvider(schemas)} store={memoryStore()}>
        <ResourceSetContext.Provider value={createResourceSet(schemas, ['sender', 'campaign'])}>{children}</ResourceSetContext.Provider>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const fieldOf = (source: string) => campaign.fields.find((field) => field.source === source) as FieldSchema;
const SHOWN = ['Running', 'Acme', '2026-03-01 21:05:00'];

describe('one formatter for every place a value is read', () => {
  it('the list cell', async () => {
    renderIn(
      <table>
        <tbody>
          <tr>
            {['status', 'sender', 'sendAt'].map((source) => (
              <td key={source}>
                <FieldCell field={fieldOf(source)} record={record} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>,
    );
    const row = screen.getByRole('row');
    expect(await within(row).findByText('Acme')).toBeInTheDocument();
    for (const text of SHOWN) expect(row).toHaveTextContent(text);
  });

  it('the Trash', async () => {
    renderIn(<TrashDialog schema={campaign} visible={() => true} onRestored={() => undefined} onClose={() => undefined} />);
    const table = await screen.findByRole('table', { name: 'Trash: Campaign' });
    const row = (await within(table).findByText('Spring')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Acme')).toBeInTheDocument();
    for (const text of SHOWN) expect(row).toHaveTextContent(text);
    for (const label of ['Status', 'Sent by', 'Send at']) expect(within(table).getByRole('columnheader', { name: label })).toBeInTheDocument();
  });

  it('a record\'s History: field labels, choice labels and names', async () => {
    renderIn(<HistoryTab schema={campaign} id={record.id} />);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(list).toHaveTextContent('Status: Draft → Running');
    expect(await within(list).findByText((_, node) => node?.tagName === 'LI' && node.textContent === 'Sent by: — → Acme')).toBeInTheDocument();
    expect(list).toHaveTextContent('Send at: — → 2026-03-01 21:05:00');
    expect(list).not.toHaveTextContent('sendAt');
  });

  it('the Audit log: labels, the record\'s name beside its id, and the move to the Trash', async () => {
    renderIn(<AuditLogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const moved = (await within(table).findByText('Moved to Trash')).closest('tr') as HTMLElement;
    expect(moved).toHaveTextContent(`Spring #${String(record.id)}`);
    expect(moved).toHaveTextContent('Campaign');
    const updated = within(table).getByText('Updated').closest('tr') as HTMLElement;
    expect(updated).toHaveTextContent('Status: Draft → Running');
    // The record is in the Trash: its name comes from the page's other entries.
    expect(updated).toHaveTextContent(`Spring #${String(record.id)}`);
    const created = within(table).getAllByRole('row').find((row) => row.textContent?.includes('Created') && row.textContent.includes('Send at')) as HTMLElement;
    expect(await within(created).findByText((_, node) => node?.tagName === 'LI' && node.textContent === 'Sent by: — → Acme')).toBeInTheDocument();
    expect(created).toHaveTextContent('Send at: — → 2026-03-01 21:05:00');
  });

  it('the export\'s label row: the same labels; its data rows keep the stored values', () => {
    const translate = (key: string, options?: Record<string, unknown>) => (typeof options?._ === 'string' ? options._ : key);
    const [sources, labels, row] = exportTable(campaign, ['status', 'sender', 'sendAt'].map(fieldOf), [record], translate);
    expect(sources).toEqual(['status', 'sender', 'sendAt']);
    expect(labels).toEqual(['Status', 'Sent by', 'Send at']);
    expect(row).toEqual(['running', record.sender, '2026-03-01 21:05:00']);
  });
});
