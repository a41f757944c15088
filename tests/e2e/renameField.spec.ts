/**
 * A field renamed in the Schema lab keeps its values: the admin edits a published file
 * (`renamedFrom`), sees the plan before Publish (the values that move), publishes, and after a
 * reload the list shows the stored values under the new name.
 */
import type { Browser } from '@playwright/test';
import { test, expect } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

const bookFile = {
  name: 'logBook',
  label: 'Log books',
  roles: ['admin'],
  route: { parent: '/logs', path: 'log-books', name: 'LogBooks', group: { title: 'Logs', icon: 'table' } },
  fields: [
    { source: 'title', type: 'text', label: 'Title', required: true, maxLength: 40 },
    { source: 'pages', type: 'number', label: 'Pages', integer: true },
  ],
};

const renamedFile = {
  ...bookFile,
  fields: [{ source: 'heading', renamedFrom: 'title', type: 'text', label: 'Heading', required: true, maxLength: 40 }, bookFile.fields[1]],
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests();

const openAsAdmin = (browser: Browser) => signedInOn(server, browser, 'admin', { viewport: { width: 1280, height: 900 } });

test('rename a field in the Schema lab, see the plan, publish, see the values under the new name', async ({ browser }) => {
  const { page, token } = await openAsAdmin(browser);
  const api = page.context().request;
  const headers = { Token: token };
  expect(((await (await api.put('/api/_resources/logBook', { data: bookFile, headers })).json()) as { code: string }).code).toBe('00000');
  for (const [title, pages] of [['Harbour log', 12], ['Lighthouse log', 7]] as const) {
    expect(((await (await api.post('/api/logBook', { data: { title, pages }, headers })).json()) as { code: string }).code).toBe('00000');
  }

  await page.goto('/developer/schema-lab');
  await expect(page.getByRole('heading', { name: 'Published resource files' })).toBeVisible({ timeout: 20_000 });
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(JSON.stringify(renamedFile, null, 2));
  await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible({ timeout: 15_000 });
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();

  const plan = page.getByRole('dialog', { name: 'Publishing logBook changes its stored values' });
  await expect(plan.getByRole('listitem')).toHaveText(['heading: renamed from title, its 2 values move']);
  await plan.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published: Log books. Reload to see it in the menu.' })).toBeVisible();

  await page.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('button', { name: 'Logs' }).click();
  await page.getByRole('link', { name: 'Log books' }).click();
  const table = page.getByRole('table', { name: 'Log books' });
  await expect(table.getByRole('columnheader', { name: 'Heading' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Harbour log' })).toContainText('12');
  await expect(table.getByRole('row').filter({ hasText: 'Lighthouse log' })).toContainText('7');
  await page.context().close();
});
