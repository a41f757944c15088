/**
 * Permission › Role on a server of the test's own: an admin creates a role on the page, renames it,
 * finds it offered on the User page's roles control, and deletes it; at 375 px by keyboard, the
 * admin role's refusal shown. Under `npm run docs:screenshots`, pictured at 1280 and 375 px, light
 * and dark.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests();

type Mode = 'light' | 'dark';

async function openAsAdmin(browser: Browser, width: number, mode: Mode = 'light'): Promise<Page> {
  return (await signedInOn(server, browser, 'admin', { viewport: { width, height: 900 }, reducedMotion: 'reduce', themeMode: mode })).page;
}

const rowOf = (page: Page, key: string) => page.getByRole('table', { name: 'Role' }).getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) });

test('an admin creates a role, renames it, finds it on the User page, and deletes it', async ({ browser }) => {
  const page = await openAsAdmin(browser, 1280);
  await page.goto('/permission/roles');
  await expect(rowOf(page, 'editor')).toContainText('9');

  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toBeFocused();
  await page.keyboard.type('auditor');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Auditors');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Reads the records');
  await screenshot(page, 'role-new');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'auditor')).toContainText('Auditors');
  await expect(rowOf(page, 'auditor')).toContainText('Reads the records');

  await rowOf(page, 'auditor').getByRole('button', { name: 'Edit the role auditor' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the role auditor' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await edit.getByRole('textbox', { name: 'Name' }).fill('Record auditors');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, 'auditor')).toContainText('Record auditors');
  await screenshot(page, 'roles');

  await page.goto('/permission/role');
  const alice = page.getByRole('table', { name: 'User' }).getByRole('row').filter({ hasText: 'alice' });
  await alice.getByRole('button', { name: 'Edit' }).click();
  const user = page.getByRole('dialog', { name: 'Edit User' });
  await user.getByRole('combobox', { name: 'Roles' }).click();
  await expect(page.getByRole('option', { name: 'Record auditors (auditor)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await user.getByRole('button', { name: 'Cancel' }).click();
  await expect(user).toBeHidden();

  await page.goto('/permission/roles');
  await rowOf(page, 'auditor').getByRole('button', { name: 'Delete the role auditor' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this role?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'auditor')).toHaveCount(0);
  const roles = await page.context().request.get('/api/vue-element-admin/roles', { headers: { Token: await tokenOf(page) } });
  expect(((await roles.json()) as { data: { key: string }[] }).data.map((role) => role.key)).toEqual(['admin', 'editor', 'visitor']);
  await page.context().close();
});

async function tokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
}

test('the Role page at 375 px, by keyboard, in the dark: the admin role cannot be deleted, as the server says', async ({ browser }) => {
  const page = await openAsAdmin(browser, 375, 'dark');
  await page.goto('/permission/roles');
  await expect(rowOf(page, 'admin')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'roles-375-dark');

  await rowOf(page, 'admin').getByRole('button', { name: 'Delete the role admin' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete this role?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText('The admin role cannot be deleted.');
  await screenshot(page, 'role-delete-refused-375-dark');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'New role' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New role' });
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toBeFocused();
  await page.keyboard.type('Bad Key');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveValue('Bad Key');
  await screenshot(page, 'role-new-refused-375-dark');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.context().close();
});

test('the Role page pictured light at 375 px and dark at 1280 px', async ({ browser }) => {
  test.skip(!process.env.DOCS_SCREENSHOTS, 'pictures only');
  const phone = await openAsAdmin(browser, 375);
  await phone.goto('/permission/roles');
  await expect(rowOf(phone, 'admin')).toBeVisible();
  await screenshot(phone, 'roles-375');
  await phone.context().close();
  const desk = await openAsAdmin(browser, 1280, 'dark');
  await desk.goto('/permission/roles');
  await expect(rowOf(desk, 'admin')).toBeVisible();
  await screenshot(desk, 'roles-dark');
  await desk.context().close();
});
