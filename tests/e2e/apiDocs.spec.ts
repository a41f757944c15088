import type { Page } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

test.describe('Developer › API', () => {
  test('admin opens the API page from the menu and reads an endpoint', async ({ page }) => {
    await signInAndOpen(page, '/dashboard', 'admin');
    const menu = sidebar(page);
    await expect(menu).toBeVisible({ timeout: 20_000 });
    await menu.getByRole('button', { name: 'Developer', exact: true }).click();
    await menu.getByRole('link', { name: 'API', exact: true }).click();
    await expect(page).toHaveURL(/\/developer\/api$/);
    await expect(page).toHaveTitle(/^API - /);

    const login = page.getByTestId('api-operation').filter({ hasText: '/user/login' });
    await expect(login).toBeVisible({ timeout: 15_000 });
    await expect(login).toContainText('Sign in');
    await expect(login).toContainText('Public');
    await expect(page.getByTestId('api-summary')).toContainText('/api');

    await login.getByRole('button', { name: /\/user\/login/ }).click();
    await expect(login.getByRole('cell', { name: 'userName', exact: true })).toBeVisible();
    await expect(login.getByRole('cell', { name: '60204', exact: true })).toBeVisible();

    const add = page.getByTestId('api-operation').filter({ hasText: '/sms/addPackageConf' });
    await add.getByRole('button', { name: /\/sms\/addPackageConf/ }).click();
    await expect(add.getByRole('cell', { name: 'packageId', exact: true })).toBeVisible();
    await expect(add.getByRole('cell', { name: '40300', exact: true })).toBeVisible();
    await screenshot(page, 'api-docs');

    await page.getByLabel('Search paths and summaries').fill('sendName');
    await expect(page.getByTestId('api-operation').filter({ hasText: '/user/login' })).toHaveCount(0);
    await expect(page.getByTestId('api-operation').filter({ hasText: '/sms/addSendName' })).toBeVisible();
  });

  test('an editor has no API menu item, and the address says 401', async ({ page }) => {
    await signInAndOpen(page, '/dashboard', 'editor');
    await expect(sidebar(page)).toBeVisible({ timeout: 20_000 });
    await expect(sidebar(page).getByRole('link', { name: 'API', exact: true })).toHaveCount(0);
    await page.goto('/developer/api');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('api-operation')).toHaveCount(0);
  });
});
