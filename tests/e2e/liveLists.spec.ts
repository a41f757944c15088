/**
 * Live lists, on a server of the test's own: two admins on the Blacklist page in two browser
 * contexts. An edit in one appears in the other without a reload and is marked; a create in one is
 * announced in the other (Show brings it); with the edit dialog open in the second, a save in the
 * first shows the "Changed by" warning above the second's form.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, accounts } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests({ 'blacklist.json': JSON.parse(readFileSync('public/resources/example.json', 'utf8')) as unknown });

const signIn = (browser: Browser, userName: string, password: string) => signedInOn(server, browser, { userName, password }, { viewport: { width: 1280, height: 900 } });

/** A record made through the API (the server serves the installed file from its next check on). */
async function created(page: Page, token: string, body: Record<string, unknown>): Promise<void> {
  const create = async () => {
    const answer = await page.context().request.post('/api/blacklist', { data: body, headers: { Token: token } });
    return String(((await answer.json()) as { code: number | string }).code);
  };
  await expect.poll(create).toMatch(/^(00000|20000)$/);
}

test('two admins on one list: edits appear marked, creates are announced, an open edit dialog warns', async ({ browser }) => {
  // A second admin (alice, made one by the admin), so each sees the other's changes as someone else's.
  const first = await signIn(browser, accounts.admin.username, accounts.admin.password);
  const promoted = await first.page.context().request.put('/api/user/update', { data: { id: 4, roles: ['editor', 'admin'] }, headers: { Token: first.token } });
  expect(String(((await promoted.json()) as { code: number | string }).code)).toMatch(/^(00000|20000)$/);
  const second = await signIn(browser, 'alice', accounts.admin.password);
  await created(first.page, first.token, { phone: '+8613800000101', reason: 'spam', limit: 1 });
  await created(first.page, first.token, { phone: '+8613800000102', reason: 'spam', limit: 2 });

  for (const { page } of [first, second]) await page.goto('/safety/blacklist');
  const tableOf = (page: Page) => page.getByRole('table', { name: 'Blacklist' });
  for (const { page } of [first, second]) await expect(tableOf(page).getByRole('row')).toHaveCount(3);
  const rowIn = (page: Page, phone: string) => tableOf(page).getByRole('row').filter({ hasText: phone });

  // An edit in the first appears in the second without a reload, marked.
  await rowIn(first.page, '+8613800000101').getByRole('button', { name: 'Edit' }).click();
  const editFirst = first.page.getByRole('dialog', { name: 'Edit Blacklist' });
  await editFirst.getByLabel('Limit').fill('77');
  await editFirst.getByRole('button', { name: 'Confirm' }).click();
  await expect(editFirst).toBeHidden();
  const changed = rowIn(second.page, '+8613800000101');
  await expect(changed).toContainText('77');
  await expect(changed).toHaveAttribute('data-live-changed', 'true');
  await expect(changed).not.toHaveAttribute('data-live-changed', 'true');
  // The writer's own list announces nothing.
  await expect(first.page.getByText(/new record/)).toHaveCount(0);

  // A create in the first is announced in the second, where the rows stay until Show.
  await first.page.getByRole('button', { name: 'New Blacklist' }).click();
  const newFirst = first.page.getByRole('dialog', { name: 'New Blacklist' });
  await newFirst.getByLabel('Phone').fill('+8613800000103');
  await newFirst.getByRole('combobox', { name: 'Reason' }).click();
  await first.page.getByRole('option', { name: 'Spam' }).click();
  await newFirst.getByRole('button', { name: 'Confirm' }).click();
  await expect(newFirst).toBeHidden();
  const announced = second.page.getByRole('status').filter({ hasText: '1 new record' });
  await expect(announced).toBeVisible();
  await expect(tableOf(second.page).getByRole('row')).toHaveCount(3);
  await announced.getByRole('button', { name: 'Show' }).click();
  await expect(tableOf(second.page).getByRole('row')).toHaveCount(4);
  await expect(announced).toBeHidden();

  // The second opens the edit dialog; the first saves the same record; the second is warned.
  await rowIn(second.page, '+8613800000102').getByRole('button', { name: 'Edit' }).click();
  const editSecond = second.page.getByRole('dialog', { name: 'Edit Blacklist' });
  await expect(editSecond.getByLabel('Limit')).toHaveValue('2');
  await rowIn(first.page, '+8613800000102').getByRole('button', { name: 'Edit' }).click();
  await editFirst.getByLabel('Limit').fill('88');
  await editFirst.getByRole('button', { name: 'Confirm' }).click();
  await expect(editFirst).toBeHidden();
  await expect(editSecond.getByRole('alert').filter({ hasText: 'Changed by admin since you opened it.' })).toBeVisible();

  for (const { page } of [first, second]) await page.context().close();
});
