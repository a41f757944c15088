/**
 * Accessibility over every page of the route table (admin), in the light and the dark theme:
 * axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, zero serious or critical violations. The dark
 * pass leaves a screenshot of each page in screenshots/dark/ for people to look at.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support';
import { pageGroups } from './helpers/adminPages';
import { settle, shotName } from './helpers/settle';
import { mkdirSync } from 'node:fs';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Every page of the route table, a few per test. */
const PAGES_PER_TEST = 10;
type Mode = 'light' | 'dark';

/** Opens the console in the given theme (the settings panel's Dark Mode, stored in localStorage). */
async function useMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((value) => {
    const key = 'layout-settings';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    localStorage.setItem(key, JSON.stringify({ ...stored, mode: value }));
  }, mode);
}

/** Serious and critical violations on the page, one line each (rule, impact, first targets). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Experimental in axe, so off by default: the accessible name contains the visible label (2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  for (const mode of ['light', 'dark'] as const) {
    test(`the login page, ${mode}`, async ({ page }) => {
      await useMode(page, mode);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
      expect(await violations(page)).toEqual([]);
    });

    for (const [index, group] of pageGroups(PAGES_PER_TEST).entries()) {
      test(`admin pages ${index * PAGES_PER_TEST + 1}-${index * PAGES_PER_TEST + group.length}, ${mode}`, async ({ page }) => {
        test.setTimeout(group.length * 20_000);
        await useMode(page, mode);
        await signIn(page, 'admin');
        if (mode === 'dark') mkdirSync('screenshots/dark', { recursive: true });
        const found: Record<string, string[]> = {};
        for (const path of group) {
          await page.goto(path);
          await settle(page);
          const lines = await violations(page);
          if (lines.length > 0) found[path] = lines;
          if (mode === 'dark') await page.screenshot({ path: `screenshots/dark/${shotName(path)}.png`, fullPage: true });
        }
        expect(found).toEqual({});
      });
    }
  }
});
