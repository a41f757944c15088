import type { Locator, Page } from '@playwright/test';
import { test, expect, expireToken, apiLogin, screenshot, signInAndOpen } from './support';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test.describe('Manage packageConf (admin)', () => {
  test('columns, create with the saved-details notice, edit with read-only keys, delete', async ({ page }) => {
    await signInAndOpen(page, '/permission/packageConf');
    const table = page.getByRole('table', { name: 'Manage packageConf' });
    await expect(table.getByRole('columnheader')).toHaveText(['', 'packageId', 'userName', 'totalNum', 'remainNum', 'createTime', 'packageName', 'Operations']);
    await expect(table.getByRole('row')).toHaveCount(11);
    // At 1280 px with the sidebar open the whole table fits its card: no row button behind a scroll bar.
    const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    expect(overflow).toBe(0);
    await screenshot(page, 'packageConf-list');

    const packageId = `PKG-E2E-${unique()}`;
    await page.getByRole('button', { name: 'New Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Package' });
    await dialog.getByLabel('packageId').fill(packageId);
    await chooseOption(page, dialog, 'user', 'editor');
    await dialog.getByLabel('totalNum').fill('1000');
    await dialog.getByLabel('remainNum').fill('900');
    await dialog.getByLabel('packageName').fill('E2E plan');
    await expect(dialog.getByRole('button', { name: 'Send sms code' })).toBeVisible();
    await screenshot(page, 'packageConf-dialog-new');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.getByRole('alert').filter({ hasText: 'Created Successfully' });
    await expect(notice).toContainText('Success');
    await expect(notice).toContainText(`packageId: ${packageId}, userName: editor, totalNum: 1000, remainNum: 900`);

    await search(page, packageId);
    const row = table.getByRole('row').filter({ hasText: packageId });
    await expect(row).toContainText('editor');
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Package' });
    await expect(edit.getByLabel('packageId')).toHaveAttribute('readonly', '');
    await expect(edit.getByRole('combobox', { name: 'user' })).toHaveAttribute('aria-disabled', 'true');
    await edit.getByLabel('remainNum').fill('800');
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update Successfully' })).toBeVisible();
    await expect(row).toContainText('800');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await expect(confirm).toContainText('Confirm to remove the sendName?');
    await screenshot(page, 'packageConf-delete-confirm');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Delete succed!')).toBeVisible();
    await expect(table.getByRole('cell', { name: packageId, exact: true })).toHaveCount(0);
  });

  test('bad input is explained and a failed save keeps everything typed', async ({ page }) => {
    await signInAndOpen(page, '/permission/packageConf');
    // A seeded package no other test deletes (rows at the top may come and go in parallel tests).
    const existing = 'PKG-0001';
    await page.getByRole('button', { name: 'New Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Package' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('This field is required').first()).toBeVisible();
    await dialog.getByLabel('totalNum').fill('10');
    await dialog.getByLabel('remainNum').fill('20.5');
    await dialog.getByLabel('remainNum').blur();
    await expect(dialog.getByText('Must be a whole number')).toBeVisible();
    await dialog.getByLabel('remainNum').fill('20');
    await dialog.getByLabel('remainNum').blur();
    await expect(dialog.getByText('remainNum can not be greater than totalNum')).toBeVisible();
    await dialog.getByLabel('remainNum').fill('5');
    await dialog.getByLabel('packageId').fill(existing.trim());
    await chooseOption(page, dialog, 'user', 'admin');
    await dialog.getByLabel('packageName').fill('Duplicate');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    // The clash is caught on the field (the loaded list, then the server's field error), not in a toast.
    await expect(dialog.getByText('This value is already taken')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('packageName')).toHaveValue('Duplicate');
    await expect(dialog.getByLabel('packageId')).toHaveValue(existing.trim());
    await screenshot(page, 'packageConf-dialog-failed');
  });

  test('SMS code button: send, countdown, and no countdown after a failure', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors.push(/Failed to load resource/);
    await signInAndOpen(page, '/permission/packageConf');
    await page.getByRole('button', { name: 'New Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Package' });
    await page.route('**/api/sms/verifySmsSend', (route) => route.abort('connectionrefused'), { times: 1 });
    await dialog.getByRole('button', { name: 'Send sms code' }).click();
    await expect(page.getByText(/Network Error/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send sms code' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Send sms code' }).click();
    await expect(page.getByText('send succed!')).toBeVisible();
    const counting = dialog.getByRole('button', { name: /^Resend after \d+ seconds$/ });
    await expect(counting).toBeDisabled();
    await expect(counting).toHaveText(/Resend after (60|59) seconds/);
    await expect(counting).toHaveText(/Resend after (58|57) seconds/, { timeout: 4000 });
  });

  test('a failed delete is logged and the row stays', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors.push(/Delete of packageConf/, /Failed to load resource/);
    await signInAndOpen(page, '/permission/packageConf');
    const packageId = 'PKG-0002';
    await search(page, packageId);
    const first = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell', { name: packageId, exact: true }) });
    await page.route('**/api/sms/delete-packageConf/**', (route) => route.abort('connectionrefused'));
    await first.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('dialog', { name: 'Warning' })).toBeHidden();
    await expect(page.getByRole('table').getByRole('cell', { name: packageId, exact: true })).toHaveCount(1);
  });

  test('pages, sorts and searches', async ({ page }) => {
    await signInAndOpen(page, '/permission/packageConf');
    await expect(page.getByTestId('pager-total')).toHaveText(/^Total \d+$/);
    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '20/page' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
    await page.getByRole('button', { name: /^Sort by totalnum/i }).click();
    await expect(page.getByRole('columnheader', { name: 'totalNum' })).toHaveAttribute('aria-sort', 'ascending');
    const totals = () => page.getByRole('table').getByRole('row').locator('td:nth-child(4)').allTextContents();
    await expect.poll(async () => {
      const values = (await totals()).map(Number);
      return values.every((value, index) => index === 0 || values[index - 1] <= value);
    }).toBe(true);
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    await search(page, 'no-such-package-anywhere');
    await expect(page.getByText('Nothing matches "no-such-package-anywhere"')).toBeVisible();
  });
});

test.describe('Manage Send name', () => {
  test('editor creates, edits and deletes a sender name', async ({ page }) => {
    await signInAndOpen(page, '/permission/sendName', 'editor');
    const table = page.getByRole('table', { name: 'Manage Send name' });
    await expect(table.getByRole('columnheader')).toHaveText(['', 'Id', 'send name', 'user name', 'Operations']);
    const name = `SN-${unique()}`;
    await page.getByRole('button', { name: 'New SendName' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SendName' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await chooseOption(page, dialog, 'User', 'visitor');
    await screenshot(page, 'sendName-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Created Successfully' })).toBeVisible();
    await search(page, name);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('visitor');
    await screenshot(page, 'sendName-list');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit SendName' });
    await edit.getByLabel('Name').fill(`${name}-2`);
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update Successfully' })).toBeVisible();
    await search(page, `${name}-2`);
    await table.getByRole('row').filter({ hasText: `${name}-2` }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText('Confirm to remove the sendName?');
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Delete succed!')).toBeVisible();
    await expect(table.getByRole('cell', { name: `${name}-2`, exact: true })).toHaveCount(0);
  });

  test('Cancel asks before discarding what was typed, then closes the dialog without saving', async ({ page }) => {
    await signInAndOpen(page, '/permission/sendName');
    await page.getByRole('button', { name: 'New SendName' }).click();
    const dialog = page.getByRole('dialog', { name: 'New SendName' });
    await dialog.getByLabel('Name').fill('never-saved');
    // What was typed is not thrown away without a word.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await search(page, 'never-saved');
    await expect(page.getByText('Nothing matches "never-saved"')).toBeVisible();
  });
});

test.describe('User management (admin)', () => {
  test('columns, validation, create, admin row locked, delete', async ({ page }) => {
    await signInAndOpen(page, '/permission/role');
    const table = page.getByRole('table', { name: 'User' });
    await expect(table.getByRole('columnheader')).toHaveText(['', 'user Id', 'user Name', 'phone', 'user Status', 'Operations']);
    await expect(table.getByText('normal').first()).toBeVisible();
    await screenshot(page, 'user-list');

    const userName = `u${unique()}`;
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByLabel('UserName').fill(userName);
    await dialog.getByLabel('phone').fill('12ab');
    await dialog.getByLabel(/^Password\s*\*?$/).fill('123');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Please enter a valid phone number (6 to 15 digits, optional +)')).toBeVisible();
    await expect(dialog.getByText('The password can not be less than 6 digits')).toBeVisible();
    await dialog.getByLabel('phone').fill('+8613800138000');
    await dialog.getByLabel(/^Password\s*\*?$/).fill('secret-pass');
    await screenshot(page, 'user-dialog');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Created Successfully' })).toBeVisible();

    await search(page, 'admin');
    const adminRow = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) });
    await adminRow.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByLabel('phone')).toBeDisabled();
    await expect(edit.getByLabel(/^Password\s*\*?$/)).toBeDisabled();
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await search(page, userName);
    await table.getByRole('row').filter({ hasText: userName }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Warning' })).toContainText('Confirm to remove the role?');
    await page.getByRole('dialog', { name: 'Warning' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Delete succed!')).toBeVisible();
  });

  test('the new user can sign in', async ({ page, request }) => {
    await signInAndOpen(page, '/permission/role');
    const userName = `login${unique()}`;
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'New User' });
    await dialog.getByLabel('UserName').fill(userName);
    await dialog.getByLabel(/^Password\s*\*?$/).fill('another1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    const answer = await (await request.post('/api/user/login', { data: { userName, password: 'another1' } })).json();
    expect(answer.code).toBe('00000');
  });
});

test.describe('role gating', () => {
  test('an editor gets the no-permission page for admin pages, and the API refuses too', async ({ page, request }) => {
    await signInAndOpen(page, '/permission/packageConf', 'editor');
    // The first page of a session boots the whole admin: on a busy 2-core machine that can pass 7 s.
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible({ timeout: 15_000 });
    await page.goto('/permission/role');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible();
    await page.goto('/permission');
    await expect(page).toHaveURL(/\/permission\/sendName$/);
    const token = await apiLogin(request, 'editor');
    const answer = await (await request.get('/api/sms/packageConf-list', { headers: { Token: token } })).json();
    expect(answer.code).toBe('40300');
  });

  test('a visitor may not open the permission pages', async ({ page }) => {
    await signInAndOpen(page, '/permission/sendName', 'visitor');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible();
  });
});

test.describe('session ending codes', () => {
  test("50008 opens 'Confirm logout': Cancel stays, Re-Login goes to the login page", async ({ page }) => {
    const token = await signInAndOpen(page, '/permission/sendName', 'admin', { fresh: true });
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expireToken(page.request, token);
    await page.getByRole('main').getByRole('button', { name: 'Refresh' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm logout' });
    await expect(confirm).toContainText('You have been logged out, you can cancel to stay on this page, or log in again');
    await screenshot(page, 'confirm-logout');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/permission\/sendName/);
    await page.getByRole('main').getByRole('button', { name: 'Refresh' }).click();
    await confirm.getByRole('button', { name: 'Re-Login' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/permission\/sendName/);
  });
});

test('selected rows: the bulk actions bar covers the whole filter row, none of its inputs cut in half', async ({ page }) => {
  await signInAndOpen(page, '/permission/packageConf');
  const table = page.getByRole('table', { name: 'Manage packageConf' });
  const filters = page.getByRole('main').getByRole('spinbutton', { name: /^(totalNum|remainNum) (from|to)$/ });
  await expect(filters).toHaveCount(4);
  await table.getByRole('checkbox', { name: 'Select this row' }).first().click();
  const bar = page.locator('.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)');
  await expect(bar).toContainText('1 item selected');
  // Wait for its slide to end, then compare boxes.
  await expect.poll(async () => bar.evaluate((element) => getComputedStyle(element).transform !== 'none' && element.getAnimations().length === 0)).toBe(true);
  const cover = (await bar.boundingBox())!;
  const tableTop = (await table.boundingBox())!.y;
  expect(Math.abs(cover.y + cover.height - tableTop)).toBeLessThanOrEqual(1);
  for (const box of await Promise.all((await filters.all()).map((input) => input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').boundingBox()))) {
    expect(box!.y).toBeGreaterThanOrEqual(cover.y - 1);
    expect(box!.y + box!.height).toBeLessThanOrEqual(cover.y + cover.height + 1);
  }
  await bar.getByRole('button', { name: 'Unselect' }).click();
  await expect(bar).toHaveCount(0);
  await filters.first().fill('100');
  await expect(filters.first()).toHaveValue('100');
});
