/**
 * A resource added by a JSON file, as a new developer would do it: a running deployment of the built console
 * (no rebuild) gets `resources/blacklist.json` (the README's example) and one line in config.json;
 * after a reload the page works end to end (list, filter, create with validation, edit, delete,
 * export), its data survives a server restart, and the editor role sees it only once the file
 * says so.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { installResourceFiles, ownServerForTests, signedInOn } from './helpers/ownServer';
import { typeDate } from './helpers/datePicker';

const EXAMPLE = 'public/resources/example.json';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests();

async function openAs(browser: Browser, account: Account): Promise<Page & { token: string }> {
  const { page, token } = await signedInOn(server, browser, account);
  return Object.assign(page, { token });
}

function installResource(roles: string[]) {
  const file = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Record<string, unknown> & { route: { group: { roles: string[] } } };
  file.roles = roles;
  file.route.group.roles = roles;
  installResourceFiles(server.root, { 'blacklist.json': file });
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the example file, dropped into a running deployment, is a working page that keeps its data', async ({ browser }) => {
  // Before: the console has no such page.
  const before = await openAs(browser, 'admin');
  await before.goto('/dashboard');
  await expect(before.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(before.getByRole('button', { name: 'Safety' })).toHaveCount(0);
  await before.context().close();

  // The operator copies the README's example and adds one line to config.json; no rebuild.
  installResource(['admin']);

  const page = await openAs(browser, 'admin');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Safety' }).click();
  await page.getByRole('link', { name: 'Blacklist' }).click();
  await expect(page).toHaveURL(/\/safety\/blacklist$/);
  const table = page.getByRole('table', { name: 'Blacklist' });
  await expect(page.getByRole('status').filter({ hasText: /No data/i })).toBeVisible();

  // Create, with the file's validation: pattern and number limits, then a good record.
  await page.getByRole('button', { name: 'New Blacklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Blacklist' });
  await dialog.getByLabel('Phone').fill('12ab');
  await choose(page, dialog, 'Reason', 'Spam');
  await choose(page, dialog, 'User', 'editor');
  await dialog.getByLabel('Limit').fill('5000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Enter 6 to 15 digits, optionally starting with +')).toBeVisible();
  await expect(dialog.getByText(/1000/)).toBeVisible();
  await dialog.getByLabel('Phone').fill('+8613800000001');
  await dialog.getByLabel('Limit').fill('10');
  await typeDate(dialog, 'Blocked until', '20270131123000');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('+8613800000001');
  await expect(table.getByRole('row').nth(1)).toContainText('Spam');
  await expect(table.getByRole('row').nth(1)).toContainText('editor');
  await expect(table.getByRole('row').nth(1)).toContainText('2027-01-31 12:30');

  // A second one; the same phone again is refused by the server's unique rule, on its field.
  await page.getByRole('button', { name: 'New Blacklist' }).click();
  await dialog.getByLabel('Phone').fill('+8613800000001');
  await choose(page, dialog, 'Reason', 'Complaint');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('This value is already taken')).toBeVisible();
  await dialog.getByLabel('Phone').fill('5550001');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Filter on the server by the phone filter, then by reason.
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Phone' }).fill('8613');
  await expect(table.getByRole('row')).toHaveCount(2);
  await filters.getByRole('textbox', { name: 'Phone' }).fill('');
  await expect(table.getByRole('row')).toHaveCount(3);
  await choose(page, filters, 'Reason', 'Complaint');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('5550001');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);

  // Edit.
  const first = table.getByRole('row').filter({ hasText: '+8613800000001' });
  await first.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Blacklist' });
  await choose(page, edit, 'Reason', 'Legal request');
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await expect(edit).toBeHidden();
  await expect(first).toContainText('Legal request');

  // Export what is shown.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('+8613800000001');
  expect(csv).toContain('5550001');

  // Delete one.
  await table.getByRole('row').filter({ hasText: '5550001' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  mkdirSync('screenshots', { recursive: true });
  await screenshot(page, 'runtime-blacklist');

  // The data survives a restart of the server.
  await server.restart();
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('+8613800000001');
  await expect(table.getByRole('row').nth(1)).toContainText('Legal request');
  await page.context().close();
});

test('the editor sees the page only once the file gives the role', async ({ browser }) => {
  installResource(['admin']);
  const editor = await openAs(browser, 'editor');
  await editor.goto('/dashboard');
  await expect(editor.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Safety' })).toHaveCount(0);
  const list = async () =>
    ((await (await editor.request.get('/api/blacklist?range=[0,9]', { headers: { Token: editor.token } })).json()) as { code: string }).code;
  expect(await list()).not.toBe('00000');

  installResource(['admin', 'editor']);
  // The server notices the changed file within a second.
  await expect.poll(list, { timeout: 10_000 }).toBe('00000');
  await editor.reload();
  await editor.getByRole('button', { name: 'Safety' }).click();
  await editor.getByRole('link', { name: 'Blacklist' }).click();
  await expect(editor.getByRole('table', { name: 'Blacklist' }).getByRole('row')).toHaveCount(2);
  await editor.context().close();
});
