/**
 * The browser's Back on a changed form asks 'Discard your changes?' first, on a page form (the
 * article editor) and in a create dialog: the address stays the form's, Keep editing keeps what
 * was typed, Discard goes back. Nothing changed, or just saved: Back goes at once.
 */
import type { Page } from '@playwright/test';
import { test, expect, signInAndOpen } from './support';

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });
const menuLink = (page: Page, name: string) => page.getByRole('complementary').getByRole('link', { name });

test('a page form: Back asks, Keep editing keeps the text, Discard goes back; after a save Back goes at once', async ({ page }) => {
  await signInAndOpen(page, '/example/list');
  await expect(page.getByRole('table', { name: 'Article List' })).toBeVisible();
  await menuLink(page, 'Create Article').click();
  // The list's Title filter is the only Title until the editor is on screen.
  await expect(page.getByRole('textbox', { name: 'Summary' })).toBeVisible();
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Kept through Back');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/example\/create$/);
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(/\/example\/create$/);
  await expect(title).toHaveValue('Kept through Back');

  await page.goBack();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/example\/list$/);
  await expect(page.getByRole('table', { name: 'Article List' })).toBeVisible();

  // Saved: nothing left to lose, no question. The tags view kept the create view, emptied by Discard.
  await menuLink(page, 'Create Article').click();
  // The list (whose rows have their own Publish buttons) gives way to the editor first.
  await expect(page.getByRole('table', { name: 'Article List' })).toBeHidden();
  await expect(title).toHaveValue('');
  await title.fill('Saved before Back');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/example\/edit\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Saved before Back');
  await page.goBack();
  await expect(page).toHaveURL(/\/example\/list$/);
  await expect(question(page)).toHaveCount(0);
});

test('a create dialog: Back asks, Keep editing keeps the text, Discard closes it and goes back', async ({ page }) => {
  await signInAndOpen(page, '/example/create');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await menuLink(page, 'Article List').click();
  await expect(page).toHaveURL(/\/example\/list$/);
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create' });
  await dialog.getByLabel('Title').fill('Typed in the dialog');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/example\/list$/);
  await question(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(question(page)).toBeHidden();
  await expect(dialog.getByLabel('Title')).toHaveValue('Typed in the dialog');
  await expect(page).toHaveURL(/\/example\/list$/);

  await page.goBack();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/example\/create$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();

  // Nothing changed: Forward goes at once.
  await page.goForward();
  await expect(page).toHaveURL(/\/example\/list$/);
  await expect(page.getByRole('table', { name: 'Article List' })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/example\/create$/);
  await expect(question(page)).toHaveCount(0);
});

test('a dialog left open without changes closes with its view: Back shows the page before, usable; its tag opens the dialog again', async ({ page }) => {
  await signInAndOpen(page, '/example/create');
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await menuLink(page, 'Article List').click();
  await page.getByRole('button', { name: 'Add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create' });
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/example\/create$/);
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  // The page before is usable: nothing holds its focus or its scroll.
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.click();
  await expect(title).toBeFocused();
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

  await page.getByRole('navigation', { name: 'Tags view' }).getByRole('link', { name: 'Article List' }).click();
  await expect(dialog).toBeVisible();
});

test("a delete confirm does not follow Back onto the previous page, and is there again when its page is", async ({ page }) => {
  await signInAndOpen(page, '/dashboard');
  await page.getByRole('complementary').getByRole('button', { name: 'Permission', exact: true }).click();
  await menuLink(page, 'Manage packageConf').click();
  const table = page.getByRole('table', { name: 'Manage packageConf' });
  await table.getByRole('button', { name: 'Delete' }).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Warning' });
  await expect(confirm).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goForward();
  await expect(page).toHaveURL(/\/permission\/packageConf$/);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
});
