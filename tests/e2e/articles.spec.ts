import { test, expect, screenshot, signInAndOpen } from './support';
import { picker, typeDate } from './helpers/datePicker';

test.describe('Article List', () => {
  test('filters, sorts, pages and changes status locally', async ({ page }) => {
    await signInAndOpen(page, '/example/list');
    const table = page.getByRole('table', { name: 'Article List' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByTestId('pager-total')).toHaveText('Total 100');
    await screenshot(page, 'article-list');

    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'ID Descending' }).click();
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('100');
    // DataTable's header button is named by its tooltip ('Sort by id ascending').
    await table.getByRole('button', { name: /^Sort by id/i }).click();
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Japan(JP)' }).click();
    await expect(table.getByRole('row').nth(1)).toContainText('Japan');
    const total = Number((await page.getByTestId('pager-total').textContent())?.replace(/\D/g, ''));
    expect(total).toBeLessThan(100);

    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '10/page' }).click();
    await expect(table.getByRole('row')).toHaveCount(Math.min(10, total) + 1);

    const row = table.getByRole('row').nth(1);
    const status = row.getByRole('cell').nth(6);
    const before = (await status.textContent()) ?? '';
    const target = before === 'published' ? 'Draft' : 'Publish';
    await expect(row.getByRole('button', { name: before === 'published' ? 'Publish' : 'Draft' })).toHaveCount(0);
    await row.getByRole('button', { name: target }).click();
    await expect(page.getByText('操作Success')).toBeVisible();
    await expect(status).toHaveText(target === 'Draft' ? 'draft' : 'published');
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(status).toHaveText('deleted');
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: 'reviewer' }).check();
    await expect(table.getByRole('columnheader', { name: 'Reviewer' })).toBeVisible();
  });

  test('create dialog validates and prepends the new article; edit updates it', async ({ page }) => {
    await signInAndOpen(page, '/example/list');
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create' });
    // A bare tab through says nothing; the submit names what is missing.
    await dialog.getByLabel('Title').click();
    await dialog.getByLabel('Title').blur();
    await expect(dialog.getByText('title is required')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('type is required')).toBeVisible();
    await expect(dialog.getByText('title is required')).toBeVisible();
    await screenshot(page, 'article-dialog');
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'USA' }).click();
    await dialog.getByLabel('Title').fill('An e2e article');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Created Successfully' })).toBeVisible();
    const first = page.getByRole('table').getByRole('row').nth(1);
    await expect(first).toContainText('An e2e article');
    const id = Number(await first.getByRole('cell').first().textContent());
    expect(id).toBeGreaterThanOrEqual(1024);
    expect(id).toBeLessThanOrEqual(1124);

    await first.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit' });
    await expect(edit.getByText('title is required')).toHaveCount(0);
    await edit.getByLabel('Title').fill('An e2e article, edited');
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update Successfully' })).toBeVisible();
    await expect(first).toContainText('An e2e article, edited');
  });

  test('reading statistics and export', async ({ page }) => {
    await signInAndOpen(page, '/example/list');
    const row = page.getByRole('table').getByRole('row').nth(1);
    await row.getByRole('cell').nth(5).getByRole('button').click();
    const pv = page.getByRole('dialog', { name: 'Reading statistics' });
    await expect(pv.getByRole('row')).toHaveCount(5);
    await expect(pv).toContainText('PC');
    await page.keyboard.press('Escape');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('table-list.xlsx');
  });
});

test.describe('article editor', () => {
  test('edit loads the article; a non-numeric id is a 404', async ({ page }) => {
    await signInAndOpen(page, '/example/edit/5');
    await expect(page.getByRole('textbox', { name: 'Title' })).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
    await screenshot(page, 'article-edit');
    await page.goto('/example/edit/abc');
    await expect(page.getByText('The webmaster said that you can not enter this page...')).toBeVisible();
  });

  test('create publishes and moves to the edit page', async ({ page }) => {
    await signInAndOpen(page, '/example/create');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('title is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill('Written in the editor');
    await page.getByRole('textbox', { name: 'Summary' }).fill('Short');
    await page.locator('.ql-editor').fill('Rich body');
    await typeDate(page.locator('main'), 'Publish Time', '202506071809');
    await screenshot(page, 'article-create');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The article has been published')).toBeVisible();
    await expect(page).toHaveURL(/\/example\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Written in the editor');
    await expect(picker(page.locator('main'), 'Publish Time')).toHaveText('2025-06-07 18:09');
    // Back to the create view in the app (it is kept alive by the tags view): a fresh form.
    await page.getByRole('complementary').getByRole('link', { name: 'Create Article' }).click();
    await expect(page).toHaveURL(/\/example\/create$/);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  test('an editor may use the article pages', async ({ page }) => {
    await signInAndOpen(page, '/example/list', 'editor');
    await expect(page.getByRole('table', { name: 'Article List' }).getByRole('row')).toHaveCount(21);
  });
});
