/**
 * Related records end to end, on a deployment of its own with two resource files:
 * `customer` (related: its orders) and `order` (a reference field `customer`, read by admins only).
 * An admin sees a customer's orders in its expanded row and its detail view, creates one from there
 * with the customer already set, and sees it listed; an editor, who may not read orders, sees no
 * related section at all.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const group = { title: 'Sales', icon: 'folder', roles: ['admin', 'editor'] };

const customer = {
  name: 'customer',
  roles: ['admin', 'editor'],
  route: { parent: '/sales', path: 'customers', name: 'Customers', group },
  label: 'Customers',
  show: true,
  related: [{ resource: 'order', target: 'customer', title: 'Orders of the customer' }],
  fields: [
    { source: 'name', label: 'Name', type: 'text', required: true },
    { source: 'city', label: 'City', type: 'text' },
  ],
};

const order = {
  name: 'order',
  roles: ['admin'],
  route: { parent: '/sales', path: 'orders', name: 'Orders' },
  label: 'Orders',
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'amount', label: 'Amount', type: 'number' },
    { source: 'customer', label: 'Customer', type: 'reference', required: true, reference: { resource: 'customer', optionText: 'name' } },
  ],
};

let server: OwnServer;
/** Acme's id, created by the first test. */
let acme = 0;

async function openAs(browser: Browser, account: Account): Promise<Page & { token: string }> {
  const { page, token } = await signedInOn(server, browser, account);
  return Object.assign(page, { token });
}

function installResources() {
  installResourceFiles(server.root, { 'customer.json': customer, 'order.json': order });
}

async function create(request: APIRequestContext, token: string, resource: string, data: Record<string, unknown>): Promise<number> {
  const answer = (await (await request.post(`/api/${resource}`, { headers: { Token: token }, data })).json()) as { code: string; data: { id: number } };
  expect(answer.code, JSON.stringify(answer)).toBe('00000');
  return answer.data.id;
}

test.describe('related records on a server of its own', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(120_000);
  test.beforeAll(async () => {
    server = await startOwnServer();
    installResources();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an admin sees a customer's orders in its expanded row, and a customer without orders says so", async ({ browser }) => {
    const page = await openAs(browser, 'admin');
    acme = await create(page.request, page.token, 'customer', { name: 'Acme', city: 'Lyon' });
    const globex = await create(page.request, page.token, 'customer', { name: 'Globex', city: 'Oslo' });
    await create(page.request, page.token, 'customer', { name: 'Initech', city: 'Austin' });
    await create(page.request, page.token, 'order', { title: 'Anvils', amount: 120, customer: acme });
    await create(page.request, page.token, 'order', { title: 'Rockets', amount: 900, customer: acme });
    await create(page.request, page.token, 'order', { title: 'Globes', amount: 40, customer: globex });

    await page.goto('/sales/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    const acmeRow = table.getByRole('row').filter({ hasText: 'Acme' });
    await expect(acmeRow).toBeVisible({ timeout: 30_000 });
    await acmeRow.getByRole('button', { name: 'Expand' }).click();
    await expect(acmeRow.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true');
    const panel = table.getByRole('region', { name: 'Related records' });
    const expanded = panel.getByRole('table', { name: 'Orders of the customer' });
    await expect(expanded.getByRole('row')).toHaveCount(3);
    await expect(expanded).toContainText('Anvils');
    await expect(expanded).toContainText('Rockets');
    await expect(expanded).toContainText('900');
    await expect(expanded).not.toContainText('Globes');
    // The link is this record: no Customer column.
    await expect(expanded.getByRole('columnheader')).toHaveText(['Title', 'Amount']);
    mkdirSync('screenshots', { recursive: true });
    await screenshot(page, 'related-expanded-row');

    // A customer without orders says so.
    await table.getByRole('row').filter({ hasText: 'Initech' }).getByRole('button', { name: 'Expand' }).click();
    await expect(table.getByRole('status').filter({ hasText: 'No Orders of the customer yet' })).toBeVisible();
    await page.context().close();
  });

  test("'New' in the detail view creates an order linked to the customer, listed at once", async ({ browser }) => {
    const page = await openAs(browser, 'admin');
    await page.goto('/sales/customers');
    const acmeRow = page.getByRole('table', { name: 'Customers' }).getByRole('row').filter({ hasText: 'Acme' });
    await expect(acmeRow).toBeVisible({ timeout: 30_000 });
    await acmeRow.getByRole('button', { name: 'Show' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customers details' });
    const related = drawer.getByRole('table', { name: 'Orders of the customer' });
    await expect(related.getByRole('row')).toHaveCount(3);
    await drawer.getByRole('button', { name: 'New Orders' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Orders' });
    // The link is set and cannot be changed.
    const link = dialog.getByRole('combobox', { name: 'Customer' });
    await expect(link).toHaveText('Acme');
    await expect(link).toBeDisabled();
    await dialog.getByLabel('Title').fill('Magnets');
    await dialog.getByLabel('Amount').fill('55');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(related.getByRole('row')).toHaveCount(4);
    await expect(related).toContainText('Magnets');
    await screenshot(page, 'related-detail-view');

    // The server holds it under Acme.
    const stored = (await (await page.request.get(`/api/order?filter=${encodeURIComponent(JSON.stringify({ customer: acme }))}`, { headers: { Token: page.token } })).json()) as {
      data: Array<{ title: string }>;
    };
    expect(stored.data.map((row) => row.title).sort()).toEqual(['Anvils', 'Magnets', 'Rockets']);
    await page.context().close();
  });

  test('an editor, who may not read orders, sees no related section', async ({ browser }) => {
    const page = await openAs(browser, 'editor');
    await page.goto('/sales/customers');
    const table = page.getByRole('table', { name: 'Customers' });
    const acmeRow = table.getByRole('row').filter({ hasText: 'Acme' });
    // The list page's code loads first (slow on a busy CI machine).
    await expect(acmeRow).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole('button', { name: 'Expand' })).toHaveCount(0);
    await acmeRow.getByRole('button', { name: 'Show' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customers details' });
    await expect(drawer.getByText('Lyon')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Related records' })).toHaveCount(0);
    await expect(drawer.getByText('Orders of the customer')).toHaveCount(0);
    await page.context().close();
  });
});
