/**
 * Login on a slow link: DevTools' Fast 3G (562.5 ms RTT, 1.44 Mbps down, 675 kbps up)
 * and a 4x slower CPU, through CDP. Each run opens /login in a fresh context, clicks Login as soon
 * as the form shows (the first attempt), and waits for the dashboard to be drawn (its four count
 * cards and the user summary). Success = the dashboard shows without an error on the login page.
 */
import type { Browser } from '@playwright/test';

const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9,
  uploadThroughput: (750 * 1024) / 8 * 0.9,
};

export interface SlowLoginRun {
  ok: boolean;
  /** From the click on Login to the dashboard drawn. */
  clickToDashboard: number;
  /** From the navigation to /login to the dashboard drawn. */
  navigationToDashboard: number;
  formShown: number;
  error?: string;
}

export async function slowLogin(browser: Browser, baseUrl: string, runs: number, waitBeforeClickMs = 0): Promise<SlowLoginRun[]> {
  const results: SlowLoginRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      await page.goto(`${baseUrl}login`, { waitUntil: 'commit' });
      const login = page.getByRole('button', { name: 'Login' });
      await login.waitFor({ state: 'visible', timeout: 60_000 });
      const formShown = await page.evaluate(() => performance.now());
      if (waitBeforeClickMs) await page.waitForTimeout(waitBeforeClickMs);
      const clickedAt = await page.evaluate(() => performance.now());
      await login.click();
      const dashboard = page.getByTestId('count-newVisits');
      const failure = page.locator('.login__alert');
      const outcome = await Promise.race([
        dashboard.waitFor({ state: 'visible', timeout: 60_000 }).then(() => 'ok' as const),
        failure.waitFor({ state: 'visible', timeout: 60_000 }).then(() => 'failed' as const),
      ]);
      if (outcome === 'ok') {
        const drawnAt = await page.evaluate(() => performance.now());
        results.push({ ok: true, clickToDashboard: drawnAt - clickedAt, navigationToDashboard: drawnAt, formShown });
      } else {
        results.push({ ok: false, clickToDashboard: Number.NaN, navigationToDashboard: Number.NaN, formShown, error: (await failure.textContent()) ?? '' });
      }
    } catch (error) {
      results.push({ ok: false, clickToDashboard: Number.NaN, navigationToDashboard: Number.NaN, formShown: Number.NaN, error: String(error).slice(0, 120) });
    } finally {
      await context.close();
    }
  }
  return results;
}
