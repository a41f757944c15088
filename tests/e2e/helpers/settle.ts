import { expect, type Page } from '@playwright/test';

/** Waits for a page to settle: its chunk loaded, its data in, no loading bar, two frames drawn. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await expect(page.locator('#main-content').or(page.locator('main')).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#main-content').locator('[aria-label="Loading page"], .MuiLinearProgress-indeterminate')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A file name for a screenshot of the page at `path`. */
export function shotName(path: string): string {
  return path.slice(1).replaceAll('/', '_') || 'root';
}
