/**
 * Memory that comes back (issue 12): the JS heap (after a forced GC, through CDP) on the dashboard,
 * then after opening the 100,000-row list, then after Close All took the user back to the
 * dashboard. The app is never reloaded: navigation is client-side.
 */
import type { Browser, CDPSession } from '@playwright/test';
import { TABLE } from './lists';
import { signInCookie, SPA_NAVIGATE } from './session';

export interface HeapFigures {
  before: number;
  withList: number;
  afterCloseAll: number;
  /** After a second open and Close All: shows whether anything grows per visit. */
  afterSecondCloseAll: number;
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export async function heapFigures(browser: Browser, baseUrl: string, rows: number): Promise<HeapFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await context.request.post(`${baseUrl}api/__control__/seed-packages`, { data: { count: rows }, timeout: 120_000 });
    await signInCookie(context, baseUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${baseUrl}dashboard`);
    await page.getByTestId('count-newVisits').waitFor();
    await page.waitForTimeout(3000);
    // Playwright's injected script compiles its selector engines on first use, in the page's heap:
    // run the queries of the cycle below once here, so the harness's own code is not counted as
    // the console's.
    await page.locator(`${TABLE} tbody tr`, { hasText: 'PKG-' }).count();
    await page.locator('[data-tag="/permission/packageConf"]').count();
    await page.getByRole('menuitem', { name: 'Close All' }).count();
    // Its clicks (actionability checks, hit-target checks, right button) compile more of it: click a
    // button of the harness's own, outside the console's root, both ways, then take it away.
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'bench-warm-up';
      button.textContent = 'warm-up';
      button.style.cssText = 'position:fixed;right:0;bottom:0;z-index:2147483647';
      document.body.append(button);
    });
    await page.locator('#bench-warm-up').click();
    await page.locator('#bench-warm-up').click({ button: 'right' });
    await page.evaluate(() => document.getElementById('bench-warm-up')?.remove());
    await page.locator('#bench-warm-up').waitFor({ state: 'detached' });
    const before = await usedHeap(cdp);
    const cycle = async () => {
      await page.evaluate(SPA_NAVIGATE, '/permission/packageConf');
      await page.locator(`${TABLE} tbody tr`, { hasText: "PKG-" }).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(3000);
      const withList = await usedHeap(cdp);
      await page.locator('[data-tag="/permission/packageConf"]').click({ button: 'right' });
      await page.getByRole('menuitem', { name: 'Close All' }).click();
      await page.getByTestId('count-newVisits').waitFor();
      await page.waitForTimeout(3000);
      return { withList, after: await usedHeap(cdp) };
    };
    const first = await cycle();
    const second = await cycle();
    return { before, withList: first.withList, afterCloseAll: first.after, afterSecondCloseAll: second.after };
  } finally {
    await context.close();
  }
}
