import { test, expect, expireToken, screenshot, signIn, signInAndOpen } from './support';

test.describe('navigation guard and always-available pages', () => {
  test('only /login and /auth-redirect are open without a token', async ({ page }) => {
    await page.goto('/permission/sendName');
    await expect(page).toHaveURL(/\/login\?redirect=\/permission\/sendName$/);
    await page.goto('/auth-redirect?code=abc&state=xyz');
    await expect(page).toHaveURL(/\/auth-redirect\?code=abc/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('x-admin-oauth-code'))).toBe('code=abc&state=xyz');
  });

  test('with a token /login goes to / and / goes to /dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('404 page for /404 and unknown paths', async ({ page }) => {
    await signInAndOpen(page, '/no/such/page');
    await expect(page.getByText('The webmaster said that you can not enter this page...')).toBeVisible();
    await screenshot(page, '404');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/404');
    await expect(page.getByText('The webmaster said that you can not enter this page...')).toBeVisible();
  });

  test('401 page: back goes to /dashboard with noGoBack, else one step back', async ({ page }) => {
    await signInAndOpen(page, '/401?noGoBack=1');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    await screenshot(page, '401');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/404');
    await page.goto('/401');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('/redirect/:path* replaces itself and keeps the query', async ({ page }) => {
    await signInAndOpen(page, '/redirect/dashboard?x=1');
    await expect(page).toHaveURL(/\/dashboard\?x=1$/);
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
  });

  test('log out goes to /login?redirect={current path}', async ({ page }) => {
    await signInAndOpen(page, '/dashboard?from=test', 'admin', { fresh: true });
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard%3Ffrom%3Dtest$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
  });

  test('an expired token at start ends on the login page with the message', async ({ page }) => {
    const token = await signIn(page, 'admin', { fresh: true });
    await expireToken(page.request, token);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    await expect(page.getByRole('alert')).toHaveText('Login failed, unable to get user details.');
  });

  test('a visitor sees only the dashboard', async ({ page }) => {
    await signInAndOpen(page, '/dashboard', 'visitor');
    await expect(page.getByLabel('roles')).toContainText('visitor');
  });
});
