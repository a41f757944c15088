import type { Locator, Page, Request } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';

/** Charts draw at once (no animation) so pixels and screenshots are final. */
test.use({ contextOptions: { reducedMotion: 'reduce' } });

const ARTICLE_LIST = '/vue-element-admin/article/list';
/** A string only the echarts library itself contains. */
const ECHARTS_MARKER = '_echarts_instance_';
/** The first paint of a page after sign-in loads the admin and the page's chunk: allow for a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };

function chartOf(page: Page): Locator {
  return page.getByRole('img').filter({ has: page.locator('canvas') });
}

/** Distinct colours in a sample of the canvas pixels: a blank canvas has one. */
async function colourCount(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context || element.width === 0 || element.height === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    const colours = new Set<number>();
    for (let index = 0; index < data.length; index += 4 * 7) {
      colours.add(((data[index] ?? 0) << 16) | ((data[index + 1] ?? 0) << 8) | (data[index + 2] ?? 0));
    }
    return colours.size;
  });
}

async function widthOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

/** Opens a chart page and checks that it is drawn, then that it follows the viewport's width. */
async function expectDrawnAndResizing(page: Page, path: string): Promise<Locator> {
  await signInAndOpen(page, path);
  const chart = chartOf(page);
  const canvas = chart.locator('canvas').first();
  await expect(canvas).toBeVisible(FIRST_PAINT);
  await expect.poll(() => colourCount(canvas)).toBeGreaterThan(20);
  const wide = await widthOf(canvas);
  expect(wide).toBeGreaterThan(600);
  expect(Math.abs(wide - (await widthOf(chart)))).toBeLessThan(2);

  await page.setViewportSize({ width: 760, height: 800 });
  await expect.poll(() => widthOf(canvas)).toBeLessThan(wide - 200);
  await expect.poll(async () => Math.abs((await widthOf(canvas)) - (await widthOf(chart)))).toBeLessThan(2);
  await expect.poll(() => colourCount(canvas)).toBeGreaterThan(20);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(() => widthOf(canvas)).toBeGreaterThan(wide - 2);
  return chart;
}

test.describe('chart demos', () => {
  test('keyboard chart draws on a canvas and resizes with the viewport', async ({ page }) => {
    await expectDrawnAndResizing(page, '/charts/keyboard');
    await expect(page).toHaveTitle(/^Keyboard Chart - /);
    await screenshot(page, 'demo-keyboard-chart');
  });

  test('line chart draws on a canvas and resizes with the viewport', async ({ page }) => {
    const chart = await expectDrawnAndResizing(page, '/charts/line');
    await expect(chart).toHaveAttribute('aria-label', /CMCC.*CTCC.*CUCC/);
    await expect(page).toHaveTitle(/^Line Chart - /);
    await screenshot(page, 'demo-line-chart');
  });

  test('mix chart: female and male bars, average line, legend and tooltip', async ({ page }) => {
    const chart = await expectDrawnAndResizing(page, '/charts/mix-chart');
    await expect(page).toHaveTitle(/^Mix Chart - /);
    // The chart's own description (echarts aria) names the series the legend shows.
    await expect(chart).toHaveAttribute('aria-label', /statistics.*female.*male.*average/);
    const box = await chart.boundingBox();
    if (!box) throw new Error('the chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(chart).toContainText('female');
    await expect(chart).toContainText('male');
    await expect(chart).toContainText('average');
    await expect(chart).toContainText(/Month \d+/);
    await screenshot(page, 'demo-mix-chart');
  });

  test('echarts loads with the chart pages only', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_PAINT);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes(ECHARTS_MARKER))).toBe(false);

    await signInAndOpen(page, '/table/dynamic-table');
    await expect(page.getByRole('region', { name: 'Fixed header, sorted by header order' })).toBeVisible(FIRST_PAINT);
    expect(scripts.some((source) => source.includes(ECHARTS_MARKER))).toBe(false);

    await page.goto('/charts/line');
    await expect(chartOf(page).locator('canvas')).toBeVisible(FIRST_PAINT);
    // A script's text is read after its response event: the chunk may be drawn before its text is in.
    await expect.poll(() => scripts.some((source) => source.includes(ECHARTS_MARKER))).toBe(true);
  });

  test('a visitor may not open the chart pages', async ({ page }) => {
    await signInAndOpen(page, '/charts/mix-chart', 'visitor');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible(FIRST_PAINT);
    await expect(page.locator('canvas')).toHaveCount(0);
  });
});

test.describe('table demos', () => {
  async function headers(section: Locator): Promise<string[]> {
    return section.getByRole('columnheader').allInnerTexts();
  }

  test('dynamic table columns follow the check boxes', async ({ page }) => {
    await signInAndOpen(page, '/table/dynamic-table');
    const fixed = page.getByRole('region', { name: 'Fixed header, sorted by header order' });
    const unordered = page.getByRole('region', { name: 'Not fixed header, sorted by click order' });
    await expect(fixed.getByRole('columnheader')).toHaveText(['fruitName', 'apple', 'banana'], FIRST_PAINT);
    await expect(unordered.getByRole('columnheader')).toHaveText(['fruitName', 'apple', 'banana']);

    for (const section of [fixed, unordered]) {
      await section.getByRole('checkbox', { name: 'apple' }).uncheck();
      await section.getByRole('checkbox', { name: 'orange' }).check();
      await section.getByRole('checkbox', { name: 'apple' }).check();
    }
    await expect(fixed.getByRole('columnheader')).toHaveText(['fruitName', 'apple', 'banana', 'orange']);
    await expect(unordered.getByRole('columnheader')).toHaveText(['fruitName', 'banana', 'orange', 'apple']);
    await expect(unordered.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'fruit-1',
      'banana-10',
      'orange-10',
      'apple-10',
    ]);

    await fixed.getByRole('checkbox', { name: 'banana' }).uncheck();
    await expect(fixed.getByRole('columnheader')).toHaveText(['fruitName', 'apple', 'orange']);
    await expect(fixed.getByRole('row').nth(2).getByRole('cell')).toHaveText(['fruit-2', 'apple-20', 'orange-20']);
    expect(await headers(unordered)).toEqual(['fruitName', 'banana', 'orange', 'apple']);
    await screenshot(page, 'demo-dynamic-table');
  });

  const editedNotice = (page: Page) => page.getByText('The title has been edited', { exact: true });
  const restoredNotice = (page: Page) =>
    page.getByText('The title has been restored to the original value', { exact: true });
  const titleCell = (row: Locator) => row.getByRole('cell').nth(5);

  /** Opens the inline-edit table and returns its ten article rows and the article list calls. */
  async function openInlineEdit(page: Page): Promise<{ rows: Locator; calls: string[] }> {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ARTICLE_LIST)) calls.push(request.url());
    });
    await signInAndOpen(page, '/table/inline-edit-table');
    const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(10, FIRST_PAINT);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0] ?? '').searchParams.get('limit')).toBe('10');
    return { rows, calls };
  }

  test('inline edit: OK keeps the new title, cancel restores the original', async ({ page }) => {
    const { rows, calls } = await openInlineEdit(page);
    const first = rows.nth(0);
    const firstTitle = await titleCell(first).innerText();
    await first.getByRole('button', { name: 'Edit' }).click();
    const firstInput = first.getByRole('textbox');
    await expect(firstInput).toHaveValue(firstTitle);
    await expect(firstInput).toBeFocused();
    await firstInput.fill('A kept title');
    await first.getByRole('button', { name: 'Ok' }).click();
    await expect(editedNotice(page)).toBeVisible();
    await expect(firstInput).toHaveCount(0);
    await expect(titleCell(first)).toHaveText('A kept title');
    await screenshot(page, 'demo-inline-edit-table');

    const second = rows.nth(1);
    const secondTitle = await titleCell(second).innerText();
    await second.getByRole('button', { name: 'Edit' }).click();
    await second.getByRole('textbox').fill('A dropped title');
    await expect(second.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await screenshot(page, 'demo-inline-edit-table-editing');
    await second.getByRole('button', { name: 'cancel' }).click();
    await expect(restoredNotice(page)).toBeVisible();
    await expect(second.getByRole('textbox')).toHaveCount(0);
    await expect(titleCell(second)).toHaveText(secondTitle);
    await expect(titleCell(first)).toHaveText('A kept title');
    expect(calls).toHaveLength(1);
  });

  test('inline edit: Enter = OK, Escape = cancel, a blank title cannot be kept', async ({ page }) => {
    const { rows } = await openInlineEdit(page);
    const row = rows.nth(2);
    const original = await titleCell(row).innerText();
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox').fill('Typed then Enter');
    await row.getByRole('textbox').press('Enter');
    await expect(editedNotice(page)).toBeVisible();
    await expect(titleCell(row)).toHaveText('Typed then Enter');

    // Escape goes back to the kept title, not to the server's.
    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox').fill('Typed then Escape');
    await row.getByRole('textbox').press('Escape');
    await expect(restoredNotice(page)).toBeVisible();
    await expect(titleCell(row)).toHaveText('Typed then Enter');
    expect(original).not.toBe('Typed then Enter');

    await row.getByRole('button', { name: 'Edit' }).click();
    await row.getByRole('textbox').fill('   ');
    await expect(row.getByRole('button', { name: 'Ok' })).toBeDisabled();
    await row.getByRole('textbox').press('Enter');
    await expect(row.getByRole('textbox')).toBeVisible();
    await row.getByRole('textbox').press('Escape');
    await expect(titleCell(row)).toHaveText('Typed then Enter');
  });

  test("title rule: exactly six characters, else '请输入六个字符'", async ({ page }) => {
    await signInAndOpen(page, '/table/title-rule');
    const title = page.getByRole('textbox', { name: 'Title' });
    const message = page.getByText('请输入六个字符');
    const success = page.getByText('Submit success');
    await expect(title).toBeVisible(FIRST_PAINT);
    await title.focus();
    await title.blur();
    await expect(message).toBeVisible();
    await title.fill('abcde');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(message).toBeVisible();
    await expect(success).toHaveCount(0);
    await screenshot(page, 'demo-title-rule');
    await title.fill('abcdefg');
    await title.blur();
    await expect(message).toBeVisible();
    await title.fill('六个中文字符');
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(success).toBeVisible();
  });
});

test.describe('tab and error page demos', () => {
  // Read by polling: the browser reports a request on another channel than the page's DOM, so the
  // rows its answer drew can be seen before the request is.
  function typesOf(requests: Request[]): string[] {
    return requests.map((request) => new URL(request.url()).searchParams.get('type') ?? '');
  }

  test('tabs: switching updates the URL and loads only the opened tab, once', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ARTICLE_LIST)) requests.push(request);
    });
    await signInAndOpen(page, '/tab/index?tab=US');
    await expect(page.getByRole('tab', { name: 'USA' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
    const usa = page.getByRole('table', { name: 'USA' });
    await expect(usa.getByRole('row')).not.toHaveCount(1);
    await expect(usa.getByRole('columnheader')).toHaveText(['ID', 'Title', 'Author', 'Importance', 'Status']);
    await expect.poll(() => typesOf(requests)).toEqual(['US']);
    await screenshot(page, 'demo-tab');

    await page.getByRole('tab', { name: 'Japan' }).click();
    await expect(page).toHaveURL(/\/tab\/index\?tab=JP$/);
    const japan = page.getByRole('table', { name: 'Japan' });
    await expect(japan.getByRole('row')).not.toHaveCount(1);
    await expect(usa).toBeHidden();
    await expect.poll(() => typesOf(requests)).toEqual(['US', 'JP']);

    await page.getByRole('tab', { name: 'USA' }).click();
    await expect(page).toHaveURL(/\?tab=US$/);
    await expect(usa).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true');
    await expect(japan).toBeVisible();
    await expect.poll(() => typesOf(requests)).toEqual(['US', 'JP']);
  });

  test('tabs: the tab in the URL is restored on reload', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes(ARTICLE_LIST)) requests.push(request);
    });
    await signInAndOpen(page, '/tab/index?tab=JP');
    await expect(page.getByRole('tab', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
    await expect(page.getByRole('table', { name: 'Japan' }).getByRole('row')).not.toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Japan' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
    await expect(page.getByRole('table', { name: 'Japan' }).getByRole('row')).not.toHaveCount(1);
    await expect(page).toHaveURL(/\?tab=JP$/);
    await expect.poll(() => typesOf(requests)).toEqual(['JP', 'JP']);
  });

  test('tabs: loading and empty states', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${ARTICLE_LIST}?*type=EU*`, async (route) => {
      await held;
      await route.fulfill({ json: { code: 20000, data: { items: [], total: 0 } } });
    });
    await signInAndOpen(page, '/tab/index');
    await expect(page.getByRole('tab', { name: 'China' })).toHaveAttribute('aria-selected', 'true', FIRST_PAINT);
    await expect(page.getByRole('table', { name: 'China' }).getByRole('row')).not.toHaveCount(1);
    await page.getByRole('tab', { name: 'Eurozone' }).click();
    await expect(page).toHaveURL(/\?tab=EU$/);
    await expect(page.getByRole('progressbar', { name: 'Loading articles' })).toBeVisible();
    release();
    await expect(page.getByRole('table', { name: 'Eurozone' }).getByRole('cell')).toHaveText('No data');
    await expect(page.getByRole('progressbar', { name: 'Loading articles' })).toHaveCount(0);
  });

  test('error pages 401 and 404 inside the layout', async ({ page }) => {
    await signInAndOpen(page, '/error');
    await expect(page).toHaveURL(/\/error\/401$/, FIRST_PAINT);
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/^401 - /);
    await screenshot(page, 'demo-error-401');

    await page.goto('/error/404');
    await expect(page.getByText('The webmaster said that you can not enter this page...')).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page).toHaveTitle(/^404 - /);
    await screenshot(page, 'demo-error-404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
