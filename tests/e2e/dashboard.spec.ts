import { test, expect, screenshot, signIn, signInAndOpen } from './support';

test.describe('dashboards', () => {
  test('admin: count-to cards switch the line chart, charts and transactions render', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    await expect(page.getByTestId('dashboard-user')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('dashboard-user')).toHaveText(/^(Super Admin|admin)$/);
    await expect(page.getByLabel('roles')).toContainText('admin');
    const line = page.getByTestId('line-chart');
    await expect(line).toHaveAttribute('data-dataset', 'newVisits');
    await expect(page.getByTestId('count-newVisits')).toHaveText('102,400');
    await page.getByRole('button', { name: 'Messages' }).click();
    await expect(line).toHaveAttribute('data-dataset', 'messages');
    await expect(page.getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-pressed', 'true');
    // Every chart's box and name are there at once; a chart is drawn once it is scrolled into view.
    const names = ['Visits this week: expected and actual', 'Budget radar', 'Weekly articles by category', 'Page views by day'];
    for (const name of names) await expect(page.getByRole('img', { name })).toBeVisible();
    for (const name of names) {
      await page.getByRole('img', { name }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('img', { name }).locator('canvas')).toHaveCount(1);
    }
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('columnheader', { name: 'Order_No' })).toBeVisible();
    await screenshot(page, 'layout-admin-desktop');
  });

  test('editor sees the editor dashboard with name, roles and an empty state', async ({ page }) => {
    await signInAndOpen(page, '/dashboard', 'editor');
    await expect(page.getByTestId('dashboard-user')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('dashboard-user')).toHaveText(/^(Normal Editor|editor)$/);
    await expect(page.getByLabel('roles')).toContainText('editor');
    await expect(page.getByRole('status')).toContainText('Nothing to do here yet');
    await expect(page.getByRole('img', { name: 'Budget radar' })).toHaveCount(0);
    await screenshot(page, 'layout-editor-desktop');
  });

  test('todo list: trimmed add, empty ignored, double-click edit, edited-to-empty deletes, filters, count, kept', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    const todo = page.getByRole('region', { name: 'Todo' });
    const input = todo.getByRole('textbox', { name: 'Todo List' });
    await expect(input).toBeVisible({ timeout: 20_000 });
    const count = page.getByTestId('todo-count');
    await expect(count).toHaveText('3 items left');
    await input.fill('   write tests   ');
    await input.press('Enter');
    await input.fill('    ');
    await input.press('Enter');
    await expect(todo.getByText('write tests', { exact: true })).toBeVisible();
    await expect(count).toHaveText('4 items left');
    await todo.getByText('write tests', { exact: true }).dblclick();
    const edit = todo.getByRole('textbox', { name: 'Edit write tests' });
    await edit.fill('write more tests');
    await edit.press('Enter');
    await expect(todo.getByText('write more tests', { exact: true })).toBeVisible();
    await todo.getByRole('checkbox', { name: 'Mark write more tests as done' }).check();
    await expect(count).toHaveText('3 items left');
    await todo.getByRole('button', { name: 'Active', exact: true }).click();
    await expect(todo.getByText('write more tests', { exact: true })).toBeHidden();
    await todo.getByRole('button', { name: 'Completed', exact: true }).click();
    await expect(todo.getByText('write more tests', { exact: true })).toBeVisible();
    await expect(todo.getByText('star this repository')).toBeHidden();
    await todo.getByRole('button', { name: 'All', exact: true }).click();
    await todo.getByText('follow author', { exact: true }).dblclick();
    await todo.getByRole('textbox', { name: 'Edit follow author' }).fill('  ');
    await todo.getByRole('textbox', { name: 'Edit follow author' }).press('Enter');
    await expect(todo.getByText('follow author', { exact: true })).toHaveCount(0);
    await expect(count).toHaveText('2 items left');
    await page.reload();
    await expect(page.getByTestId('todo-count')).toHaveText('2 items left', { timeout: 20_000 });
    await expect(page.getByText('write more tests', { exact: true })).toBeVisible();
  });

  test('charts resize with the layout', async ({ page }) => {
    await signInAndOpen(page, '/dashboard');
    const canvas = page.getByRole('img', { name: 'Visits this week: expected and actual' }).locator('canvas');
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    const width = async () => (await canvas.boundingBox())?.width ?? 0;
    const before = await width();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect.poll(width).toBeGreaterThan(before + 100);
  });

  test('nothing of the layout or the charts loads before the login form shows; charts load only with the dashboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // When the login form first appears (browser clock), to compare with the admin's requests.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('form button[type="submit"]')) {
          (window as unknown as { formShownAt: number }).formShownAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // The admin shell is preloaded only after the form shows, at low priority; never the charts.
    await expect(page.locator('link[rel="modulepreload"][fetchpriority="low"]').first()).toBeAttached();
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /shell-/.test(entry.name)).length)).toBeGreaterThan(0);
    const early = await page.evaluate(() => {
      const shownAt = (window as unknown as { formShownAt: number }).formShownAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /shell-/.test(entry.name))
        .filter((entry) => entry.startTime < shownAt || !document.querySelector(`link[href="${new URL(entry.name).pathname}"][fetchpriority="low"]`))
        .map((entry) => entry.name);
    });
    expect(early).toEqual([]);
    expect(scripts.filter((path) => /EChart|charts-/.test(path))).toEqual([]);
    await signIn(page);
    await page.goto('/nested/menu2');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#main-content').getByRole('heading', { name: 'menu 2' })).toBeVisible();
    expect(scripts.filter((path) => /EChart|charts-/.test(path))).toEqual([]);
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('img', { name: 'Budget radar' })).toBeVisible();
    expect(scripts.some((path) => /charts-/.test(path))).toBe(true);
  });
});
