/**
 * Schema options of the engine that the article list needed, on a resource that exists
 * only here: per-rule messages, defaults computed when the create form opens (with the signed-in
 * user), choices offered only to matching records, a named form input, a success notice with a
 * title, and `select: false` (no selection column, even with an export).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, useInput, type AuthProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { registerActionHandler } from '../../../src/crud/actions/registry';
import { registerInput, type NamedInputProps } from '../../../src/crud/inputs/registry';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { defaultsOf } from '../../../src/crud/ResourceDialog';
import { validatorsFor } from '../../../src/crud/validators';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { FieldSchema, ResourceSchema } from '../../../src/kernel/types';

const widget: ResourceSchema = {
  name: 'widget',
  label: 'Widgets',
  endpoints: {
    list: { method: 'GET', path: '/widget/all' },
    create: { method: 'POST', path: '/widget/new' },
    update: { method: 'PUT', path: '/widget/change' },
  },
  list: { kind: 'client' },
  export: true,
  select: false,
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false, defaultValue: () => 7 },
    { source: 'owner', label: 'Owner', type: 'text', create: false, edit: false, defaultValue: ({ identity }) => identity?.fullName ?? 'nobody' },
    { source: 'name', label: 'Name', type: 'text', required: true, messages: { required: 'name, please' } },
    { source: 'level', label: 'Level', type: 'number', input: 'test.level', defaultValue: 2 },
    {
      source: 'state',
      label: 'State',
      type: 'select',
      choices: [
        { id: 'on', name: 'On' },
        { id: 'gone', name: 'Gone', visibleWhen: { field: 'state', equals: 'gone' } },
      ],
    },
  ],
  actions: [
    {
      name: 'retire',
      label: 'Retire',
      placement: 'row',
      effect: { kind: 'handler', handler: 'test.retire' },
      visibleWhen: { field: 'state', equals: 'gone', not: true },
      success: 'Retired',
      successTitle: 'Done',
    },
  ],
  afterSave: 'local',
};

function LevelInput({ source, label }: NamedInputProps) {
  const { field } = useInput({ source });
  return <output aria-label={label}>{`level ${String(field.value)}`}</output>;
}
registerInput('test.level', LevelInput);
registerActionHandler('test.retire', ({ record, patchRow }) => {
  if (record) patchRow({ ...record, state: 'gone' });
});

let widgets: Array<Record<string, unknown>> = [];
let posted: unknown;
const server = setupServer(
  http.get('*/widget/all', () => HttpResponse.json({ code: '00000', data: widgets })),
  http.post('*/widget/new', async ({ request }) => {
    posted = await request.json();
    return HttpResponse.json({ code: '00000', data: { id: 7 } });
  }),
);

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: 'ada', fullName: 'Ada' }),
  getPermissions: async () => ['admin'],
};

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('schema options (pure)', () => {
  it('a field names its own message per rule; the others keep the engine’s', () => {
    const field: FieldSchema = { source: 'n', type: 'number', required: true, max: 3, messages: { required: 'n is required' } };
    const [required, max] = validatorsFor(field, 'new');
    expect(required('', {}, {})).toBe('n is required');
    expect(max(4, {}, {})).toEqual({ message: 'crud.atMost', args: { max: 3 } });
  });

  it('function defaults are called with the signed-in user', () => {
    expect(defaultsOf(widget, { identity: { fullName: 'Ada' } })).toEqual({ id: 7, owner: 'Ada', level: 2 });
    expect(defaultsOf(widget)).toMatchObject({ owner: 'nobody' });
  });
});

describe('schema options (page)', () => {
  it('runs a titled action, fills defaults, offers matching choices and uses a named input', async () => {
    widgets = [
      { id: 1, owner: 'Bo', name: 'Alpha', level: 1, state: 'on' },
      { id: 2, owner: 'Bo', name: 'Beta', level: 3, state: 'gone' },
    ];
    posted = undefined;
    const user = userEvent.setup();
    render(
      <AdminContext dataProvider={createDataProvider([widget])} i18nProvider={i18nProvider} authProvider={authProvider}>
        <ResourceList schema={widget} />
        <Notification />
      </AdminContext>,
    );
    const table = await screen.findByRole('table', { name: 'Widgets' });
    await within(table).findByText('Alpha');
    // An export alone would turn selection on; `select: false` keeps the table without it.
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);

    // A handler action with a titled notice; the row changes locally and loses the button.
    const alpha = within(table).getByText('Alpha').closest('tr') as HTMLElement;
    const beta = within(table).getByText('Beta').closest('tr') as HTMLElement;
    expect(within(beta).queryByRole('button', { name: 'Retire' })).toBeNull();
    await user.click(within(alpha).getByRole('button', { name: 'Retire' }));
    const notice = (await screen.findByText('Retired')).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText('Done')).toBeInTheDocument();
    await waitFor(() => expect(within(alpha).getByText('Gone')).toBeInTheDocument());
    expect(within(alpha).queryByRole('button', { name: 'Retire' })).toBeNull();

    // Create: the schema's required message, the named input, 'Gone' not offered to a new record.
    await user.click(screen.getByRole('button', { name: 'New Widgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Widgets' });
    expect(within(dialog).getByRole('status', { name: 'Level' })).toHaveTextContent('level 2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('name, please')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'State' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Gone' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'On' }));
    await user.type(within(dialog).getByLabelText(/Name/), 'Gamma');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posted).toMatchObject({ id: 7, owner: 'Ada', level: 2, name: 'Gamma', state: 'on' }));
    await within(table).findByText('Gamma');

    // Edit of a record that has the choice's value: it is offered.
    await user.click(within(beta).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Widgets' });
    await user.click(within(edit).getByRole('combobox', { name: 'State' }));
    expect(await screen.findByRole('option', { name: 'Gone' })).toBeInTheDocument();
  }, 40_000);
});
