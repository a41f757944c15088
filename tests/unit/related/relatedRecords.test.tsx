/**
 * Related records in the console: a resource's `related` entries show, in the detail view and an
 * expanded row, the other resource's records that point at the record (server-paged, with loading,
 * empty and error states), 'New' opens the other resource's form with the link set and locked, and
 * the other resource's roles decide what shows. On the memory data provider (the fake server).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { parseResourceFile } from '../../../src/kernel/format/parse';
import type { AnyRecord, ResourceSchema } from '../../../src/kernel/types';
import { createMemoryDataProvider } from '../../../src/providers/memoryDataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { createResourceSet } from '../../../src/resources/resourceSet';
import { ResourceSetContext } from '../../../src/resources/resourceSetContext';

vi.setConfig({ testTimeout: 45_000 });

function schemaOf(json: unknown): ResourceSchema {
  const parsed = parseResourceFile(json, 'test.json');
  if (!parsed.schema) throw new Error(JSON.stringify(parsed.problems));
  return parsed.schema;
}

// No `show: true`: the related records give the customer its detail view.
const customer = schemaOf({
  name: 'customer',
  label: 'Customers',
  roles: ['admin', 'clerk', 'viewer', 'stranger'],
  related: [{ resource: 'order', target: 'customer' }],
  fields: [{ source: 'name', label: 'Name', type: 'text' }],
});

const order = schemaOf({
  name: 'order',
  label: 'Orders',
  roles: ['admin', 'clerk', 'viewer'],
  access: { create: ['clerk'] },
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'secret', label: 'Secret', type: 'text', roles: { view: ['admin'] } },
    { source: 'customer', label: 'Customer', type: 'reference', reference: { resource: 'customer', optionText: 'name' } },
  ],
});

const seed = (): Record<string, AnyRecord[]> => ({
  customer: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Globex' },
  ],
  order: [
    ...Array.from({ length: 7 }, (_, index) => ({ id: index + 1, title: `Acme order ${index + 1}`, secret: `s${index + 1}`, customer: 1 })),
    { id: 8, title: 'Globex order', customer: 2 },
  ],
});

const authWith = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
});

// A failed list shows at once (the app's client retries first, as for every list).
const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderCustomers(roles: string[], adapt: (provider: DataProvider) => DataProvider = (provider) => provider) {
  const memory = createMemoryDataProvider([customer, order], seed());
  const dataProvider = adapt(memory);
  const user = userEvent.setup();
  render(
    <TestMemoryRouter>
      <ResourceSetContext.Provider value={createResourceSet([customer, order])}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} authProvider={authWith(roles)} store={memoryStore()} queryClient={noRetries()}>
          <ResourceList schema={customer} />
        </AdminContext>
      </ResourceSetContext.Provider>
    </TestMemoryRouter>,
  );
  return { user, memory };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Customers' });
  const cell = await within(table).findByText(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

describe('related records', () => {
  it("lists a customer's orders in its expanded row, a page at a time, with the other resource's viewable columns", async () => {
    const { user } = renderCustomers(['clerk']);
    await user.click(within(await rowOf('Acme')).getByRole('button', { name: 'Expand' }));
    const related = await screen.findByRole('table', { name: 'Orders' });
    await within(related).findByText('Acme order 7');
    // Sorted by id, newest first; 5 rows a page; no Secret (admins only) nor Customer (the link) column.
    expect(within(related).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Title']);
    expect(within(related).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByText('Globex order')).toBeNull();
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Orders' }));
    await within(related).findByText('Acme order 2');
    expect(screen.getByText('6–7 of 7')).toBeInTheDocument();
    expect(within(related).getAllByRole('row')).toHaveLength(3);
  });

  it("opens the detail view without `show: true`, and 'New' creates an order linked to the customer and lists it", async () => {
    const { user, memory } = renderCustomers(['clerk']);
    await user.click(within(await rowOf('Globex')).getByRole('button', { name: 'Show' }));
    const drawer = await screen.findByRole('dialog', { name: 'Customers details' });
    const related = await within(drawer).findByRole('table', { name: 'Orders' });
    await within(related).findByText('Globex order');
    await user.click(within(drawer).getByRole('button', { name: 'New Orders' }));
    // The form's code loads at the first 'New'.
    const dialog = await screen.findByRole('dialog', { name: 'New Orders' }, { timeout: 15_000 });
    const link = await within(dialog).findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(link).toHaveTextContent('Globex'));
    // Read-only: a click offers no other customer.
    await user.click(link);
    expect(screen.queryByRole('option', { name: 'Acme' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Second Globex order');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(related).findByText('Second Globex order');
    const stored = await memory.getList('order', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { customer: 2 } });
    expect(stored.data.map((row) => row.title)).toEqual(['Globex order', 'Second Globex order']);
  });

  it('says when there is none, and when the list failed, with a retry', async () => {
    let failing = true;
    const { user } = renderCustomers(['viewer'], (provider) => ({
      ...provider,
      getList: async (resource, params) => {
        if (resource === 'order' && failing) throw new Error('The order service is down');
        return provider.getList(resource, params);
      },
    }));
    await user.click(within(await rowOf('Acme')).getByRole('button', { name: 'Expand' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load Orders: The order service is down');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Acme order 7');
    // A viewer may read orders, not create them: no 'New'.
    expect(screen.queryByRole('button', { name: 'New Orders' })).toBeNull();
  });

  it('shows the empty text for a customer without orders', async () => {
    const { user } = renderCustomers(['admin'], (provider) => ({
      ...provider,
      getList: async (resource, params) => (resource === 'order' && params.filter?.customer === 2 ? { data: [], total: 0 } : provider.getList(resource, params)),
    }));
    await user.click(within(await rowOf('Globex')).getByRole('button', { name: 'Expand' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No Orders yet');
  });

  it('gives a user who may not read orders no related section, no expand button and no detail view', async () => {
    renderCustomers(['stranger']);
    const row = await rowOf('Acme');
    expect(within(row).queryByRole('button', { name: 'Expand' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Show' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Related records' })).toBeNull();
  });
});
