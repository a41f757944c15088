/**
 * The campaign example's list (public/resources/campaign.json, dropped into a deployment of its
 * own) fits its card at 1280 × 800 and at 375 × 740, in light and dark: nothing scrolls sideways,
 * a row's actions are on screen (buttons, or a "more" menu that opens), an 80-character title
 * takes at most two lines; on a phone the rows are cards and the selection bar sits above them.
 * Before the first answer the list shows placeholder rows (no "Total 0"), and a failed read is
 * one message. Under `npm run docs:screenshots` (DOCS_SCREENSHOTS=1) each look is pictured in
 * screenshots/listfit/ (ignored).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, TAKES_SCREENSHOTS } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const EXAMPLE = 'public/resources/campaign.json';
const SHOTS = 'screenshots/listfit';
const LIST = '/marketing/campaign';
const ROWS = 6;
/** 80 characters, the title's maxLength. */
const titleOf = (index: number) => `Spring clearance ${index}: every store, every size, two days only, then it is gone!`.padEnd(80, '.').slice(0, 80);

let server: OwnServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

async function tokenOf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
}

async function openAs(browser: Browser, mode: 'light' | 'dark', width: number): Promise<Page> {
  const { page } = await signedInOn(server, browser, 'admin', {
    viewport: { width, height: width < 600 ? 740 : 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    themeMode: mode,
  });
  return page;
}

test.beforeAll(async ({ browser }) => {
  server = await startOwnServer();
  installResourceFiles(server.root, { 'campaign.json': JSON.parse(readFileSync(EXAMPLE, 'utf8')) as unknown });
  const page = await openAs(browser, 'light', 1280);
  const headers = { Token: await tokenOf(page) };
  const senders = await page.request.get('/api/sms/sendName-list', { headers });
  const body = (await senders.json()) as { data?: Array<{ id: unknown }> | { list?: Array<{ id: unknown }>; records?: Array<{ id: unknown }> } };
  const rows = Array.isArray(body.data) ? body.data : (body.data?.list ?? body.data?.records ?? []);
  const sender = rows[0]?.id;
  expect(sender, JSON.stringify(body).slice(0, 300)).toBeDefined();
  for (let index = 1; index <= ROWS; index++) {
    const response = await page.request.post('/api/campaign', {
      headers,
      data: {
        title: titleOf(index),
        status: index % 2 ? 'running' : 'draft',
        period: ['2026-03-01', '2026-03-31'],
        sendAt: '09:30',
        senders: [sender],
        steps: [{ delay: 0, message: 'Hello' }],
        audience: ['vip', 'new'],
        priority: 4,
        accent: '#d81b60',
      },
    });
    expect((await response.json()) as { code: string }, await response.text()).toMatchObject({ code: '00000' });
  }
  await page.context().close();
});
test.afterAll(async () => {
  await server?.stop();
});

/** The list's card: the outlined paper around the heading. */
const cardOf = (page: Page): Locator => page.locator('.MuiPaper-outlined').filter({ has: page.getByRole('heading', { name: 'Campaigns', level: 1 }) });

async function expectNoSidewaysScroll(card: Locator) {
  const sizes = await card.evaluate((element) => {
    const wrapper = element.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
    return {
      card: [element.scrollWidth, element.clientWidth],
      table: wrapper ? [wrapper.scrollWidth, wrapper.clientWidth] : [0, 0],
      page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
    };
  });
  expect(sizes.card[0], 'the card scrolls sideways').toBeLessThanOrEqual(sizes.card[1]!);
  expect(sizes.table[0], 'the table scrolls sideways').toBeLessThanOrEqual(sizes.table[1]!);
  expect(sizes.page[0], 'the page scrolls sideways').toBeLessThanOrEqual(sizes.page[1]!);
}

/** Lines an element's text takes: its height over its line height. */
async function linesOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return Math.round(node.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
  });
}

async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b && a.x >= b.x && a.x + a.width <= b.x + b.width, 'a row action is outside the card').toBe(true);
}

async function shoot(page: Page, name: string) {
  if (!TAKES_SCREENSHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

for (const mode of ['light', 'dark'] as const) {
  test(`the campaign list fits 1280 px, ${mode}`, async ({ browser }) => {
    const page = await openAs(browser, mode, 1280);
    await page.goto(LIST);
    const card = cardOf(page);
    const table = card.getByRole('table', { name: 'Campaigns' });
    const row = table.getByRole('row').filter({ hasText: titleOf(ROWS) });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(card);
    const title = row.locator('[data-clamped]');
    await expect(title).toHaveAttribute('title', titleOf(ROWS));
    expect(await linesOf(title)).toBeLessThanOrEqual(2);
    // The full title one Tab away: the clamped text takes focus and its tooltip opens.
    await title.focus();
    await expect(page.getByRole('tooltip').filter({ hasText: titleOf(ROWS) })).toBeVisible();
    await page.keyboard.press('Escape');
    const more = row.getByRole('button', { name: 'More actions' });
    const edit = row.getByRole('button', { name: 'Edit' });
    if (await more.isVisible()) {
      await expectInside(more, card);
      await more.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    } else {
      await expectInside(row.getByRole('button', { name: 'Delete' }), card);
      await expectInside(edit, card);
    }
    await shoot(page, `campaign-${mode}-1280`);
    await page.context().close();
  });

  test(`the campaign list is a list of cards at 375 px, ${mode}`, async ({ browser }) => {
    const page = await openAs(browser, mode, 375);
    await page.goto(LIST);
    const card = cardOf(page);
    const item = card.getByTestId('list-card').filter({ hasText: titleOf(ROWS) });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('table')).toHaveCount(0);
    await expectNoSidewaysScroll(card);
    expect(await linesOf(item.locator('[data-clamped]'))).toBeLessThanOrEqual(2);
    const more = item.getByRole('button', { name: 'More actions' });
    await expectInside(more, card);
    await more.click();
    const menu = page.getByRole('menu');
    for (const name of ['Show', 'Edit', 'Delete']) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await shoot(page, `campaign-${mode}-375`);
    // The selection bar takes its own place above the cards, it covers none.
    await item.getByRole('checkbox').check();
    const bar = card.getByText(/1 item selected/);
    await expect(bar).toBeVisible();
    const first = card.getByTestId('list-card').first();
    const [barBox, firstBox] = [await bar.boundingBox(), await first.boundingBox()];
    expect(barBox && firstBox && barBox.y + barBox.height <= firstBox.y).toBe(true);
    await expectNoSidewaysScroll(card);
    await bar.scrollIntoViewIfNeeded();
    await shoot(page, `campaign-${mode}-375-selected`);
    await page.context().close();
  });
}

test('placeholder rows until the first answer, no total of 0, and one message when the read fails', async ({ browser }) => {
  const page = await openAs(browser, 'light', 1280);
  let release: () => void = () => undefined;
  const answered = new Promise<void>((done) => (release = done));
  let fail = false;
  await page.route(/\/api\/campaign(\?|$)/, async (route) => {
    if (fail) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '50000', message: 'Campaigns are resting' }) });
      return;
    }
    await answered;
    await route.continue();
  });
  await page.goto(LIST);
  const card = cardOf(page);
  await expect(card.getByTestId('list-placeholder')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('pager-total')).toHaveCount(0);
  await expect(card.getByRole('table')).toHaveCount(0);
  release();
  await expect(card.getByRole('row').filter({ hasText: titleOf(ROWS) })).toBeVisible();
  await expect(card.getByTestId('list-placeholder')).toHaveCount(0);
  await expect(card.getByTestId('pager-total')).toHaveText(`Total ${ROWS}`);

  fail = true;
  await page.reload();
  await expect(page.getByText('Campaigns are resting')).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  await page.context().close();
});
