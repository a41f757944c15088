import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, screenshot, signInAndOpen } from './support';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

async function openLayout(page: Page, account: 'admin' | 'editor') {
  await signInAndOpen(page, '/dashboard', account);
  await expect(page.getByTestId('sidebar')).toBeVisible({ timeout: 20_000 });
}

/** Replaces the editor's whole text (as a paste would). */
async function setEditorText(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const withCountry = {
  name: 'blacklist',
  label: 'Blacklist',
  fields: [
    { source: 'phone', label: 'Phone', type: 'text', required: true, maxLength: 20 },
    { source: 'country', label: 'Country', type: 'select', choices: [{ id: 'cn', name: 'China' }, { id: 'fr', name: 'France' }] },
    { source: 'attempts', label: 'Attempts', type: 'number', min: 0, max: 50 },
  ],
};

test.describe('Developer › Schema lab', () => {
  test('admin edits a resource file, sees the preview follow, the problems, and downloads the file', async ({ page }) => {
    // A long walk through the editor (about 25 s on a quiet machine): the suite's 45 s is too tight under CI load.
    test.slow();
    await openLayout(page, 'admin');
    const menu = sidebar(page);
    await menu.getByRole('button', { name: 'Developer', exact: true }).click();
    await menu.getByRole('link', { name: 'Schema lab', exact: true }).click();
    await expect(page).toHaveURL(/\/developer\/schema-lab$/);
    await expect(page).toHaveTitle(/^Schema lab - /);

    const preview = page.getByTestId('schema-lab-preview');
    const table = preview.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible({ timeout: 15_000 });
    await expect(table.getByRole('columnheader', { name: 'Country' })).toHaveCount(0);
    await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible();

    // Completion from the JSON Schema, by keyboard.
    await setEditorText(page, '{"name": "x", "fields": [{}]}');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Control+Space');
    const completions = page.locator('.cm-tooltip-autocomplete');
    await expect(completions.getByRole('option', { name: /^source/ })).toBeVisible();
    await expect(completions.getByRole('option', { name: /^type/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // A field added: the preview gains its column after a pause.
    await setEditorText(page, JSON.stringify(withCountry, null, 2));
    await expect(table.getByRole('columnheader', { name: 'Country' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'China' }).first()).toBeVisible();
    await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible();
    await screenshot(page, 'schema-lab');

    // A syntax error: listed, marked in the editor, the preview kept and marked out of date.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(',');
    const problems = page.getByTestId('schema-lab-problems');
    await expect(problems.getByRole('button', { name: /JSON syntax/ })).toBeVisible();
    await expect(page.locator('.cm-editor .cm-lint-marker-error')).toHaveCount(1);
    await expect(page.getByTestId('schema-lab-out-of-date')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Country' })).toBeVisible();
    await screenshot(page, 'schema-lab-problem');
    await problems.getByRole('button', { name: /JSON syntax/ }).click();
    await expect(page.locator('.cm-content')).toBeFocused();

    // Fixed again, then downloaded as <name>.json, formatted.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('schema-lab-no-problems')).toBeVisible();
    await expect(page.getByTestId('schema-lab-out-of-date')).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(download.suggestedFilename()).toBe('blacklist.json');
    const file = readFileSync(await download.path(), 'utf8');
    expect(JSON.parse(file)).toEqual(withCountry);
    expect(file).toBe(`${JSON.stringify(withCountry, null, 2)}\n`);

    // The work is kept over a reload.
    await page.reload();
    await expect(page.locator('.cm-content')).toContainText('"country"', { timeout: 15_000 });
  });

  test('an editor has no Developer menu, and the address says 401', async ({ page }) => {
    await openLayout(page, 'editor');
    await expect(sidebar(page).getByRole('button', { name: 'Developer', exact: true })).toHaveCount(0);
    await page.goto('/developer/schema-lab');
    await expect(page.getByText('You do not have permission to go to this page')).toBeVisible({ timeout: 15_000 });
  });
});
