/**
 * The light field types end to end: a resource file holding one field of each
 * (date, time, dateRange, switch, slider, rating, color, multiSelect, tags, references to a built-in
 * resource, an object, an array of objects whose delay is at most 3600), dropped into a running
 * deployment of its own. Fill in, save, reload; the values in the list, the detail view and the
 * edit form; an invalid nested value refused by the form under its sub-input.
 * The form on a desktop and a 375 px phone is also drawn by the Schema lab's preview (no server
 * storage needed), for the screenshots.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, signInAndOpen, screenshot } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';
import { chooseRowAction } from './helpers/rowAction';
import { picker, typeDate } from './helpers/datePicker';

const lightThing = {
  name: 'lightThing',
  roles: ['admin'],
  route: { parent: '/lab', path: 'light-things', name: 'LightThings', group: { title: 'Lab', icon: 'folder', roles: ['admin'] } },
  label: 'Light things',
  sort: { field: 'id', order: 'DESC' },
  show: true,
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'day', label: 'Day', type: 'date', filter: 'dateRange' },
    { source: 'at', label: 'At', type: 'time' },
    { source: 'period', label: 'Period', type: 'dateRange' },
    { source: 'active', label: 'Active', type: 'switch', filter: 'select' },
    { source: 'volume', label: 'Volume', type: 'slider', min: 0, max: 10, step: 2 },
    { source: 'stars', label: 'Stars', type: 'rating' },
    { source: 'shade', label: 'Shade', type: 'color' },
    {
      source: 'sizes',
      label: 'Sizes',
      type: 'multiSelect',
      filter: 'select',
      choices: [
        { id: 's', name: 'Small' },
        { id: 'm', name: 'Medium' },
        { id: 'l', name: 'Large' },
      ],
    },
    { source: 'labels', label: 'Labels', type: 'tags', maxItems: 3, maxLength: 10, choices: [{ id: 'urgent', name: 'urgent' }] },
    { source: 'readers', label: 'Readers', type: 'references', reference: { resource: 'userOption', optionText: 'userName' } },
    {
      source: 'address',
      label: 'Address',
      type: 'object',
      fields: [
        { source: 'city', label: 'City', type: 'text', required: true },
        { source: 'zip', label: 'Zip', type: 'text', maxLength: 6 },
      ],
    },
    {
      source: 'steps',
      label: 'Steps',
      type: 'array',
      maxItems: 3,
      fields: [
        { source: 'name', label: 'Step name', type: 'text', required: true },
        { source: 'delay', label: 'Delay', type: 'number', integer: true, min: 0, max: 3600 },
      ],
    },
  ],
};

let server: OwnServer;

async function openAs(browser: Browser): Promise<Page> {
  return (await signedInOn(server, browser, 'admin')).page;
}

function installResource() {
  installResourceFiles(server.root, { 'lightThing.json': lightThing });
}

async function pick(page: Page, box: Locator, option: string) {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const helperOf = (input: Locator) => input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').locator('.MuiFormHelperText-root');

async function fill(page: Page, dialog: Locator) {
  await dialog.getByLabel('Title').fill('First');
  await typeDate(dialog, 'Day', '20260304');
  await typeDate(dialog, 'At', '0945');
  const period = dialog.getByRole('group', { name: 'Period' });
  await typeDate(period, 'Start', '20260301');
  await typeDate(period, 'End', '20260331');
  await dialog.getByRole('switch', { name: 'Active' }).check();
  const volume = dialog.getByRole('slider', { name: 'Volume' });
  await volume.focus();
  await volume.press('ArrowRight');
  await volume.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '4');
  // A user clicks the fourth star: MUI draws it as the label of a visually hidden radio.
  const stars = dialog.getByRole('group', { name: 'Stars' });
  const fourth = stars.getByRole('radio', { name: '4 of 5' });
  await stars.locator(`label[for="${await fourth.getAttribute('id')}"]`).click();
  await expect(fourth).toBeChecked();
  await dialog.getByRole('group', { name: 'Shade' }).getByRole('textbox', { name: 'Shade', exact: true }).fill('#FF8800');
  await pick(page, dialog.getByRole('combobox', { name: 'Sizes' }), 'Small');
  await page.getByRole('option', { name: 'Large', exact: true }).click();
  await page.keyboard.press('Escape');
  const labels = dialog.getByRole('combobox', { name: 'Labels' });
  await labels.fill('spring');
  await labels.press('Enter');
  await pick(page, dialog.getByRole('combobox', { name: 'Readers' }), 'editor');
  const address = dialog.getByRole('group', { name: 'Address' });
  await address.getByLabel('City').fill('Lyon');
  await address.getByLabel('Zip').fill('69001');
  const steps = dialog.getByRole('group', { name: 'Steps' });
  const first = steps.getByRole('listitem', { name: 'Row 1' });
  const second = steps.getByRole('listitem', { name: 'Row 2' });
  await steps.getByRole('button', { name: 'Add' }).click();
  await expect(first).toBeVisible();
  // Add leaves the focus on Add: a second row at once, without the first row's empty name flagged yet.
  await steps.getByRole('button', { name: 'Add' }).click();
  await expect(second).toBeVisible();
  await expect(first.getByText('This field is required')).toHaveCount(0);
  await first.getByLabel('Step name').fill('Later');
  await first.getByLabel('Delay').fill('60');
  await second.getByLabel('Step name').fill('Now');
  await second.getByLabel('Delay').fill('0');
  // From the keyboard: the second row goes up.
  await second.getByRole('button', { name: 'Move row 2 up' }).press('Enter');
  await expect(steps.getByRole('listitem', { name: 'Row 1' }).getByLabel('Step name')).toHaveValue('Now');
}

test.describe('on a server of its own', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);
  test.beforeAll(async () => {
    server = await startOwnServer();
    installResource();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('every light type: fill in, save, reload, see it in the list, the detail view and the edit form', async ({ browser }) => {
    const page = await openAs(browser);
    await page.goto('/lab/light-things');
    const table = page.getByRole('table', { name: 'Light things' });
    await page.getByRole('button', { name: 'New Light things' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Light things' });
    await fill(page, dialog);

    // An invalid nested value is refused by the form, with its message under the sub-input.
    const steps = dialog.getByRole('group', { name: 'Steps' });
    const delay = steps.getByRole('listitem', { name: 'Row 2' }).getByLabel('Delay');
    await delay.fill('5000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(helperOf(delay)).toHaveText('Must be at most 3600');
    await expect(dialog).toBeVisible();
    await delay.fill('600');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = table.getByRole('row').filter({ hasText: 'First' });
    await expect(row).toContainText('2026-03-04');
    await expect(row).toContainText('09:45');
    await expect(row).toContainText('2026-03-01 – 2026-03-31');
    await expect(row).toContainText('Yes');
    await expect(row.getByRole('img', { name: '4 of 5' })).toBeVisible();
    await expect(row).toContainText('#ff8800');
    await expect(row).toContainText('Small');
    await expect(row).toContainText('Large');
    await expect(row).toContainText('spring');
    await expect(row).toContainText('editor');
    await expect(row).toContainText('City: Lyon, Zip: 69001');
    await expect(row).toContainText('2 items');

    // The Day filter's bounds are day pickers typed as the form's are: a later day leaves the row out.
    const filterBar = page.getByRole('search', { name: 'Filters' });
    await typeDate(filterBar, 'Day from', '20260305');
    await expect(picker(filterBar, 'Day from')).toContainText('2026-03-05');
    await expect(row).toBeHidden();
    await screenshot(page, 'light-filter-bar');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(picker(filterBar, 'Day from')).toContainText('YYYY-MM-DD');
    await expect(row).toBeVisible();

    await chooseRowAction(page, row, 'Show');
    const drawer = page.getByRole('dialog', { name: 'Light things details' });
    await expect(drawer.getByRole('definition').filter({ hasText: 'Lyon' }).first()).toBeVisible();
    const stepsTable = drawer.getByRole('table', { name: 'Steps' });
    await expect(stepsTable.getByRole('row').nth(1)).toContainText('Now');
    await expect(stepsTable.getByRole('row').nth(2)).toContainText('Later');
    await expect(stepsTable.getByRole('row').nth(2)).toContainText('60');
    await page.keyboard.press('Escape');

    await chooseRowAction(page, row, 'Edit');
    const edit = page.getByRole('dialog', { name: 'Edit Light things' });
    await expect(picker(edit, 'Day')).toHaveText('2026-03-04');
    await expect(picker(edit, 'At')).toHaveText('09:45');
    await expect(picker(edit.getByRole('group', { name: 'Period' }), 'End')).toHaveText('2026-03-31');
    await expect(edit.getByRole('switch', { name: 'Active' })).toBeChecked();
    await expect(edit.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '4');
    await expect(edit.getByRole('group', { name: 'Stars' }).getByRole('radio', { name: '4 of 5' })).toBeChecked();
    await expect(edit.getByRole('group', { name: 'Shade' }).getByRole('textbox', { name: 'Shade', exact: true })).toHaveValue('#ff8800');
    await expect(edit.getByRole('button', { name: 'editor' })).toBeVisible();
    await expect(edit.getByRole('group', { name: 'Address' }).getByLabel('City')).toHaveValue('Lyon');
    await expect(edit.getByRole('group', { name: 'Steps' }).getByRole('listitem', { name: 'Row 2' }).getByLabel('Delay')).toHaveValue('600');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Filters with the server's params: a switch by Yes/No, a multiSelect by one of its choices.
    const filters = page.getByRole('search', { name: 'Filters' });
    await pick(page, filters.getByRole('combobox', { name: 'Sizes' }), 'Medium');
    await expect(table.getByRole('row').filter({ hasText: 'First' })).toHaveCount(0);
    await pick(page, filters.getByRole('combobox', { name: 'Sizes' }), 'Large');
    await expect(table.getByRole('row').filter({ hasText: 'First' })).toHaveCount(1);
    await page.context().close();
  });
});

const labFile = { ...lightThing, route: undefined, roles: undefined };

async function setEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
]) {
  test(`the light types' form on ${name} (Schema lab preview)`, async ({ page }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width, height });
    await signInAndOpen(page, '/developer/schema-lab');
    const preview = page.getByTestId('schema-lab-preview');
    // A phone lists cards, each with its buttons in a "more" menu.
    const phone = width < 600;
    await expect(phone ? preview.getByTestId('list-card').first() : preview.getByRole('table')).toBeVisible({ timeout: 20_000 });
    await setEditorText(page, JSON.stringify(labFile, null, 2));
    await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible({ timeout: 15_000 });
    // The preview has redrawn with this file's columns (on a phone, its title) before a row is opened.
    if (phone) await expect(preview.getByTestId('list-card').first()).toContainText('Period');
    else await expect(preview.getByRole('columnheader', { name: /steps/i })).toBeVisible();
    await chooseRowAction(page, phone ? preview.getByTestId('list-card').first() : preview.getByRole('table').getByRole('row').nth(1), 'Edit');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'Steps' })).toBeVisible({ timeout: 15_000 });
    // The form scrolls inside the dialog: shots of the window with the form at its top, middle and end.
    mkdirSync('screenshots', { recursive: true });
    const scrollForm = (share: number) =>
      dialog.evaluate((element, at) => {
        const box = [element, ...element.querySelectorAll('*')].find((node) => node.scrollHeight > node.clientHeight + 4 && getComputedStyle(node).overflowY !== 'visible');
        box?.scrollTo(0, (box.scrollHeight - box.clientHeight) * at);
      }, share);
    for (const [part, at] of [['top', 0], ['middle', 0.5]] as const) {
      await scrollForm(at);
      await screenshot(page, `light-fields-form-${name}-${part}`);
    }
    const steps = dialog.getByRole('group', { name: 'Steps' });
    const delay = steps.getByRole('listitem', { name: 'Row 1' }).getByLabel('Delay');
    await delay.fill('5000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(helperOf(delay)).toHaveText('Must be at most 3600');
    await scrollForm(1);
    await screenshot(page, `light-fields-form-${name}-end`);
    expect(errors).toEqual([]);
  });
}
