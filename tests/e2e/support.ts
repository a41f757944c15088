/**
 * Shared end-to-end fixtures: console-error guard, sign-in through the API, control of the embedded
 * API (reset, expire a token) and screenshots saved outside test-results/ for a human to look at.
 */
import { mkdirSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const accounts = {
  admin: { username: 'admin', password: '111111' },
  editor: { username: 'editor', password: '111111' },
  visitor: { username: 'visitor', password: '111111' },
} as const;
export type Account = keyof typeof accounts;

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

/** Signs in without the login form (fast): the token goes straight into the Admin-Token cookie. */
export async function signIn(page: Page, account: Account = 'admin'): Promise<string> {
  const token = await apiLogin(page.request, account);
  const origin = test.info().project.use.baseURL ?? '';
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: origin }]);
  return token;
}

export async function signInAndOpen(page: Page, path: string, account: Account = 'admin'): Promise<string> {
  const token = await signIn(page, account);
  await page.goto(path);
  return token;
}

export async function expireToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/__control__/expire-tokens', { data: { token } });
  expect(response.ok()).toBe(true);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}
