/**
 * Columns, saved views, the list's address and the export of a view end to end, on a server list of a deployment of its own (views are per
 * user: the shared server's admin lists stay untouched): hide and reorder columns, save a view
 * with a filter and sort and restore it in a new browser context; a default view applies on
 * open; the address of a filtered, sorted, paged list opens the same rows in a new context; the
 * export of the current view holds the shown columns only.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { test, expect as baseExpect, accounts, screenshot } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const viewThing = {
  name: 'viewThing',
  roles: ['admin'],
  route: { parent: '/lab', path: 'view-things', name: 'ViewThings', group: { title: 'Lab', icon: 'folder', roles: ['admin'] } },
  label: 'View things',
  perPage: 5,
  export: true,
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'kind', label: 'Kind', type: 'select', filter: 'select', choices: [{ id: 'alpha', name: 'Alpha' }, { id: 'beta', name: 'Beta' }] },
    { source: 'amount', label: 'Amount', type: 'number', sortable: true },
    { source: 'note', label: 'Note', type: 'text', list: 'hidden' },
  ],
};
const PATH = '/lab/view-things';
// A fresh browser context loads the whole console first: on a busy two-core CI that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });
const pad = (value: number) => String(value).padStart(2, '0');

let server: OwnServer;
let token = '';

async function login(request: APIRequestContext): Promise<string> {
  const { username, password } = accounts.admin;
  const response = await request.post(`${server.origin}/api/user/login`, { data: { userName: username, password } });
  return ((await response.json()) as { data: string }).data;
}

/** A new browser context (no store, no cache) signed in as admin. */
async function openAs(browser: Browser, path = PATH): Promise<Page> {
  const { page } = await signedInOn(server, browser, 'admin', { acceptDownloads: true });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'View things' })).toBeVisible({ timeout: 30_000 });
  return page;
}

const tableOf = (page: Page) => page.getByRole('table', { name: 'View things' });
const titles = async (page: Page) => (await tableOf(page).locator('tbody tr').allInnerTexts()).map((row) => /T\d\d/.exec(row)?.[0] ?? row);
const headers = async (page: Page) =>
  (await tableOf(page).getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter((text) => ['Title', 'Kind', 'Amount', 'Note'].includes(text));

async function sortByAmountDescending(page: Page) {
  const amount = tableOf(page).getByRole('columnheader', { name: 'Amount' });
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'ascending');
  await amount.getByRole('button').click();
  await expect(amount).toHaveAttribute('aria-sort', 'descending');
}

async function filterKind(page: Page, kind: string) {
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}

async function deleteViews(request: APIRequestContext) {
  const answer = (await (await request.get(`${server.origin}/api/_views/viewThing`, { headers: { Token: token } })).json()) as { data: Array<{ id: number }> };
  for (const view of answer.data) await request.delete(`${server.origin}/api/_views/viewThing/${view.id}`, { headers: { Token: token } });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  server = await startOwnServer();
  installResourceFiles(server.root, { 'viewThing.json': viewThing });
  token = await login(request);
  for (let index = 1; index <= 12; index += 1) {
    const data = { title: `T${pad(index)}`, kind: index % 2 === 1 ? 'alpha' : 'beta', amount: index * 10, note: `N${index}` };
    const answer = (await (await request.post(`${server.origin}/api/viewThing`, { data, headers: { Token: token } })).json()) as { code: string };
    expect(answer.code).toBe('00000');
  }
});

test.afterAll(async () => {
  await server?.stop();
});

test.afterEach(async ({ request }) => {
  await deleteViews(request);
});

const BETA_BY_AMOUNT = { filter: { kind: 'beta' }, sort: { field: 'amount', order: 'DESC' }, perPage: 5, columns: ['title', 'note', 'amount'] };

test('columns hidden and reordered, and the view saved with its filter and sort', async ({ browser, request }) => {
  const page = await openAs(browser);
  await expect(tableOf(page)).toBeVisible();
  expect(await headers(page)).toEqual(['Title', 'Kind', 'Amount']);

  await page.getByRole('button', { name: 'Columns' }).click();
  const columns = page.getByRole('dialog', { name: 'Shown columns' });
  await columns.getByRole('checkbox', { name: 'Kind' }).uncheck();
  await columns.getByRole('checkbox', { name: 'Note' }).check();
  // From the keyboard: Note goes above Amount.
  await columns.getByRole('button', { name: 'Move Note up' }).press('Enter');
  await expect(columns.getByRole('button', { name: 'Move Amount down' })).toBeDisabled();
  await screenshot(page, 'listViews-columns-menu');
  // The menu is modal: the table is read once it is closed.
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).toEqual(['Title', 'Note', 'Amount']);

  await filterKind(page, 'Beta');
  await sortByAmountDescending(page);
  await expect.poll(() => titles(page)).toEqual(['T12', 'T10', 'T08', 'T06', 'T04']);

  await page.getByRole('button', { name: 'Views' }).click();
  await page.getByRole('button', { name: 'Save view...' }).click();
  const save = page.getByRole('dialog', { name: 'Save the current view' });
  await save.getByRole('textbox', { name: 'Name' }).fill('Beta by amount');
  await save.getByRole('button', { name: 'Save' }).click();
  await expect(save).toBeHidden();
  await page.getByRole('button', { name: 'Views' }).click();
  const views = page.getByRole('dialog', { name: 'Views' });
  await expect(views.getByRole('button', { name: 'Beta by amount', exact: true })).toBeVisible();
  await screenshot(page, 'listViews-views-menu');
  await page.keyboard.press('Escape');
  const saved = (await (await request.get(`${server.origin}/api/_views/viewThing`, { headers: { Token: token } })).json()) as { data: Array<{ name: string; state: unknown }> };
  expect(saved.data).toEqual([expect.objectContaining({ name: 'Beta by amount', state: BETA_BY_AMOUNT })]);
  await page.context().close();
});

test('a saved view restored from the Views menu in a new browser context, then deleted', async ({ browser, request }) => {
  const made = await request.post(`${server.origin}/api/_views/viewThing`, { data: { name: 'Beta by amount', state: BETA_BY_AMOUNT }, headers: { Token: token } });
  expect(((await made.json()) as { code: string }).code).toBe('00000');
  // A new browser: nothing stored, the list as the file draws it, until the view is chosen.
  const fresh = await openAs(browser);
  await expect.poll(() => titles(fresh)).toEqual(['T01', 'T02', 'T03', 'T04', 'T05']);
  expect(await headers(fresh)).toEqual(['Title', 'Kind', 'Amount']);
  await fresh.getByRole('button', { name: 'Views' }).click();
  await fresh.getByRole('dialog', { name: 'Views' }).getByRole('button', { name: 'Beta by amount', exact: true }).click();
  await expect.poll(() => titles(fresh)).toEqual(['T12', 'T10', 'T08', 'T06', 'T04']);
  await expect.poll(() => headers(fresh)).toEqual(['Title', 'Note', 'Amount']);
  await expect(fresh.getByRole('combobox', { name: 'Kind' })).toHaveText('Beta');

  // Deleted from the menu, it is gone for the user.
  await fresh.getByRole('button', { name: 'Views' }).click();
  await fresh.getByRole('button', { name: 'Delete view Beta by amount' }).click();
  await expect(fresh.getByRole('dialog', { name: 'Views' }).getByText('No saved views yet')).toBeVisible();
  await fresh.context().close();
});

test('the default view applies when the list opens without state in its address', async ({ browser, request }) => {
  const state = { filter: { kind: 'alpha' }, sort: { field: 'amount', order: 'DESC' }, perPage: 5, columns: ['amount', 'title'] };
  const made = (await (await request.post(`${server.origin}/api/_views/viewThing`, { data: { name: 'Alpha', state, isDefault: true }, headers: { Token: token } })).json()) as { code: string };
  expect(made.code).toBe('00000');

  const page = await openAs(browser);
  await expect.poll(() => titles(page)).toEqual(['T11', 'T09', 'T07', 'T05', 'T03']);
  expect(await headers(page)).toEqual(['Amount', 'Title']);
  await page.getByRole('button', { name: 'Views' }).click();
  await expect(page.getByRole('button', { name: 'Stop using Alpha as the default view' })).toHaveAttribute('aria-pressed', 'true');
  await page.context().close();

  // An address with a state wins over the default view.
  const linked = await openAs(browser, `${PATH}?sort=amount&order=DESC`);
  await expect.poll(() => titles(linked)).toEqual(['T12', 'T11', 'T10', 'T09', 'T08']);
  expect(await headers(linked)).toEqual(['Title', 'Kind', 'Amount']);
  await linked.context().close();
});

test("the address reproduces the list's filters, sort and page in a new browser context", async ({ browser }) => {
  const page = await openAs(browser);
  await expect.poll(() => titles(page)).toEqual(['T01', 'T02', 'T03', 'T04', 'T05']);
  // An untouched list keeps its plain address.
  expect(new URL(page.url()).search).toBe('');
  const entries = await page.evaluate(() => history.length);
  await filterKind(page, 'Beta');
  await sortByAmountDescending(page);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect.poll(() => titles(page)).toEqual(['T02']);
  await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
  // Replaced, not pushed: no history entry per change.
  expect(await page.evaluate(() => history.length)).toBe(entries);
  const link = page.url();
  const params = new URL(link).searchParams;
  expect(JSON.parse(params.get('filter') ?? '{}')).toEqual({ kind: 'beta' });
  expect([params.get('sort'), params.get('order')]).toEqual(['amount', 'DESC']);

  const fresh = await openAs(browser, link.replace(server.origin, ''));
  await expect.poll(() => titles(fresh)).toEqual(['T02']);
  await expect(fresh.getByRole('combobox', { name: 'Kind' })).toHaveText('Beta');
  await expect(tableOf(fresh).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  await page.context().close();
  await fresh.context().close();
});

async function exported(page: Page, item: string): Promise<string[]> {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
}

test('the export of the current view holds its shown columns and rows; everything holds every field', async ({ browser }) => {
  const page = await openAs(browser);
  await expect(tableOf(page)).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const columns: Locator = page.getByRole('dialog', { name: 'Shown columns' });
  await columns.getByRole('checkbox', { name: 'Kind' }).uncheck();
  await columns.getByRole('button', { name: 'Move Amount up' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).toEqual(['Amount', 'Title']);
  await filterKind(page, 'Alpha');
  await expect.poll(() => titles(page)).toEqual(['T01', 'T03', 'T05', 'T07', 'T09']);

  const view = await exported(page, 'CSV (.csv)');
  expect(view.slice(0, 2)).toEqual(['amount,title', 'Amount,Title']);
  // Every row of the view (6 alpha rows over two pages), none of the others.
  expect(view.slice(2)).toEqual(['10,T01', '30,T03', '50,T05', '70,T07', '90,T09', '110,T11']);

  const all = await exported(page, 'Everything, CSV');
  expect(all.slice(0, 2)).toEqual(['title,kind,amount,note', 'Title,Kind,Amount,Note']);
  expect(all).toHaveLength(14);
  await page.context().close();
});
