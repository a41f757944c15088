/**
 * The generic engine on the business pages: row selection with bulk delete (the resource's confirm text),
 * export of the schema's columns, and the filter bar (by user; by number range for packages).
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, apiLogin, screenshot, signInAndOpen } from './support';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function addPackage(request: APIRequestContext, token: string, packageId: string, totalNum: number) {
  const response = await request.post('/api/sms/addPackageConf', {
    headers: { Token: token },
    data: { packageId, name: `bulk ${packageId}`, userId: 2, userName: 'editor', totalNum, remainNum: totalNum },
  });
  expect(((await response.json()) as { code: string }).code).toBe('00000');
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search' }).fill(text);
}

test.describe('the engine on the business pages', () => {
  test('packages: select rows, bulk delete with the confirm text, only the selected go', async ({ page }) => {
    const token = await apiLogin(page.request, 'admin');
    const tag = `PKG-BULK-${unique()}`;
    for (const n of [1, 2, 3]) await addPackage(page.request, token, `${tag}-${n}`, 100 * n);
    await signInAndOpen(page, '/permission/packageConf');
    await search(page, tag);
    const table = page.getByRole('table', { name: 'Manage packageConf' });
    await expect(table.getByRole('row')).toHaveCount(4);
    for (const n of [1, 3]) {
      await table.getByRole('row').filter({ hasText: `${tag}-${n}` }).getByRole('checkbox').check();
    }
    await expect(page.getByText('2 items selected')).toBeVisible();
    await screenshot(page, 'packageConf-bulk-selected');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Warning' });
    await expect(confirm).toContainText('Confirm to remove the sendName?');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Delete succed!')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag}-2`);
  });

  test('packages: filter by user and by a number range, then export what is shown', async ({ page }) => {
    const token = await apiLogin(page.request, 'admin');
    const tag = `PKG-FILTER-${unique()}`;
    await addPackage(page.request, token, `${tag}-small`, 7);
    await addPackage(page.request, token, `${tag}-big`, 70_000);
    await signInAndOpen(page, '/permission/packageConf');
    const filters = page.getByRole('search', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'user' }).click();
    await page.getByRole('option', { name: 'editor', exact: true }).click();
    await filters.getByRole('spinbutton', { name: 'totalNum from' }).fill('50000');
    await filters.getByRole('spinbutton', { name: 'totalNum to' }).fill('70000');
    await search(page, tag);
    const table = page.getByRole('table', { name: 'Manage packageConf' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag}-big`);
    await screenshot(page, 'packageConf-filtered');

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('packageConf.csv');
    const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const [header, labels, ...rows] = csv.split('\r\n');
    expect(header).toBe('packageId,userName,totalNum,remainNum,createTime,name');
    expect(labels).toBe('packageId,userName,totalNum,remainNum,createTime,packageName');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^${tag}-big,editor,70000,70000,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},bulk ${tag}-big$`));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
  });

  test('sender names: filter by user, Excel export, bulk selection', async ({ page }) => {
    await signInAndOpen(page, '/permission/sendName', 'editor');
    const filters = page.getByRole('search', { name: 'Filters' });
    await filters.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('option', { name: 'admin', exact: true }).click();
    const table = page.getByRole('table', { name: 'Manage Send name' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const names = await table.getByRole('row').locator('td:nth-child(4)').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['admin']));
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sendName.xlsx');
    // An xlsx file is a zip archive.
    expect((await readFile(await file.path())).subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByRole('button', { name: 'Delete selected' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export selected' })).toBeVisible();
    await screenshot(page, 'sendName-filter-select');
  });

  test('users: filter by status and name', async ({ page }) => {
    await signInAndOpen(page, '/permission/role');
    const filters = page.getByRole('search', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'user Name' }).fill('admin');
    const table = page.getByRole('table', { name: 'User' });
    await expect(table.getByRole('row').filter({ hasText: 'editor' })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'admin' }).first()).toBeVisible();
    await filters.getByRole('textbox', { name: 'user Name' }).fill('');
    await filters.getByRole('combobox', { name: 'user Status' }).click();
    await page.getByRole('option', { name: 'normal', exact: true }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('normal');
    // The status column found by its heading: the columns before it are the file's to change.
    const headings = await table.getByRole('columnheader').allTextContents();
    const statusColumn = headings.findIndex((heading) => heading.includes('user Status')) + 1;
    expect(statusColumn).toBeGreaterThan(0);
    const statuses = await table.getByRole('row').locator(`td:nth-child(${statusColumn})`).allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['normal']));
  });
});
