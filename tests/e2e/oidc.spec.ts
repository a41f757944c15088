/**
 * Single sign-on in the browser: a server of its own with the OIDC_* variables pointing at a
 * throw-away identity provider this spec starts. "Sign in with <name>" on the login page, the
 * provider's login and consent, and back in the console signed in, on the page the sign-in
 * started from; a sign-in cancelled at the provider comes back to the login page with the reason.
 * Screenshots of the login page with the button (light and dark, 1280 and 375 px).
 */
import { createServer } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { startOwnServer, type OwnServer } from './helpers/ownServer';
import { startTestProvider, type TestProvider } from '../helpers/oidcProvider';

let provider: TestProvider;
let server: OwnServer;

/** A port nobody listens on now: the provider must know the console's callback before the console starts. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * The provider's development pages load web fonts from the internet and ask for a favicon it does
 * not have: both answered empty here, so that the console's own pages keep failing on any error.
 */
async function quietProvider(page: Page): Promise<void> {
  await page.route(
    (url) => url.origin !== server.origin && (url.origin !== provider.issuer || url.pathname === '/favicon.ico'),
    (route) => route.fulfill({ status: 200, body: '' }),
  );
}

test.describe('single sign-on', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);

  test.beforeAll(async () => {
    const port = await freePort();
    // At 'localhost', another site than the console at 127.0.0.1: the way back is a cross-site
    // navigation, as with a real provider (the pending cookie must come along, the session cookie be kept).
    provider = await startTestProvider(
      [`http://127.0.0.1:${port}/api/_oidc/callback`],
      { pat: { preferred_username: 'pat', email: 'pat@example.com', groups: ['editor', 'superhero'] } },
      'localhost',
    );
    server = await startOwnServer(undefined, {
      port,
      env: {
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        OIDC_NAME: 'Acme ID',
        OIDC_ROLES_CLAIM: 'groups',
      },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  test('Sign in with Acme ID: the provider signs the person in, and the console opens on the page asked for', async ({ page }) => {
    await quietProvider(page);
    await page.goto(`${server.origin}/dashboard`);
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();

    // The provider's own pages (oidc-provider's development login and consent).
    await page.getByPlaceholder('Enter any login').fill('pat');
    await page.getByPlaceholder('and password').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(`${server.origin}/dashboard`);
    await expect(page.getByTestId('dashboard-user')).toHaveText('pat');
    await expect(page.getByLabel('roles')).toContainText('editor');
    await expect(page.getByLabel('roles')).not.toContainText('superhero');
    const cookies = await page.context().cookies(server.origin);
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')).toMatchObject({ sameSite: 'Strict', httpOnly: false, path: '/' });
    expect(cookies.find((cookie) => cookie.name === 'sso-pending')).toBeUndefined();
  });

  test('a sign-in cancelled at the provider comes back to the login page with the reason', async ({ page }) => {
    await quietProvider(page);
    await page.goto(`${server.origin}/login`);
    await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(`${server.origin}/login?sso_error=denied`);
    await expect(page.getByRole('alert')).toHaveText('Sign-in was cancelled at the identity provider.');
    // The form still works, and leaves the reason behind.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByTestId('dashboard-user')).toHaveText('admin');
    await expect(page).toHaveURL(`${server.origin}/dashboard`);
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the login page with the button at ${width} px, ${colorScheme}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${server.origin}/login`);
        const button = page.getByRole('link', { name: 'Sign in with Acme ID' });
        await expect(button).toBeVisible();
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        await screenshot(page, `login-sso-${width}-${colorScheme}`);
      });
    }
  }
});
