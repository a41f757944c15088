/**
 * Published resource files in the console: an admin writes a small resource file in the
 * Schema lab and publishes it (no file on disk, no rebuild); after a reload its menu entry, list and
 * form work; an editor, whom the file names, sees it too, a visitor not; a refusal is listed; Unpublish takes it away.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

const noteFile = {
  name: 'fieldNote',
  label: 'Field notes',
  roles: ['admin', 'editor'],
  route: { parent: '/notes', path: 'field-notes', name: 'FieldNotes', group: { title: 'Notebook', icon: 'table' } },
  fields: [
    { source: 'title', type: 'text', label: 'Title', required: true, maxLength: 40 },
    { source: 'pages', type: 'number', label: 'Pages', integer: true },
  ],
};

test.describe.configure({ mode: 'serial' });
// A first publish builds the console's runtime model twice (before and after the reload): margin for a loaded CI host.
test.setTimeout(120_000);

const server = ownServerForTests();

async function openAs(browser: Browser, account: Account): Promise<Page> {
  return (await signedInOn(server, browser, account, { viewport: { width: 1280, height: 900 } })).page;
}

async function openNotes(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Notebook' }).click();
  await page.getByRole('link', { name: 'Field notes' }).click();
  await expect(page).toHaveURL(/\/notes\/field-notes$/);
}

test('an admin publishes a file from the Schema lab; after a reload it is a working page', async ({ browser }) => {
  const page = await openAs(browser, 'admin');
  await page.goto('/developer/schema-lab');
  await expect(page.getByRole('heading', { name: 'Published resource files' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('No resource file is published yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notebook' })).toHaveCount(0);

  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(JSON.stringify(noteFile, null, 2));
  await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible({ timeout: 15_000 });
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Published: Field notes. Reload to see it in the menu.' })).toBeVisible();
  const published = page.getByRole('list', { name: 'Published resource files' });
  await expect(published.getByText('fieldNote', { exact: true })).toBeVisible();
  await expect(published.getByText(/^By admin, /)).toBeVisible();
  await screenshot(page, 'publish-resource-lab');

  // Reload: the console loads the published file beside config.json's.
  await page.getByRole('button', { name: 'Reload' }).click();
  await openNotes(page);
  await expect(page.getByRole('status').filter({ hasText: /No data/i })).toBeVisible();
  await page.getByRole('button', { name: 'New Field notes' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Field notes' });
  await dialog.getByLabel('Title').fill('Harbour survey');
  await dialog.getByLabel('Pages').fill('12');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Field notes' });
  await expect(table.getByRole('row').filter({ hasText: 'Harbour survey' })).toContainText('12');
  await screenshot(page, 'publish-resource-list');
  await page.context().close();
});

test('the editor, whom the file names, sees it; a visitor not', async ({ browser }) => {
  // The editor, whom the file names, sees the page and the record.
  const editor = await openAs(browser, 'editor');
  await openNotes(editor);
  await expect(editor.getByRole('table', { name: 'Field notes' }).getByRole('row').filter({ hasText: 'Harbour survey' })).toBeVisible();
  await editor.context().close();

  // A visitor, whom it does not name, has no entry.
  const visitor = await openAs(browser, 'visitor');
  await visitor.goto('/dashboard');
  await expect(visitor.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Notebook' })).toHaveCount(0);
  await visitor.context().close();
});

test("the server's refusal is listed; Unpublish (confirmed) takes the page away", async ({ browser }) => {
  const page = await openAs(browser, 'admin');
  await page.goto('/developer/schema-lab');
  // A file the lab accepts (it knows the built-in resources only) but the server refuses: its page is fieldNote's.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(JSON.stringify({ ...noteFile, name: 'clash' }));
  await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible({ timeout: 15_000 });
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();
  await publish.click();
  const refused = page.getByTestId('publish-refused');
  await expect(refused).toContainText('The server refused the file:');
  await expect(refused.getByRole('listitem')).toHaveText(["route.path: '/notes/field-notes' is also the page of fieldNote"]);
  await screenshot(page, 'publish-resource-refused');

  await page.getByRole('list', { name: 'Published resource files' }).getByRole('button', { name: 'Unpublish fieldNote' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Unpublish fieldNote?');
  await confirm.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('No resource file is published yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notebook' })).toHaveCount(0);
  await page.context().close();
});
