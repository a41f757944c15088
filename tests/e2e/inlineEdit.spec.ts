/**
 * Inline edit end to end: a resource file with `"inlineEdit": true` dropped into a
 * deployment of its own. A cell edited in place is saved and kept after a reload; a `unique` clash
 * the browser cannot know is refused by the server, with its message on the cell and the typed value
 * kept; a field only admins may edit does not open for an editor, nor an `inlineEdit: false` field
 * for anyone; the arrow keys move between cells.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const HINT = 'Double click or press Enter to edit';

const GADGET = {
  name: 'gadget',
  label: 'Gadgets',
  roles: ['admin', 'editor'],
  inlineEdit: true,
  route: { parent: '/lab', path: 'gadgets', name: 'Gadgets', group: { title: 'Lab', icon: 'folder', roles: ['admin', 'editor'] } },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    { source: 'name', label: 'Name', type: 'text', required: true, maxLength: 30 },
    { source: 'code', label: 'Code', type: 'text', unique: true, maxLength: 10 },
    { source: 'stock', label: 'Stock', type: 'number', integer: true, min: 0, max: 100 },
    { source: 'budget', label: 'Budget', type: 'number', roles: { edit: ['admin'] } },
    { source: 'note', label: 'Note', type: 'text', inlineEdit: false },
  ],
};

let server: OwnServer;
/** One admin page for the admin's tests (a new browser context costs a whole app load). */
let admin: { page: Page; token: string };

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

const openAs = (browser: Browser, account: Account) => signedInOn(server, browser, account);

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  installResourceFiles(server.root, { 'gadget.json': GADGET });
  admin = await openAs(browser, 'admin');
  for (const data of [
    { name: 'Alpha', code: 'A-1', stock: 5, budget: 100, note: 'first' },
    { name: 'Beta', code: 'B-2', stock: 7, budget: 200, note: 'second' },
  ]) {
    const created = await admin.page.request.post('/api/gadget', { headers: { Token: admin.token }, data });
    expect(((await created.json()) as { code: string }).code).toBe('00000');
  }
});
test.afterAll(async () => {
  await admin?.page.context().close();
  await server?.stop();
});

async function openList(page: Page): Promise<Locator> {
  await page.goto('/lab/gadgets');
  const table = page.getByRole('table', { name: 'Gadgets' });
  await expect(table.getByText('Beta')).toBeVisible({ timeout: 30_000 });
  return table;
}

/** The focusable part of a body cell, by row text and column header. */
async function cellOf(table: Locator, rowText: string, header: string): Promise<Locator> {
  await expect(table.getByRole('row').filter({ hasText: rowText })).toBeVisible({ timeout: 30_000 });
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.getByRole('row').filter({ hasText: rowText }).getByRole('cell').nth(index).locator('[data-inline-cell]');
}

test('an admin edits a cell in place: saved, and kept after a reload', async () => {
  const { page } = admin;
  const table = await openList(page);
  const name = await cellOf(table, 'Alpha', 'Name');
  await expect(name).toHaveAccessibleDescription(HINT);
  await name.dblclick();
  const input = table.getByRole('textbox', { name: 'Name' });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Alpha');
  await input.fill('Alpha prime');
  mkdirSync('screenshots', { recursive: true });
  await screenshot(page, 'inline-edit-open');
  await input.press('Enter');
  await expect(input).toBeHidden();
  await expect(await cellOf(table, 'Alpha prime', 'Name')).toHaveText('Alpha prime');
  await expect(await cellOf(table, 'Alpha prime', 'Name')).toBeFocused();

  // From the keyboard: Enter opens the stock, leaving the cell (Tab) saves and moves on.
  const stock = await cellOf(table, 'Alpha prime', 'Stock');
  await stock.focus();
  await stock.press('Enter');
  const stockInput = table.getByRole('spinbutton', { name: 'Stock' });
  await stockInput.fill('9');
  await stockInput.press('Tab');
  await expect(stockInput).toBeHidden();
  await expect(await cellOf(table, 'Alpha prime', 'Budget')).toBeFocused();

  await page.reload();
  await expect(await cellOf(table, 'Alpha prime', 'Name')).toHaveText('Alpha prime');
  await expect(await cellOf(table, 'Alpha prime', 'Stock')).toHaveText('9');
});

test("the server refuses a unique clash: the message on the cell, the typed value kept; Escape restores", async () => {
  const { page, token } = admin;
  const table = await openList(page);
  const code = await cellOf(table, 'Beta', 'Code');
  await code.dblclick();
  const input = table.getByRole('textbox', { name: 'Code' });
  await input.fill('A-1');
  const answer = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith('/api/gadget/'));
  await input.press('Enter');
  const refusal = (await (await answer).json()) as { code: string; errors?: Record<string, unknown> };
  expect(refusal.code).toBe('40001');
  expect(Object.keys(refusal.errors ?? {})).toEqual(['code']);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/already taken/i);
  await expect(input).toHaveValue('A-1');
  await screenshot(page, 'inline-edit-refused');
  await input.press('Escape');
  await expect(input).toBeHidden();
  await expect(code).toHaveText('B-2');
  const stored = await page.request.get('/api/gadget/2', { headers: { Token: token } });
  expect(((await stored.json()) as { data: { code: string } }).data.code).toBe('B-2');
});

test('not offered on a field only admins may edit (to an editor), nor on an inlineEdit: false field', async ({ browser }) => {
  const { page } = await openAs(browser, 'editor');
  const table = await openList(page);
  for (const header of ['Budget', 'Note', 'Id']) {
    const cell = await cellOf(table, 'Beta', header);
    await expect(cell).not.toHaveAccessibleDescription(HINT);
    await cell.dblclick();
    await cell.press('Enter');
  }
  // The editor may edit the name: it opens (by then any of the others would have opened too).
  const name = await cellOf(table, 'Beta', 'Name');
  await expect(name).toHaveAccessibleDescription(HINT);
  await name.dblclick();
  await expect(table.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(table.getByRole('textbox')).toHaveCount(1);
  await expect(table.getByRole('spinbutton')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('the grid is one tab stop; the arrow keys move between cells; an admin may edit the budget, nobody the note', async () => {
  const { page } = admin;
  const table = await openList(page);
  await expect(await cellOf(table, 'Beta', 'Budget')).toHaveAccessibleDescription(HINT);
  await expect(await cellOf(table, 'Beta', 'Note')).not.toHaveAccessibleDescription(HINT);
  await expect(table.locator('[data-inline-cell][tabindex="0"]')).toHaveCount(1);
  const name = await cellOf(table, 'Beta', 'Name');
  await name.click();
  await expect(name).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(await cellOf(table, 'Beta', 'Code')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(await cellOf(table, 'Alpha', 'Code')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(await cellOf(table, 'Alpha', 'Name')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(name).toBeFocused();
  await expect(table.locator('[data-inline-cell][tabindex="0"]')).toHaveCount(1);
  await expect(name).toHaveAttribute('tabindex', '0');
});
