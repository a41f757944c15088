/**
 * No lost update, in the browser: two people (two browser contexts) open the same record's edit
 * dialog; the first saves; the second's save is refused with who changed it and when, their input
 * kept. 'Overwrite' saves theirs and the list shows it; 'Reload' (after a confirmation) shows what
 * is stored. A resource file of its own, on a server of its own.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

const memo = {
  name: 'memo',
  roles: ['admin', 'editor'],
  route: { parent: '/lab', path: 'memos', name: 'Memos', group: { title: 'Lab', icon: 'folder', roles: ['admin', 'editor'] } },
  label: 'Memos',
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    { source: 'title', label: 'Title', type: 'text', required: true },
  ],
};

test.describe.configure({ mode: 'serial' });
// Well under a minute on an idle machine; the margin is for a loaded CI host.
test.setTimeout(120_000);

const server = ownServerForTests({ 'memo.json': memo });

async function openAs(browser: Browser, account: Account): Promise<Page & { token: string }> {
  const { page, token } = await signedInOn(server, browser, account);
  return Object.assign(page, { token });
}

async function newRecord(page: Page & { token: string }, title: string): Promise<number> {
  const created = await page.request.post('/api/memo', { headers: { Token: page.token }, data: { title } });
  return ((await created.json()) as { data: { id: number } }).data.id;
}

/** The list, the record's row, and its edit dialog open. */
async function openEdit(page: Page, title: string) {
  await page.goto('/lab/memos');
  const row = page.getByRole('table', { name: 'Memos' }).getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Memos' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  return dialog;
}

test('the second save is refused with who and when; Overwrite saves it and the list shows it', async ({ browser }) => {
  const first = await openAs(browser, 'admin');
  const second = await openAs(browser, 'editor');
  const recordId = await newRecord(first, 'Draft');

  const mine = await openEdit(first, 'Draft');
  const theirs = await openEdit(second, 'Draft');

  await mine.getByLabel('Title').fill('From admin');
  await mine.getByRole('button', { name: 'Confirm' }).click();
  await expect(mine).toBeHidden();

  await theirs.getByLabel('Title').fill('From editor');
  await theirs.getByRole('button', { name: 'Confirm' }).click();
  const alert = theirs.getByRole('alert');
  await expect(alert).toContainText(/This record was changed by admin at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d since you opened it\./);
  await expect(theirs.getByLabel('Title')).toHaveValue('From editor');
  mkdirSync('screenshots', { recursive: true });
  await screenshot(second, 'versions-conflict-dialog');

  await alert.getByRole('button', { name: 'Overwrite' }).click();
  await expect(theirs).toBeHidden();
  await expect(second.getByRole('table', { name: 'Memos' }).getByRole('cell', { name: 'From editor' })).toBeVisible();
  const stored = await second.request.get(`/api/memo/${recordId}`, { headers: { Token: second.token } });
  expect(((await stored.json()) as { data: Record<string, unknown> }).data).toMatchObject({ title: 'From editor', _version: 3, _updatedBy: 'editor' });

  await first.context().close();
  await second.context().close();
});

test("Reload, after a confirmation, drops the user's edits for the stored record", async ({ browser }) => {
  const first = await openAs(browser, 'admin');
  const id = await newRecord(first, 'Reload me');
  const dialog = await openEdit(first, 'Reload me');
  // Another user saves meanwhile (through the API, at the version they read).
  const put = await first.request.put(`/api/memo/${id}`, { headers: { Token: (await openTokenOf(browser, 'editor')) }, data: { title: 'Newest', _version: 1 } });
  expect(put.ok()).toBe(true);
  await dialog.getByLabel('Title').fill('Lost edit');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('This record was changed by editor');
  await refusal.getByRole('button', { name: 'Reload' }).click();
  const confirm = first.getByRole('dialog', { name: 'Reload the record?' });
  await expect(confirm).toContainText('The changes you made in this form will be lost.');
  await confirm.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Newest');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await first.context().close();
});

test('a delete of a record changed since the list was read is refused, saying who changed it', async ({ browser }) => {
  const first = await openAs(browser, 'admin');
  const id = await newRecord(first, 'Delete me');
  // A list that hears no live updates (its stream answers nothing): the change reaches it only as the delete's refusal.
  await first.route('**/api/memo/_events*', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: ': quiet\n\n' }));
  await first.goto('/lab/memos');
  const table = first.getByRole('table', { name: 'Memos' });
  const row = table.getByRole('row').filter({ hasText: 'Delete me' });
  await expect(row).toBeVisible();
  // Another user changes it meanwhile.
  const put = await first.request.put(`/api/memo/${id}`, { headers: { Token: await openTokenOf(browser, 'editor') }, data: { title: 'Kept by editor', _version: 1 } });
  expect(put.ok()).toBe(true);
  await row.getByRole('button', { name: 'Delete' }).click();
  await first.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(first.getByText(/^Not deleted: This record was changed by editor at .* since you opened it\./)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Kept by editor' })).toBeVisible();
  const stored = await first.request.get(`/api/memo/${id}`, { headers: { Token: first.token } });
  expect(((await stored.json()) as { data: Record<string, unknown> }).data).toMatchObject({ title: 'Kept by editor', _version: 2 });
  await first.context().close();
});

async function openTokenOf(browser: Browser, account: Account): Promise<string> {
  const { page, token } = await signedInOn(server, browser, account);
  await page.context().close();
  return token;
}
