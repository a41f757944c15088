/**
 * Roles as data and API tokens, on a server of the test's own: an admin creates a role, gives it to
 * a user on the User page, and the user signs in with it; an API token created on Developer › API
 * tokens works from a request (`fetch` with Bearer) and stops working when revoked on the page.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests();

/** A page of the test's server, signed in as the admin, `width` px wide. */
const openAsAdmin = (browser: Browser, width = 1280) =>
  signedInOn(server, browser, 'admin', { viewport: { width, height: 900 } });

/** What a script would do with the token: a request with `Authorization: Bearer`, from the page. */
const callWithBearer = (page: Page, secret: string) =>
  page.evaluate(async (bearer) => {
    const response = await fetch('/api/user/option-list', { headers: { Authorization: `Bearer ${bearer}` } });
    const body = (await response.json()) as { code: string | number };
    return { status: response.status, code: body.code };
  }, secret);

test('an admin creates a role, gives it to a user on the User page, and the user signs in with it', async ({ browser }) => {
  const { page, token } = await openAsAdmin(browser);
  const created = await page.context().request.post('/api/vue-element-admin/role', { data: { key: 'auditor', name: 'Auditors', description: 'Reads the records' }, headers: { Token: token } });
  expect(((await created.json()) as { data: { key: string } }).data.key).toBe('auditor');

  await page.goto('/permission/role');
  const table = page.getByRole('table', { name: 'User' });
  const alice = table.getByRole('row').filter({ hasText: 'alice' });
  await alice.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('button', { name: 'editor' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'Auditors (auditor)' }).click();
  await expect(dialog.getByRole('button', { name: 'Auditors' })).toBeVisible();
  await screenshot(page, 'user-roles-edit');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  // The list keeps the User page's own columns: the roles are read back in the edit dialog.
  await alice.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('button', { name: 'Auditors' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.context().close();

  const context = await browser.newContext({ baseURL: server.origin });
  const own = await context.newPage();
  await own.goto('/login');
  await own.getByLabel('Username').fill('alice');
  await own.getByLabel('Password', { exact: true }).fill('111111');
  await own.getByRole('button', { name: 'Login' }).click();
  await expect(own).toHaveURL(/\/dashboard$/);
  await expect(own.getByLabel('roles')).toContainText('auditor');
  await expect(own.getByLabel('roles')).toContainText('editor');
  await context.close();
});

test('a token created on the page works from a request and stops when revoked', async ({ browser }) => {
  const { page } = await openAsAdmin(browser);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  await page.goto('/developer/api-tokens');
  await expect(page.getByRole('table', { name: 'API tokens' })).toContainText('No tokens yet');

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('nightly import');
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: 'editor' }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your token now' });
  const field = shown.getByRole('textbox', { name: 'The token nightly import' });
  const secret = await field.inputValue();
  expect(secret).toMatch(/^smsat_[0-9a-f]{64}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await screenshot(page, 'api-token-secret');
  await shown.getByRole('button', { name: 'Close' }).click();

  const row = page.getByRole('row').filter({ hasText: 'nightly import' });
  await expect(row).toContainText('editor');
  await expect(row).toContainText('Never');
  await expect(page.locator('body')).not.toContainText(secret);

  expect(await callWithBearer(page, secret)).toEqual({ status: 200, code: '00000' });
  await page.reload();
  await expect(row).not.toContainText('Never');
  await screenshot(page, 'api-tokens');

  await row.getByRole('button', { name: 'Revoke the token nightly import' }).click();
  await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('table', { name: 'API tokens' })).toContainText('No tokens yet');
  expect(await callWithBearer(page, secret)).toEqual({ status: 401, code: 50008 });
  await page.context().close();
});

test('the tokens page at 375 px, by keyboard: a token made and revoked without a mouse', async ({ browser }) => {
  const { page } = await openAsAdmin(browser, 375);
  await page.goto('/developer/api-tokens');
  const newToken = page.getByRole('button', { name: 'New token' });
  await expect(newToken).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await newToken.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New token' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type('phone');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Roles' })).toBeFocused();
  await page.keyboard.type('visitor');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'visitor' })).toBeVisible();
  await screenshot(page, 'api-token-new-375');
  await dialog.getByRole('spinbutton', { name: 'Expires in (days)' }).focus();
  await page.keyboard.press('Enter');
  const shown = page.getByRole('dialog', { name: 'Copy your token now' });
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeFocused();
  await screenshot(page, 'api-token-secret-375');
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  const revoke = page.getByRole('button', { name: 'Revoke the token phone' });
  await revoke.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'API tokens' })).toContainText('No tokens yet');
  await page.context().close();
});
