/**
 * Shared end-to-end fixtures: console-error guard, sign-in through the API, control of the embedded
 * API (reset, expire a token) and, under `npm run docs:screenshots`, pictures saved outside
 * test-results/ for a human to look at.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const accounts = {
  admin: { username: 'admin', password: '111111' },
  editor: { username: 'editor', password: '111111' },
  visitor: { username: 'visitor', password: '111111' },
} as const;
export type Account = keyof typeof accounts;

export const TOKEN_COOKIE = 'Admin-Token';
/** Where the setup project keeps each account's signed-in state (a Playwright storageState file). */
export const sessionFile = (account: Account): string => `test-results/sessions-${process.env.E2E_PORT ?? 4399}/${account}.json`;

interface Fixtures {
  /** Push patterns of console errors a test provokes on purpose. */
  allowConsoleErrors: RegExp[];
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(allowed);
      expect(errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function apiLogin(request: APIRequestContext, account: Account): Promise<string> {
  const { username, password } = accounts[account];
  const response = await request.post('/api/user/login', { data: { userName: username, password } });
  const body = (await response.json()) as { code: string; data: string };
  expect(body.code).toBe('00000');
  return body.data;
}

export interface SignInOptions {
  /**
   * A session of the test's own, for a test that ends it (logs out, expires the token). Otherwise the
   * account's session signed in once for the whole run (tests/e2e/sessions.setup.ts) is shared.
   */
  fresh?: boolean;
}

/** The token of the account's shared session, signed in once by the setup project. */
function sharedToken(account: Account): string | undefined {
  const file = sessionFile(account);
  if (!existsSync(file)) return undefined;
  const state = JSON.parse(readFileSync(file, 'utf8')) as { cookies: Array<{ name: string; value: string }> };
  return state.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.value;
}

/** Signs in without the login form (fast): the token goes straight into the Admin-Token cookie. */
export async function signIn(page: Page, account: Account = 'admin', options: SignInOptions = {}): Promise<string> {
  const token = (!options.fresh && sharedToken(account)) || (await apiLogin(page.request, account));
  const origin = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: TOKEN_COOKIE, value: token, url: origin }]);
  return token;
}

export async function signInAndOpen(page: Page, path: string, account: Account = 'admin', options: SignInOptions = {}): Promise<string> {
  const token = await signIn(page, account, options);
  await page.goto(path);
  return token;
}

export async function expireToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/__control__/expire-tokens', { data: { token } });
  expect(response.ok()).toBe(true);
}

/** Whether this run takes pictures for people to look at (`npm run docs:screenshots`); `npm test` takes none. */
export const TAKES_SCREENSHOTS = Boolean(process.env.DOCS_SCREENSHOTS);

/** A full-page picture in screenshots/, under `npm run docs:screenshots` only. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!TAKES_SCREENSHOTS) return;
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
