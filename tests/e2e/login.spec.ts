import { test, expect, screenshot } from './support';

test.describe('login page', () => {
  test('appears at once, pre-filled, without a redirect loop', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('admin');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('111111');
    expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2);
    await expect(page).toHaveTitle('Login - SMS Admin');
    await screenshot(page, 'login');
  });

  test('admin signs in and sees the dashboard with name and roles', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-user')).toHaveText('admin');
    await expect(page.getByLabel('roles')).toContainText('admin');
    await expect(page).toHaveTitle('Dashboard - SMS Admin');
    await screenshot(page, 'dashboard-admin');
  });

  test('editor signs in', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('editor');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByLabel('roles')).toContainText('editor');
  });

  test("a wrong password shows the server's message and stays", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Account and password are incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('validates on blur with the exact messages', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('123');
    await password.blur();
    await expect(page.getByText('The password can not be less than 6 digits')).toBeVisible();
    const username = page.getByLabel('Username');
    await username.fill('   ');
    await username.blur();
    await expect(page.getByText('Please enter the correct user name')).toBeVisible();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-validation');
  });

  test('warns about caps lock and shows or hides the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.click();
    // Headless Chromium keeps no caps-lock state, so send the key event a real keyboard would.
    const typeKey = (key: string, capsLock: boolean) =>
      password.evaluate(
        (input, init) => input.dispatchEvent(new KeyboardEvent('keyup', { ...init, bubbles: true })),
        { key, modifierCapsLock: capsLock },
      );
    await typeKey('A', true);
    await expect(page.getByText('Caps lock is On')).toBeVisible();
    await typeKey('a', false);
    await expect(page.getByText('Caps lock is On')).toBeHidden();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("'Or connect with' offers WeChat and QQ, which say they are not available", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Or connect with' }).click();
    const dialog = page.getByRole('dialog', { name: 'Or connect with' });
    await dialog.getByRole('button', { name: 'WeChat' }).click();
    await expect(dialog.getByRole('status')).toHaveText('WeChat sign-in is not available yet.');
    await dialog.getByRole('button', { name: 'QQ' }).click();
    await expect(dialog.getByRole('status')).toHaveText('QQ sign-in is not available yet.');
    await screenshot(page, 'login-connect');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('goes to the redirect after login, keeping the other query parameters', async ({ page }) => {
    await page.goto('/dashboard?tab=2');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard%3Ftab%3D2$/);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=2$/);
    await page.goto('/login?redirect=/dashboard&from=mail');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the button shows progress and cannot double-submit', async ({ page }) => {
    let logins = 0;
    await page.route('**/api/user/login', async (route) => {
      logins += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Login' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(logins).toBe(1);
  });

  test('a network failure shows its message', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors.push(/Failed to load resource/);
    await page.route('**/api/user/login', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toContainText('Network Error');
  });
});
