import type { Browser, Page } from '@playwright/test';
import { test, expect, signIn } from './support';

/** Boxes (x, y, width, height) of the elements a selector finds, rounded. */
const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

/** The frame as the HTML and CSS alone draw it (scripts off), at a width. */
async function frameAt(browser: Browser, width: number, token: string, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/dashboard');
  return page;
}

test.describe('the admin frame', () => {
  for (const width of [1280, 375]) {
    test(`is drawn before the console runs and matches the dashboard's layout at ${width} px`, async ({ page, browser, baseURL }) => {
      await page.setViewportSize({ width, height: 800 });
      const token = await signIn(page);
      const frame = await frameAt(browser, width, token, baseURL ?? '');
      await expect(frame.locator('#admin-frame')).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.getByTestId('dashboard-user')).toBeVisible({ timeout: 20_000 });
      // The layout replaced the frame.
      await expect(page.locator('#admin-frame')).toHaveCount(0);
      // Navbar, tags bar, the user card, the count-to cards and the line chart's card: same boxes.
      expect(await boxes(frame, '.af-nav')).toEqual(await boxes(page, 'header'));
      expect(await boxes(frame, '.af-tags')).toEqual(await boxes(page, '[data-testid="layout-header"] > :nth-child(2)'));
      const cards = [...(await boxes(frame, '.af-user')), ...(await boxes(frame, '.af-panels > .af-card')), ...(await boxes(frame, '.af-chart'))];
      expect(cards).toEqual((await boxes(page, 'main .MuiPaper-root')).slice(0, 6));
      expect(await boxes(frame, '.af-avatar img')).toEqual(await boxes(page, 'header img'));
      expect(await boxes(frame, '.af-user img')).toEqual((await boxes(page, 'main img')).slice(0, 1));
      if (width >= 992) expect(await boxes(frame, '.af-side')).toEqual([[0, 0, 210, 800]]);
      else expect(await frame.locator('.af-side').isVisible()).toBe(false);
      await frame.context().close();
    });
  }

  test('is not on the login page nor without a session', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/dashboard`);
    await expect(page.locator('#admin-frame')).toBeHidden();
    await context.close();
  });
});
