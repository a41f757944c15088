/**
 * Phone width (375 px): on every page of the route table (admin) nothing scrolls sideways, except a
 * table inside its own scroll area (and the tags view's strip of tags). A screenshot of each page
 * goes to screenshots/375/ for people to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from './support';
import { pageGroups } from './helpers/adminPages';
import { settle, shotName } from './helpers/settle';

const PAGES_PER_TEST = 20;

test.use({ viewport: { width: 375, height: 740 }, contextOptions: { reducedMotion: 'reduce' } });

/** What scrolls sideways on the page, tables in their own scroll area and the tags strip aside. */
function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) out.push(`the page is ${root.scrollWidth} px wide`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.clientWidth === 0 || element.scrollWidth <= element.clientWidth + 1) continue;
      const { overflowX, display, visibility } = getComputedStyle(element);
      if (!['auto', 'scroll'].includes(overflowX) || display === 'none' || visibility === 'hidden') continue;
      if (element.querySelector('table, [role="table"], [role="grid"]') || element.closest('[aria-label="Tags view"]')) continue;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')}`;
      out.push(`${name} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return out;
  });
}

for (const [index, group] of pageGroups(PAGES_PER_TEST).entries()) {
  const first = index * PAGES_PER_TEST + 1;
  test(`admin pages ${first}-${first + group.length - 1} fit 375 px: only tables scroll sideways, in their own area`, async ({ page }) => {
    test.setTimeout(group.length * 15_000);
    await signIn(page, 'admin');
    mkdirSync('screenshots/375', { recursive: true });
    const found: Record<string, string[]> = {};
    for (const path of group) {
      await page.goto(path);
      await settle(page);
      const problems = await sidewaysScrolling(page);
      if (problems.length > 0) found[path] = problems;
      await page.screenshot({ path: `screenshots/375/${shotName(path)}.png`, fullPage: true });
    }
    expect(found).toEqual({});
  });
}
