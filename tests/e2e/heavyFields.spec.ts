/**
 * Heavy field types end to end: a resource file with one field of each (markdown, rich
 * text, JSON, image with crop, images, file), dropped into a running deployment. Fill in (a parse
 * error first), upload real files through the upload API, save, reload, and see each value in the
 * list, the detail view and the edit form. Screenshots of the form and the detail view, desktop
 * and 375 px, land in screenshots/.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';
import { pngFile } from './helpers/png';
import { chooseRowAction } from './helpers/rowAction';

const GADGET = {
  name: 'gadget',
  label: 'Gadgets',
  roles: ['admin'],
  icon: 'sms',
  route: { parent: '/catalog', path: 'gadgets', name: 'Gadgets', group: { title: 'Catalog', icon: 'sms', roles: ['admin'] } },
  show: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'notes', label: 'Notes', type: 'markdown' },
    { source: 'content', label: 'Content', type: 'richText' },
    { source: 'spec', label: 'Spec', type: 'json', maxLength: 200 },
    { source: 'cover', label: 'Cover', type: 'image', crop: { aspect: 1 } },
    { source: 'photos', label: 'Photos', type: 'images', maxItems: 2 },
    { source: 'sheet', label: 'Sheet', type: 'file', accept: ['text/csv', '.csv', 'application/pdf'] },
  ],
};

const CSV = { name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,price\nA-1,9.90\n') };

test.describe.configure({ mode: 'serial' });
test.setTimeout(150_000);

const server = ownServerForTests({ 'gadget.json': GADGET });

async function openAdmin(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Page> {
  return (await signedInOn(server, browser, 'admin', { viewport })).page;
}

/** The frame of one heavy field (a group named by its label) and its file input. */
const fieldGroup = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });
const fileInput = (scope: Locator, label: string) => fieldGroup(scope, label).locator('input[type=file]');

/** Types into the JSON editor as one insertion (no bracket closing), after clearing it. */
async function typeJson(page: Page, scope: Locator, text: string) {
  await scope.getByRole('textbox', { name: 'Spec' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('markdown, rich text, JSON, image with crop, images and a file: filled in, saved, and shown after a reload', async ({ browser }) => {
  const page = await openAdmin(browser);
  await page.goto('/catalog/gadgets');
  const table = page.getByRole('table', { name: 'Gadgets' });
  await expect(page.getByRole('button', { name: 'New Gadgets' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'New Gadgets' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Gadgets' });
  await dialog.getByLabel('Title').fill('Desk lamp');

  // Markdown: the demo's editor; the value is the text.
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('# Lamp notes\n\nA **bright** lamp for the desk.');

  // Rich text: Quill; the value is its HTML.
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await content.click();
  await page.keyboard.type('Warm light, ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('dimmable');

  // JSON: a parse error is shown and keeps the value; valid JSON is taken.
  await typeJson(page, dialog, '{"watts": ');
  await expect(fieldGroup(dialog, 'Spec').getByRole('alert')).toContainText('Not valid JSON');
  await typeJson(page, dialog, '{"watts": 9, "colors": ["white", "amber"]}');
  await expect(fieldGroup(dialog, 'Spec').getByRole('alert')).toHaveCount(0);

  // Image with crop: the crop dialog, then the upload; the thumbnail shows the uploaded URL.
  await fileInput(dialog, 'Cover').setInputFiles(pngFile('cover.png', 320, 200));
  const crop = page.getByRole('dialog', { name: 'Crop the image' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Crop and upload' }).click();
  await expect(crop).toBeHidden();
  const cover = fieldGroup(dialog, 'Cover').getByRole('img', { name: 'Image of Cover' });
  await expect(cover).toHaveAttribute('src', /\/upload\/files\/[0-9a-f]{24}/);
  const coverSize = await cover.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
  expect(coverSize[0]).toBe(coverSize[1]);

  // Images: two uploads, a third is refused (maxItems 2), a wrong type is refused.
  await fileInput(dialog, 'Photos').setInputFiles([pngFile('one.png', 60, 40), pngFile('two.png', 40, 60)]);
  await expect(fieldGroup(dialog, 'Photos').getByRole('img')).toHaveCount(2);
  await expect(fieldGroup(dialog, 'Photos').getByRole('button', { name: /^Photos: / })).toHaveCount(0);
  await fieldGroup(dialog, 'Photos').getByRole('button', { name: 'Remove Image 2' }).click();
  await expect(fieldGroup(dialog, 'Photos').getByRole('img')).toHaveCount(1);
  await fileInput(dialog, 'Photos').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
  await expect(fieldGroup(dialog, 'Photos').getByRole('alert')).toContainText('notes.txt is not one of the accepted types (image/*)');
  await fileInput(dialog, 'Photos').setInputFiles([pngFile('three.png', 50, 50)]);
  await expect(fieldGroup(dialog, 'Photos').getByRole('img')).toHaveCount(2);

  // File: a type accept does not list is refused; a CSV uploads and shows its name.
  await fileInput(dialog, 'Sheet').setInputFiles(pngFile('picture.png', 10, 10));
  await expect(fieldGroup(dialog, 'Sheet').getByRole('alert')).toContainText('picture.png is not one of the accepted types');
  await fileInput(dialog, 'Sheet').setInputFiles(CSV);
  await expect(fieldGroup(dialog, 'Sheet').getByRole('link', { name: 'Download prices.csv' })).toBeVisible();

  await screenshot(page, 'heavy-fields-form-desktop');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });

  // After a reload, the list shows each value in its cell.
  await page.reload();
  const row = table.getByRole('row').filter({ hasText: 'Desk lamp' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Lamp notes A bright lamp for the desk.');
  await expect(row).toContainText('Warm light, dimmable');
  await expect(row).toContainText('{"watts":9,"colors":["white","amber"]}');
  await expect(row.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', /\/upload\/files\//);
  await expect(row.getByRole('img', { name: /^Photos / })).toHaveCount(2);
  await expect(row.getByRole('link', { name: /^Download / })).toBeVisible();

  // The detail view: rendered markdown and rich text, pretty JSON, larger images, the file link.
  await chooseRowAction(page, row, 'Show');
  const details = page.getByRole('dialog', { name: /details$/ });
  await expect(details.getByRole('region', { name: 'Notes' }).getByRole('heading', { name: 'Lamp notes' })).toBeVisible();
  await expect(details.getByRole('region', { name: 'Notes' }).locator('strong')).toHaveText('bright');
  await expect(details.getByRole('region', { name: 'Content' }).locator('strong')).toHaveText('dimmable');
  await expect(details.locator('pre')).toContainText('"watts": 9');
  await expect(details.getByRole('img', { name: 'Cover' })).toBeVisible();
  await expect(details.getByRole('img', { name: /^Photos \d$/ })).toHaveCount(2);
  await expect(details.getByRole('link', { name: /^Download / })).toBeVisible();
  await screenshot(page, 'heavy-fields-show-desktop');
  await details.getByRole('button', { name: 'Close' }).click();

  // The edit form holds every value.
  await chooseRowAction(page, row, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Gadgets' });
  await expect(edit.getByRole('textbox', { name: 'Notes' })).toHaveValue('# Lamp notes\n\nA **bright** lamp for the desk.');
  await expect(edit.getByRole('textbox', { name: 'Content' }).locator('strong')).toHaveText('dimmable');
  await expect(edit.getByRole('textbox', { name: 'Spec' })).toContainText('"watts": 9');
  await expect(fieldGroup(edit, 'Cover').getByRole('img', { name: 'Image of Cover' })).toBeVisible();
  await expect(fieldGroup(edit, 'Photos').getByRole('img')).toHaveCount(2);
  await expect(fieldGroup(edit, 'Sheet').getByRole('link', { name: /^Download / })).toBeVisible();

  // A change in the JSON editor is saved too.
  await typeJson(page, edit, '{"watts": 12}');
  await edit.getByRole('button', { name: 'Confirm' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(row).toContainText('{"watts":12}');
  await page.context().close();
});

test('the form and the detail view on a 375 px phone', async ({ browser }) => {
  const page = await openAdmin(browser, { width: 375, height: 812 });
  await page.goto('/catalog/gadgets');
  // A phone lists cards, each with its buttons in a "more" menu.
  const row = page.getByRole('list', { name: 'Gadgets' }).getByTestId('list-card').filter({ hasText: 'Desk lamp' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await chooseRowAction(page, row, 'Show');
  const details = page.getByRole('dialog', { name: /details$/ });
  await expect(details.getByRole('region', { name: 'Notes' })).toBeVisible();
  await screenshot(page, 'heavy-fields-show-phone');
  await details.getByRole('button', { name: 'Close' }).click();
  await chooseRowAction(page, row, 'Edit');
  const edit = page.getByRole('dialog', { name: 'Edit Gadgets' });
  await expect(fieldGroup(edit, 'Photos').getByRole('img')).toHaveCount(2);
  const overflow = await edit.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await screenshot(page, 'heavy-fields-form-phone');
  await page.context().close();
});
