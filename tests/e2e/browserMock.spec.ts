/**
 * The in-browser API (config.json `mock: true`): the server's own Hono app answers inside the page's
 * service worker (mock/browser.ts), so the console works with no API server at all. The network
 * requests to /api are cut here: whatever reaches the network fails, only the worker can answer.
 */
import { expect, test } from './support';

test('with mock: true the console signs in and lists packages from the API running in the browser', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors.push(/Failed to load resource/);
  const reachedNetwork: string[] = [];
  // Read once, answered from memory: a handler still fetching when the page navigates away had its
  // response disposed under it.
  const config = (await (await page.request.get('/config.json')).json()) as Record<string, unknown>;
  await page.route('**/config.json', (route) => route.fulfill({ json: { ...config, mock: true } }));
  await page.route('**/api/**', (route) => {
    reachedNetwork.push(route.request().url());
    return route.abort();
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-user')).toHaveText('admin');
  await page.goto('/permission/packageConf');
  const table = page.getByRole('table', { name: 'Manage packageConf' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  // The sign-in and the list were answered in the page. (A page being left stops its worker client,
  // so a request it still makes while unloading may pass to the network: those are not counted.)
  expect(reachedNetwork.filter((url) => /\/user\/login|\/user\/info|packageConf-list/.test(url))).toEqual([]);
});
