/**
 * One sweep over every page of the route table (admin), three checks in the same visit:
 * - accessibility: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules, zero serious or critical
 *   violations, in the theme the page opens in, and its colour rules in the other theme (switched
 *   with the settings panel's Dark Mode, as a person would; each page starts in the theme the
 *   previous one left);
 * - phone width: at 375 px nothing scrolls sideways, except a table inside its own scroll area (and
 *   the tags view's strip of tags).
 * Under `npm run docs:screenshots` each page is also pictured, dark and at 375 px, for people to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, signIn, TAKES_SCREENSHOTS } from './support';
import { pageGroups } from './helpers/adminPages';
import { settle, shotName } from './helpers/settle';
import { axeViolations } from './helpers/axe';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** Every page of the route table, a few per test (tests run in parallel, each with its own time limit). */
const PAGES_PER_TEST = 9;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** The page background of the dark theme (MUI's default); the light theme's is any other. */
const DARK_BACKGROUND = 'rgb(18, 18, 18)';
type Mode = 'light' | 'dark';

test.use({ viewport: DESKTOP, contextOptions: { reducedMotion: 'reduce' } });

/** Stores the theme as the settings panel's Dark Mode does (runs in the page). */
function storeMode(value: Mode): void {
  const key = 'layout-settings';
  const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
  localStorage.setItem(key, JSON.stringify({ ...stored, mode: value }));
}

/** Opens the console in the given theme, once: later pages keep what the sweep switched to. */
async function startIn(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('sweep-started')) { sessionStorage.setItem('sweep-started', '1'); (${storeMode.toString()})(${JSON.stringify(mode)}); }`,
  });
}

async function currentMode(page: Page): Promise<Mode> {
  const background = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
  return background === DARK_BACKGROUND ? 'dark' : 'light';
}

/**
 * Switches the theme as a person would: Settings, Dark Mode, Escape. A page outside the layout (no
 * Settings button) is opened again with the other theme stored.
 */
async function switchMode(page: Page, to: Mode): Promise<void> {
  const settings = page.getByTestId('layout-header').getByRole('button', { name: 'Settings', exact: true });
  if ((await settings.count()) > 0 && (await settings.isVisible())) {
    // By keyboard: the mouse stays where it was, so no row or button of the page is left hovered.
    await settings.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Page style setting' });
    await panel.getByRole('switch', { name: 'Dark Mode' }).press('Space');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  } else {
    await page.evaluate(storeMode, to);
    await page.reload();
    await settle(page);
  }
  await expect.poll(() => currentMode(page)).toBe(to);
  await transitionsDone(page);
}

/**
 * Waits until the transitions on the page have ended (a theme switch's colours, a submenu unfolding):
 * axe reads colours and sizes on screen, and mid-way they are neither the one nor the other.
 * Endless animations (a spinner) aside.
 */
async function transitionsDone(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/**
 * Opens the page at `path`: the first one by its address, the next ones as a person does, inside the
 * running console (the router follows the address: no reload, so each visit checks the page, not
 * the console's start-up again), waiting until the page before has been replaced.
 */
async function visit(page: Page, path: string, first: boolean): Promise<void> {
  if (first) {
    await page.goto(path);
    return;
  }
  // A redirect of the page before may already have led here.
  if (new URL(page.url()).pathname === path) return;
  const titleBefore = await page.evaluate((to) => {
    // The page on screen is marked, so that the wait below sees it replaced by the next one.
    document.querySelector('#main-content > *, main > *')?.setAttribute('data-swept', '');
    const title = document.title;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return title;
  }, path);
  await expect
    .poll(() => page.evaluate((before) => document.title !== before || document.querySelector('[data-swept]') === null, titleBefore), {
      message: `${path} replaced the page before it`,
    })
    .toBe(true);
}

/**
 * The rules whose answer depends on the theme: a theme changes colours only, so the page's other
 * theme is checked with these (the structure, names and roles were checked in the first one).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Serious and critical violations on the page, one line each (rule, impact, first targets). */
async function violations(page: Page, scope: 'all' | 'colours' = 'all'): Promise<string[]> {
  // Experimental in axe, so off by default: the accessible name contains the visible label (2.5.3).
  const found = await axeViolations(page, scope === 'colours' ? { rules: COLOUR_RULES } : { tags: WCAG_TAGS }, {
    'label-content-name-mismatch': { enabled: true },
  });
  return found
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 6)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    );
}

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

/**
 * The page at phone width: what still scrolls sideways once the layout has answered the resize
 * (waited for as long as it keeps changing, up to the expect timeout).
 */
async function phoneProblems(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  let problems: string[] = [];
  await expect
    .poll(async () => (problems = await sidewaysScrolling(page)), { timeout: 5_000 })
    .toEqual([])
    .catch(() => undefined);
  return problems;
}

test.describe('every admin page: axe in light and dark, and the 375 px fit', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the login page, axe, ${mode}`, async ({ page }) => {
      await startIn(page, mode);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
      expect(await violations(page)).toEqual([]);
    });
  }

  test('the sweep\'s axe run reports what it checks for: a planted image without a name, grey on grey', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      const image = document.createElement('img');
      image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
      const text = document.createElement('p');
      text.textContent = 'Hard to read';
      text.style.cssText = 'color:#777;background:#888';
      document.body.append(image, text);
    });
    expect((await violations(page)).join('\n')).toMatch(/^image-alt \(critical\)/m);
    expect(await violations(page, 'colours')).toEqual([expect.stringMatching(/^color-contrast \(serious\): .*Hard to read|^color-contrast \(serious\)/)]);
  });

  for (const [index, group] of pageGroups(PAGES_PER_TEST).entries()) {
    const first = index * PAGES_PER_TEST + 1;
    test(`admin pages ${first}-${first + group.length - 1}`, async ({ page }) => {
      test.setTimeout(group.length * 30_000);
      // Half the groups start dark, so that both themes meet every kind of first paint.
      await startIn(page, index % 2 === 0 ? 'light' : 'dark');
      await signIn(page, 'admin');
      const found: Record<string, string[]> = {};
      const note = (path: string, lines: string[]) => {
        if (lines.length > 0) found[path] = [...(found[path] ?? []), ...lines];
      };
      for (const [position, path] of group.entries()) {
        await page.setViewportSize(DESKTOP);
        await visit(page, path, position === 0);
        await settle(page);
        // Back from the phone width of the page before: the layout answers a resize 100 ms later
        // (debounced), and axe measured the sidebar's items as it came back (one run in many).
        // Pages outside the layout (the error pages) have no device at all.
        await expect(page.locator('[data-device="mobile"]')).toHaveCount(0);
        // A submenu the page opened may still be unfolding: axe would measure its items mid-way.
        await transitionsDone(page);
        const startedIn = await currentMode(page);
        note(path, (await violations(page)).map((line) => `${startedIn}: ${line}`));
        const other: Mode = startedIn === 'light' ? 'dark' : 'light';
        await switchMode(page, other);
        note(path, (await violations(page, 'colours')).map((line) => `${other}: ${line}`));
        if (TAKES_SCREENSHOTS && other === 'dark') {
          mkdirSync('screenshots/dark', { recursive: true });
          await page.screenshot({ path: `screenshots/dark/${shotName(path)}.png`, fullPage: true });
        }
        note(path, (await phoneProblems(page)).map((line) => `375 px: ${line}`));
        if (TAKES_SCREENSHOTS) {
          mkdirSync('screenshots/375', { recursive: true });
          await page.screenshot({ path: `screenshots/375/${shotName(path)}.png`, fullPage: true });
        }
      }
      expect(found).toEqual({});
    });
  }
});
