/**
 * The Schema lab previews a file using every field type and a form layout on
 * sample records (kernel/format/sampleValues.ts), without an error, and opens a record's form.
 */
import type { Page } from '@playwright/test';
import { FIELD_TYPES } from '../../src/kernel/format/definition/names';
import { test, expect, screenshot, signInAndOpen } from './support';
import { chooseRowAction } from './helpers/rowAction';

async function setEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const choices = [{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }];
const reference = { resource: 'userOption', optionText: 'userName' };
const extra: Record<string, Record<string, unknown>> = {
  select: { choices },
  status: { choices },
  multiSelect: { choices },
  reference: { reference },
  references: { reference },
  slider: { min: 0, max: 10 },
  object: { fields: [{ source: 'city', label: 'City', type: 'text' }] },
  array: { fields: [{ source: 'delay', label: 'Delay', type: 'number', max: 3600 }] },
};
const label = (type: string) => `Type ${type}`;
const everyType = {
  name: 'everything',
  label: 'Everything',
  fields: FIELD_TYPES.map((type) => ({ source: `f_${type}`, label: label(type), type, ...extra[type] })),
  form: {
    layout: 'tabs',
    sections: [
      { title: 'Plain', fields: ['f_text', 'f_number', 'f_date', 'f_color'], columns: 2 },
      { title: 'Nested', fields: ['f_object', 'f_array'] },
    ],
  },
};

test('the Schema lab previews every field type and a tabbed form on sample records', async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAndOpen(page, '/developer/schema-lab');
  const preview = page.getByTestId('schema-lab-preview');
  await expect(preview.getByRole('table')).toBeVisible({ timeout: 20_000 });

  await setEditorText(page, JSON.stringify(everyType, null, 2));
  await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible({ timeout: 15_000 });
  const table = preview.getByRole('table');
  for (const type of FIELD_TYPES.filter((name) => name !== 'password')) {
    await expect(table.locator('thead').getByText(label(type), { exact: true }), type).toHaveCount(1);
  }
  await expect(table.getByRole('row')).toHaveCount(11);
  const first = table.getByRole('row').nth(1);
  // Values of the types' wire shapes (the cells may draw them differently, but from these).
  await expect(first.getByRole('cell', { name: 'Type text 1', exact: true })).toBeVisible();
  await expect(preview.getByText(/error|wrong/i)).toHaveCount(0);
  await screenshot(page, 'schema-lab-every-type');

  await chooseRowAction(page, table.getByRole('row').nth(1), 'Edit');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('textbox', { name: label('text'), exact: true })).toHaveValue('Type text 1');
  await screenshot(page, 'schema-lab-every-type-form');
  expect(errors).toEqual([]);
});
