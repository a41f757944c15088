import type { Locator, Page } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const tags = (page: Page) => page.getByRole('navigation', { name: 'Tags view' });
const tag = (page: Page, path: string) => tags(page).locator(`[data-tag="${path}"]`);

async function expand(menu: Locator, name: string) {
  const button = menu.getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) === 'true') return;
  await button.click();
  // The submenu unfolds with a transition: a click on one of its links meanwhile may press on one
  // spot and let go on another.
  await expect
    .poll(() =>
      menu.evaluate(
        (root) => root.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** Opens a page through the sidebar: submenus by name, then the link. */
async function openFromMenu(page: Page, ...names: string[]) {
  const menu = sidebar(page);
  for (const name of names.slice(0, -1)) await expand(menu, name);
  await menu.getByRole('link', { name: names[names.length - 1], exact: true }).click();
}

/** Signs in, opens the path and waits for the layout (the machine may be slow to load it). */
async function openLayout(page: Page, path: string, account?: 'admin' | 'editor' | 'visitor') {
  await signInAndOpen(page, path, account);
  await expect(page.getByTestId('sidebar').or(page.locator('[data-device="mobile"]')).first()).toBeVisible({ timeout: 20_000 });
}

async function heading(page: Page, name: string) {
  await expect(page.locator('#main-content').getByRole('heading', { name, exact: true })).toBeVisible({ timeout: 15_000 });
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((candidate) => candidate.name === name)?.value;
}

test.describe('sidebar', () => {
  test('role-filtered menu; nested menus route to nested outlets; breadcrumb and title follow', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    await openFromMenu(page, 'Nested Routes', 'menu 1', 'menu 1-2', 'menu 1-2-1');
    await expect(page).toHaveURL(/\/nested\/menu1\/menu1-2\/menu1-2-1$/);
    const main = page.locator('#main-content');
    for (const heading of ['menu 1', 'menu 1-2', 'menu 1-2-1']) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Dashboard', 'Nested Routes', 'menu 1', 'menu 1-2']);
    await expect(crumbs.getByText('menu 1-2-1')).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('menu 1-2-1 - SMS Admin');
    await screenshot(page, 'layout-nested');
    await crumbs.getByRole('link', { name: 'menu 1', exact: true }).click();
    await expect(page).toHaveURL(/\/nested\/menu1\/menu1-1$/);
    await openFromMenu(page, 'menu 2');
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await expect(sidebar(page).getByRole('link', { name: 'menu 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('a visitor gets no nested menus', async ({ page }) => {
    await openLayout(page, '/dashboard', 'visitor');
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Nested Routes' })).toHaveCount(0);
  });

  test('collapses to icons; the sidebarStatus cookie keeps it across a reload', async ({ page }) => {
    await openLayout(page, '/dashboard');
    const aside = page.getByTestId('sidebar');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(210);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await aside.boundingBox())?.width).toBe(54);
    expect(await cookie(page, 'sidebarStatus')).toBe('0');
    await page.reload();
    await expect(aside).toHaveAttribute('data-collapsed', 'true');
    // Collapsed: icons with their names; a submenu opens as a flyout.
    await sidebar(page).getByRole('button', { name: 'Nested Routes' }).click();
    await expect(page.getByRole('list', { name: 'Nested Routes' })).toBeVisible();
    await screenshot(page, 'layout-collapsed-flyout');
    await page.getByRole('list', { name: 'Nested Routes' }).getByRole('link', { name: 'menu 2' }).click();
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(aside).toHaveAttribute('data-collapsed', 'false');
    expect(await cookie(page, 'sidebarStatus')).toBe('1');
  });

  test('under 992 px the sidebar is a drawer: closed, closed after navigation, closed by its overlay; 800 px and back', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.locator('[data-device="mobile"]')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Toggle sidebar' });
    await hamburger.click();
    await expect(sidebar(page)).toBeVisible();
    await openFromMenu(page, 'Nested Routes', 'menu 2');
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await expect(sidebar(page)).toBeHidden();
    await hamburger.click();
    await expect(sidebar(page)).toBeVisible();
    await page.locator('.MuiBackdrop-root').click({ position: { x: 700, y: 400 } });
    await expect(sidebar(page)).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('[data-device="desktop"]')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(await cookie(page, 'sidebarStatus')).not.toBe('0');
  });
});

test.describe('navbar', () => {
  test('route search: fuzzy, keyboard, Enter navigates; only routes the user may open', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeFocused();
    await box.fill('menu 1-2-2');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toContainText('menu 1-2-2');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/nested\/menu1\/menu1-2\/menu1-2-2$/);
    await page.getByRole('button', { name: 'Search' }).click();
    await box.fill('nested menu 2');
    await expect(options.first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/nested/);
  });

  test('route search hides what a visitor may not open', async ({ page }) => {
    await openLayout(page, '/dashboard', 'visitor');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('menu 1-2');
    await expect(page.getByText('No matching page')).toBeVisible();
  });

  test('error log: captured runtime errors, badge, dialog, Clear All', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Error Log' })).toHaveCount(0);
    await page.evaluate(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom from a test'), message: 'boom from a test' }));
    });
    const button = page.getByRole('button', { name: 'Error Log' });
    await expect(button).toContainText('1');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Error Log' });
    await expect(dialog.getByText('boom from a test', { exact: true })).toBeVisible();
    await expect(dialog.getByText('/dashboard')).toBeVisible();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveCount(0);
  });

  test('fullscreen toggles', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  });

  test("fullscreen says 'you browser can not work' where unsupported", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'fullscreenEnabled', { get: () => false });
    });
    await openLayout(page, '/dashboard');
    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(page.getByText('you browser can not work')).toBeVisible();
  });

  test('size select resizes components app-wide, kept in a cookie', async ({ page }) => {
    await openLayout(page, '/dashboard');
    const fontSize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
    await expect(sidebar(page)).toBeVisible();
    const before = await fontSize();
    await page.getByRole('button', { name: 'Global Size' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Default', 'Medium', 'Small', 'Mini']);
    await expect(menu.getByRole('menuitem', { name: 'Medium' })).toHaveAttribute('aria-disabled', 'true');
    await menu.getByRole('menuitem', { name: 'Mini' }).click();
    await expect(page.getByText('Switch Size Success')).toBeVisible();
    await expect.poll(fontSize).not.toBe(before);
    expect(await cookie(page, 'size')).toBe('mini');
    await page.reload();
    await page.getByRole('button', { name: 'Global Size' }).click();
    await expect(page.getByRole('menuitem', { name: 'Mini' })).toHaveAttribute('aria-disabled', 'true');
  });

  test("avatar menu: 'Dashboard' and 'Log Out'", async ({ page }) => {
    await openLayout(page, '/nested/menu2');
    await heading(page, 'menu 2');
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Dashboard', 'Log Out']);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a thin progress bar shows while a page loads lazily', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await expect(sidebar(page)).toBeVisible();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/Menu2-[^/]*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await openFromMenu(page, 'Nested Routes', 'menu 2');
    const bar = page.getByRole('progressbar', { name: 'Loading', exact: true });
    await expect(bar).toBeVisible();
    release();
    await expect(page.locator('#main-content').getByRole('heading', { name: 'menu 2' })).toBeVisible();
    await expect(bar).toBeHidden();
  });
});

test.describe('tags view', () => {
  test('a tag per visited view; Dashboard pinned; context menu and middle click close', async ({ page }) => {
    await openLayout(page, '/nested/menu2');
    await heading(page, 'menu 2');
    await page.goto('/nested/menu1/menu1-1');
    await heading(page, 'menu 1-1');
    await openFromMenu(page, 'menu 1-3');
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'menu 2', 'menu 1-1', 'menu 1-3']);
    await expect(tag(page, '/dashboard').getByRole('button')).toHaveCount(0);

    // Middle click closes a tag that is not active.
    await tag(page, '/nested/menu1/menu1-1').getByRole('link').click({ button: 'middle' });
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'menu 2', 'menu 1-3']);

    // Closing the active tag moves to the last remaining one.
    await tag(page, '/nested/menu1/menu1-3').click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Refresh', 'Close', 'Close Others', 'Close All']);
    await menu.getByRole('menuitem', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'menu 2']);

    // The pinned tag has no Close and survives Close Others and Close All.
    await tag(page, '/dashboard').click({ button: 'right' });
    await expect(page.getByRole('menuitem')).toHaveText(['Refresh', 'Close Others', 'Close All']);
    await page.getByRole('menuitem', { name: 'Close Others' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard']);
    await page.goto('/nested/menu2');
    await tag(page, '/nested/menu2').getByRole('button', { name: 'Close menu 2' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await openFromMenu(page, 'Nested Routes', 'menu 2');
    await tag(page, '/nested/menu2').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close All' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard']);
  });

  test('a view keeps its state when its tag is revisited, unless noCache; Refresh remounts it', async ({ page }) => {
    await openLayout(page, '/nested/menu2');
    await heading(page, 'menu 2');
    const note = page.getByRole('textbox', { name: 'Notes on menu 2' });
    await note.fill('kept');
    await tag(page, '/dashboard').getByRole('link').click();
    await expect(page.getByTestId('dashboard-user')).toBeVisible();
    await tag(page, '/nested/menu2').getByRole('link').click();
    await expect(note).toHaveValue('kept');

    await openFromMenu(page, 'menu 1', 'menu 1-3');
    const volatile = page.getByRole('textbox', { name: 'Notes on menu 1-3' });
    await volatile.fill('gone');
    await tag(page, '/nested/menu2').getByRole('link').click();
    await expect(note).toHaveValue('kept');
    await tag(page, '/nested/menu1/menu1-3').getByRole('link').click();
    await expect(volatile).toHaveValue('');

    await tag(page, '/nested/menu2').getByRole('link').click();
    await tag(page, '/nested/menu2').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await expect(note).toHaveValue('');
  });

  test('the scroll position of a view comes back with its tag', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await openLayout(page, '/nested/menu2');
    await heading(page, 'menu 2');
    await tag(page, '/dashboard').getByRole('link').click();
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    // The sidebar stays in view while the page scrolls.
    await sidebar(page).getByRole('link', { name: 'menu 2' }).click();
    await expect(page).toHaveURL(/\/nested\/menu2$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
  });

  test('tags survive a page reload', async ({ page }) => {
    await openLayout(page, '/nested/menu2');
    await heading(page, 'menu 2');
    await page.goto('/nested/menu1/menu1-2/menu1-2-1?q=1');
    await heading(page, 'menu 1-2-1');
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'menu 2', 'menu 1-2-1']);
    await page.reload();
    await expect(tags(page).getByRole('link')).toHaveText(['Dashboard', 'menu 2', 'menu 1-2-1']);
    await expect(tag(page, '/nested/menu1/menu1-2/menu1-2-1').getByRole('link')).toHaveAttribute('href', '/nested/menu1/menu1-2/menu1-2-1?q=1');
  });
});

test.describe('settings panel', () => {
  test('theme colour, tags view, fixed header, sidebar logo and dark mode apply at once and persist', async ({ page }) => {
    const requests: string[] = [];
    await openLayout(page, '/dashboard');
    const origin = new URL(page.url()).origin;
    page.on('request', (request) => requests.push(request.url()));
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Page style setting' });
    await panel.getByRole('button', { name: 'Theme colour #11a983' }).click();
    // The open panel hides the page from assistive tech, so find the link by its class.
    const active = page.getByTestId('sidebar').locator('a.menu-active');
    await expect(active).toHaveCSS('color', 'rgb(17, 169, 131)');
    await expect(page.locator('nav[aria-label="Tags view"]')).toHaveCount(1);
    await panel.getByRole('switch', { name: 'Open Tags-View' }).click();
    await expect(page.locator('nav[aria-label="Tags view"]')).toHaveCount(0);
    await panel.getByRole('switch', { name: 'Sidebar Logo' }).click();
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    await panel.getByRole('switch', { name: 'Fixed Header' }).click();
    await expect(page.getByTestId('layout-header')).toHaveCSS('position', 'sticky');
    await panel.getByRole('switch', { name: 'Dark Mode' }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    // Applied at run time: no style sheet fetched, nothing from another host.
    expect(requests.filter((url) => !url.startsWith(origin) || url.endsWith('.css'))).toEqual([]);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveCSS('color', 'rgb(17, 169, 131)');
    await expect(page.locator('nav[aria-label="Tags view"]')).toHaveCount(0);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    await expect(page.getByTestId('layout-header')).toHaveCSS('position', 'sticky');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(async () => (await page.getByTestId('layout-header').boundingBox())?.y).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await screenshot(page, 'layout-admin-dark');
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('admin: menu drawer, no page overflow, tables scroll inside, dialogs fit', async ({ page }) => {
    await openLayout(page, '/dashboard');
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'layout-admin-375');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expand(sidebar(page), 'Nested Routes');
    await screenshot(page, 'layout-admin-375-menu');
    await sidebar(page).getByRole('button', { name: 'menu 1', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'menu 1-1' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Page style setting' });
    await expect(panel).toBeVisible();
    // Poll: the drawer slides in, so its box moves until the transition ends.
    await expect
      .poll(async () => {
        const box = await panel.boundingBox();
        return box !== null && Math.round(box.x) >= 0 && Math.round(box.x + box.width) <= 375;
      })
      .toBe(true);
  });

  test('editor dashboard fits', async ({ page }) => {
    await openLayout(page, '/dashboard', 'editor');
    await expect(page.getByRole('status')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'layout-editor-375');
  });
});
