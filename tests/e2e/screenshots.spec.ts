/**
 * The README's screenshots (`npm run docs:screenshots`, not part of `npm test`): the production
 * build served by the embedded server, signed in through the login form with the demo accounts,
 * each main screen captured at 1280x800 into docs/screenshots/. Each shot first waits for what the
 * screen is about, so a broken or empty screen fails here instead of landing in the README.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, accounts, type Account } from './support';
import { settle } from './helpers/settle';
import { startOwnServer, type OwnServer } from './helpers/ownServer';

const OUT = 'docs/screenshots';
const EXAMPLE = 'public/resources/example.json';

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);
test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, locale: 'en-US', timezoneId: 'UTC' });

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  // No caret nor running animation in a committed picture.
  await page.screenshot({ path: join(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** Signs in through the login form, as a person would. */
async function signInWithForm(page: Page, account: Account): Promise<void> {
  const { username, password } = accounts[account];
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByTestId('dashboard-user')).toHaveText(username);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

test('login, dashboard, package configurations with the New dialog, users, Schema lab', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toHaveValue('admin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await shoot(page, 'login');

  await signInWithForm(page, 'admin');
  await settle(page);
  // The charts and the count-to numbers play an entry animation: let them end.
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(2500);
  await shoot(page, 'dashboard');

  await sidebar(page).getByRole('button', { name: 'Permission', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Manage packageConf', exact: true }).click();
  await expect(page).toHaveURL(/\/permission\/packageConf$/);
  await settle(page);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'PKG-' }).first()).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'package-configurations');

  await page.getByRole('button', { name: 'New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Package' });
  await expect(dialog.getByLabel('packageId')).toBeVisible();
  await dialog.getByLabel('packageId').fill('PKG-DOCS');
  await dialog.getByRole('combobox', { name: 'user' }).click();
  await page.getByRole('option', { name: 'editor', exact: true }).click();
  await dialog.getByLabel('totalNum').fill('1000');
  await dialog.getByLabel('remainNum').fill('1000');
  await dialog.getByLabel('packageName').fill('Starter 1000');
  await page.waitForTimeout(400);
  await shoot(page, 'package-configuration-new');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/permission/role');
  await settle(page);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'editor' }).first()).toBeVisible({ timeout: 15_000 });
  await shoot(page, 'users');

  await sidebar(page).getByRole('button', { name: 'Developer', exact: true }).click();
  await sidebar(page).getByRole('link', { name: 'Schema lab', exact: true }).click();
  await expect(page).toHaveURL(/\/developer\/schema-lab$/);
  await settle(page);
  const preview = page.getByTestId('schema-lab-preview');
  await expect(preview.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.cm-content')).toBeVisible();
  // The preview sits below the editor at this width: scroll so both show, the preview's table too.
  await preview.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 420));
  await page.waitForTimeout(500);
  await shoot(page, 'schema-lab');
});

test('a resource added by a JSON file to a running deployment', async ({ browser }) => {
  let server: OwnServer | undefined;
  try {
    server = await startOwnServer();
    // As the README says: the example file in resources/ and one line in config.json, no rebuild.
    const resources = join(server.root, 'resources');
    mkdirSync(resources, { recursive: true });
    writeFileSync(join(resources, 'blacklist.json'), readFileSync(EXAMPLE, 'utf8'));
    const configPath = join(server.root, 'config.json');
    const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(configPath, JSON.stringify({ ...config, resources: ['resources/blacklist.json'] }, null, 2));

    const context = await browser.newContext({
      baseURL: server.origin,
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await signInWithForm(page, 'admin');
    await settle(page);

    // A few rows through the API the file declares (REST by convention), so the list is not empty.
    const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
    const rows = [
      { phone: '+8613800000001', reason: 'spam', userId: 2, limit: 10, blockedUntil: '2027-01-31 12:30:00' },
      { phone: '+8613800000002', reason: 'complaint', userId: 4, limit: 0, blockedUntil: '2027-03-01 09:00:00' },
      { phone: '5550001', reason: 'legal', userId: 5, limit: 100, blockedUntil: '2027-06-15 18:00:00' },
    ];
    for (const row of rows) {
      const response = await context.request.post('/api/blacklist', { data: row, headers: { Token: token } });
      expect(response.ok(), await response.text()).toBe(true);
    }

    await sidebar(page).getByRole('button', { name: 'Safety', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Blacklist', exact: true }).click();
    await expect(page).toHaveURL(/\/safety\/blacklist$/);
    await settle(page);
    const table = page.getByRole('table', { name: 'Blacklist' });
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1, { timeout: 15_000 });
    await shoot(page, 'resource-from-json');
    await context.close();
  } finally {
    await server?.stop();
  }
});
