/** Signing in for the benchmark: a token from the API, set as the session cookie. */
import type { BrowserContext } from '@playwright/test';

export async function signInCookie(context: BrowserContext, baseUrl: string, userName = 'admin'): Promise<void> {
  const response = await context.request.post(`${baseUrl}api/user/login`, { data: { userName, password: '111111' } });
  const token = ((await response.json()) as { data: string }).data;
  await context.addCookies([{ name: 'Admin-Token', value: token, url: baseUrl }]);
}

/** Client-side navigation (react-router listens to popstate): keeps the app and its memory. */
export const SPA_NAVIGATE = (path: string) => {
  window.history.pushState({}, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
};
