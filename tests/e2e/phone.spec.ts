/**
 * Phone width (375 px): on every page of the route table (admin) nothing scrolls sideways, except a
 * table inside its own scroll area (and the tags view's strip of tags). A screenshot of each page
 * goes to screenshots/375/ for people to look at.
 */
import { mkdirSync } from 'node:fs';
import { test, expect, signIn } from './support';
import { ADMIN_PAGES } from './helpers/adminPages';
import { settle, shotName } from './helpers/settle';

test.use({ viewport: { width: 375, height: 740 }, contextOptions: { reducedMotion: 'reduce' } });

test('every admin page fits 375 px: only tables scroll sideways, in their own area', async ({ page }) => {
  test.setTimeout(ADMIN_PAGES.length * 8_000);
  await signIn(page, 'admin');
  mkdirSync('screenshots/375', { recursive: true });
  const found: Record<string, string[]> = {};
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await settle(page);
    const problems = await page.evaluate(() => {
      const out: string[] = [];
      const root = document.scrollingElement ?? document.documentElement;
      if (root.scrollWidth > window.innerWidth) out.push(`the page is ${root.scrollWidth} px wide`);
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0) continue;
        const { overflowX, display, visibility } = getComputedStyle(element);
        if (!['auto', 'scroll'].includes(overflowX) || display === 'none' || visibility === 'hidden') continue;
        const table = element.querySelector('table, [role="table"], [role="grid"]');
        const tags = element.closest('[aria-label="Tags view"]');
        if (table || tags) continue;
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')}`;
        out.push(`${name} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`);
      }
      return out;
    });
    if (problems.length > 0) found[path] = problems;
    await page.screenshot({ path: `screenshots/375/${shotName(path)}.png`, fullPage: true });
  }
  expect(found).toEqual({});
});
