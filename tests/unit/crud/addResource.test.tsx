/**
 * 'Add a resource in one file': a resource that exists only in this test, with its own API handlers,
 * gets its whole CRUD page from the generic engine without writing a component.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../src/config';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { ResourceSchema } from '../../../src/kernel/types';

/** The one file a developer writes (here inline): a schema. */
const gadget: ResourceSchema = {
  name: 'gadget',
  label: 'Gadgets',
  endpoints: {
    list: { method: 'GET', path: '/gadget/all' },
    create: { method: 'POST', path: '/gadget/new' },
    update: { method: 'PUT', path: '/gadget/change' },
    delete: { method: 'DELETE', path: '/gadget/drop/{id}' },
  },
  list: { kind: 'client' },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    { source: 'label', label: 'Label', type: 'text', required: true },
    { source: 'stock', label: 'Stock', type: 'number', integer: true, min: 0, required: true },
  ],
  messages: { create: 'New Gadget', createTitle: 'New Gadget', editTitle: 'Edit Gadget', deleteConfirm: 'Remove this gadget?' },
};

interface Gadget {
  id: number;
  label: string;
  stock: number;
}
let gadgets: Gadget[] = [];
const server = setupServer(
  http.get('*/gadget/all', () => HttpResponse.json({ code: '00000', data: gadgets })),
  http.post('*/gadget/new', async ({ request }) => {
    const body = (await request.json()) as Omit<Gadget, 'id'>;
    const id = Math.max(0, ...gadgets.map((g) => g.id)) + 1;
    gadgets = [...gadgets, { ...body, id }];
    return HttpResponse.json({ code: '00000', data: { id } });
  }),
  http.put('*/gadget/change', async ({ request }) => {
    const body = (await request.json()) as Gadget;
    gadgets = gadgets.map((g) => (g.id === body.id ? { ...g, ...body } : g));
    return HttpResponse.json({ code: '00000', data: null });
  }),
  http.delete('*/gadget/drop/:id', ({ params }) => {
    gadgets = gadgets.filter((g) => String(g.id) !== params.id);
    return HttpResponse.json({ code: '00000', data: null });
  }),
);

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  return render(
    <AdminContext dataProvider={createDataProvider([gadget])} i18nProvider={i18nProvider}>
      <ResourceList schema={gadget} />
      <Notification />
    </AdminContext>,
  );
}

describe('a resource added by configuration only', () => {
  it('lists, creates, edits and deletes through the generic engine', async () => {
    gadgets = [{ id: 1, label: 'Sprocket', stock: 3 }];
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Gadgets' });
    await within(table).findByText('Sprocket');

    // Create, with validation first.
    await user.click(screen.getByRole('button', { name: 'New Gadget' }));
    const createDialog = await screen.findByRole('dialog', { name: 'New Gadget' });
    await user.type(within(createDialog).getByLabelText(/Stock/), '-2');
    await user.click(within(createDialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(createDialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(createDialog).getByText('Must be at least 0')).toBeInTheDocument();
    await user.type(within(createDialog).getByLabelText(/Label/), 'Widget');
    await user.clear(within(createDialog).getByLabelText(/Stock/));
    await user.type(within(createDialog).getByLabelText(/Stock/), '7');
    await user.click(within(createDialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Gadget' })).not.toBeInTheDocument());
    expect(gadgets).toContainEqual({ id: 2, label: 'Widget', stock: 7 });
    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    await within(table).findByText('Widget');

    // Edit.
    const widgetRow = within(table).getByText('Widget').closest('tr') as HTMLElement;
    await user.click(within(widgetRow).getByRole('button', { name: 'Edit' }));
    const editDialog = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    const label = within(editDialog).getByLabelText(/Label/);
    expect(label).toHaveValue('Widget');
    await user.clear(label);
    await user.type(label, 'Widget XL');
    await user.click(within(editDialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(gadgets.find((g) => g.id === 2)?.label).toBe('Widget XL'));
    await within(table).findByText('Widget XL');

    // Delete, after the confirm.
    const row = within(table).getByText('Widget XL').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Warning' });
    expect(within(confirm).getByText('Remove this gadget?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(gadgets.map((g) => g.id)).toEqual([1]));
    expect(await screen.findByText('Delete succed!')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Widget XL')).not.toBeInTheDocument());
    // A whole CRUD round through jsdom: give a busy 2-core CI machine room.
  }, 40_000);
});
