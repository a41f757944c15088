/**
 * Behaviours of the template the console keeps: tags of hidden views, the article delete notice, the mixed
 * chart's 12 months, the 992 px breakpoint, list defaults per tab and required selects.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, signInAndOpen } from './support';

const FIRST_PAINT = { timeout: 20_000 };
const tags = (page: Page) => page.getByRole('navigation', { name: 'Tags view' });
const tag = (page: Page, path: string) => tags(page).locator(`[data-tag="${path}"]`);

async function openLayout(page: Page, path: string, account?: 'admin' | 'editor') {
  await signInAndOpen(page, path, account);
  await expect(tags(page)).toBeVisible(FIRST_PAINT);
}

test.describe('tags view', () => {
  test('a hidden but visited view (Edit Article) gets a tag; redirects and the 401 page do not', async ({ page }) => {
    await openLayout(page, '/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/example/edit/1');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Edit Article', FIRST_PAINT);
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible(FIRST_PAINT);
    await expect(tag(page, '/example/edit/1').getByRole('link')).toHaveText('Edit Article');
    await page.goto('/example');
    await expect(page).toHaveURL(/\/example\/list$/);
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'Edit Article', 'Article List']);
  });

  test('a forbidden address shows the 401 page and gets no tag', async ({ page }) => {
    await openLayout(page, '/permission/packageConf', 'editor');
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard']);
  });
});

test('article Delete says Delete Successfully under Success, for about 2 s', async ({ page }) => {
  await signInAndOpen(page, '/example/list');
  const table = page.getByRole('table', { name: 'Article List' });
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'Delete' }) }).first();
  await expect(row).toBeVisible(FIRST_PAINT);
  const id = await row.getByRole('cell').first().textContent();
  await row.getByRole('button', { name: 'Delete' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Delete Successfully' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Success');
  await expect(page.getByText('操作Success')).toHaveCount(0);
  const same = table.getByRole('row').filter({ has: page.getByRole('cell', { name: id ?? '', exact: true }) });
  await expect(same.getByRole('cell').nth(6)).toHaveText('deleted');
  await expect(notice).toBeHidden({ timeout: 4_000 });
});

test.describe('mixed chart', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  /** Hovers at a fraction of the chart's width, mid-height, and returns the axis tooltip. */
  async function tooltipAt(page: Page, chart: Locator, fraction: number): Promise<string> {
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
    const tooltip = chart.locator('div').filter({ hasText: /Month \d+/ }).last();
    await expect(tooltip).toBeVisible();
    return (await tooltip.textContent()) ?? '';
  }

  test('opens on all 12 months, not zoomed in', async ({ page }) => {
    await signInAndOpen(page, '/charts/mix-chart');
    const chart = page.getByRole('img').filter({ has: page.locator('canvas') });
    await expect(chart.locator('canvas').first()).toBeVisible(FIRST_PAINT);
    expect(await tooltipAt(page, chart, 0.13)).toMatch(/Month 1(?!\d)/);
    expect(await tooltipAt(page, chart, 0.92)).toMatch(/Month 12/);
  });
});

test('the console is mobile under 992 px: 991 mobile, 992 desktop', async ({ page }) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await signInAndOpen(page, '/dashboard');
  await expect(page.locator('[data-device="desktop"]')).toBeVisible(FIRST_PAINT);
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await page.setViewportSize({ width: 991, height: 800 });
  await expect(page.locator('[data-device="mobile"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
  await page.setViewportSize({ width: 992, height: 800 });
  await expect(page.locator('[data-device="desktop"]')).toBeVisible();
});

test('article list filters, sort and page size stay with the tab; a new tab opens with page 1, limit 20', async ({ page, context }) => {
  await signInAndOpen(page, '/example/list');
  const table = page.getByRole('table', { name: 'Article List' });
  await expect(table.getByRole('row')).toHaveCount(21, FIRST_PAINT);
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'ID Descending' }).click();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '10/page' }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  const firstId = table.getByRole('row').nth(1).getByRole('cell').first();
  // Descending: the highest id first (other tests may have added articles, so not always 100).
  await expect.poll(async () => Number(await firstId.textContent())).toBeGreaterThanOrEqual(100);
  const highest = (await firstId.textContent()) ?? '';

  // The same tab keeps them: away and back through the menu, and across a reload.
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Example', exact: true }).click();
  await sidebar.getByRole('link', { name: 'Article List', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(11, FIRST_PAINT);
  await expect(firstId).toHaveText(highest);
  await page.reload();
  await expect(table.getByRole('row')).toHaveCount(11, FIRST_PAINT);
  await expect(firstId).toHaveText(highest);

  // A new tab (and so a new browser session) opens with the spec's defaults.
  const other = await context.newPage();
  await other.goto('/example/list');
  const fresh = other.getByRole('table', { name: 'Article List' });
  await expect(fresh.getByRole('row')).toHaveCount(21, FIRST_PAINT);
  await expect(fresh.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(other.getByRole('combobox', { name: 'Rows per page' })).toHaveText('20/page');
  await other.close();
});

test('a required select offers no blank Clear value choice', async ({ page }) => {
  await signInAndOpen(page, '/permission/packageConf');
  await page.getByRole('button', { name: 'New Package' }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: 'New Package' });
  await dialog.getByRole('combobox', { name: 'user' }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText(/\S/);
  await expect(page.getByRole('option', { name: 'Clear value' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/example/list');
  await page.getByRole('button', { name: 'Add' }).click(FIRST_PAINT);
  await page.getByRole('dialog', { name: 'Create' }).getByRole('combobox', { name: 'Type' }).click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/\S/);
  await expect(page.getByRole('option', { name: 'Clear value' })).toHaveCount(0);
});
