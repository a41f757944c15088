/**
 * Safe edits on a deployment of its own: the bulk edit's confirmation names the field it will
 * clear and its Cancel clears nothing; Escape on a changed form asks before anything is lost; a
 * tabs form keeps its height across tabs.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

interface Field {
  source: string;
}
interface Campaign {
  fields: Field[];
  form: { sections: Array<{ fields: string[] }> };
}

// The shipped campaign file with bulk edit on, without the fields that need other records.
const shipped = JSON.parse(readFileSync('public/resources/campaign.json', 'utf8')) as Campaign;
const LEFT_OUT = new Set(['senders', 'period', 'cover', 'steps']);
const CAMPAIGN = {
  ...shipped,
  bulkEdit: true,
  fields: shipped.fields.filter((field) => !LEFT_OUT.has(field.source)),
  form: { ...shipped.form, sections: shipped.form.sections.map((section) => ({ ...section, fields: section.fields.filter((source) => !LEFT_OUT.has(source)) })).filter((section) => section.fields.length > 0) },
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests({ 'campaign.json': CAMPAIGN });

const openAsAdmin = (browser: Browser) => signedInOn(server, browser, 'admin');

test('bulk edit: the confirmation names the field it clears; Cancel clears nothing', async ({ browser }) => {
  const { page, token } = await openAsAdmin(browser);
  const ids: number[] = [];
  for (const [title, priority] of [['Spring', 2], ['Summer', 4], ['Autumn', 5]] as const) {
    const created = await page.request.post('/api/campaign', { headers: { Token: token }, data: { title, status: 'draft', priority } });
    const body = (await created.json()) as { code: string; data: { id: number } };
    expect(body.code).toBe('00000');
    ids.push(body.data.id);
  }
  const bulkRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/_bulk')) bulkRequests.push(request.method());
  });

  await page.goto('/marketing/campaign');
  const table = page.getByRole('table', { name: 'Campaigns' });
  for (const title of ['Spring', 'Summer', 'Autumn']) {
    await table.getByRole('row', { name: new RegExp(title) }).getByRole('checkbox').check({ timeout: 20_000 });
  }
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit 3 selected rows' });
  const apply = dialog.getByRole('button', { name: 'Apply to 3 rows' });
  await expect(apply).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Change Priority' }).check();
  await expect(dialog.getByText(/hold different values/)).toBeVisible();
  await screenshot(page, 'safe-edits-bulk-edit');
  await apply.click();

  const confirm = page.getByRole('dialog', { name: 'Apply these changes?' });
  await expect(confirm.getByRole('listitem')).toHaveText(['Priority will be cleared on 3 rows']);
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await screenshot(page, 'safe-edits-bulk-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();

  expect(bulkRequests).toEqual([]);
  for (const [index, id] of ids.entries()) {
    const stored = (await (await page.request.get(`/api/campaign/${id}`, { headers: { Token: token } })).json()) as { data: { priority: number } };
    expect(stored.data.priority).toBe([2, 4, 5][index]);
  }
  await page.context().close();
});

test('Escape on a changed form asks before discarding; the tabs keep the dialog height', async ({ browser }) => {
  const { page } = await openAsAdmin(browser);
  await page.goto('/marketing/campaign');
  const openNew = page.getByRole('button', { name: /^New/ }).first();
  const dialog = page.getByRole('dialog', { name: /New/ });
  const title = dialog.getByRole('textbox', { name: /^Title/ });

  // Untouched, every input of the file in place (colour, time, tags, rating, markdown, code): Escape closes at once.
  await openNew.click({ timeout: 20_000 });
  await expect(title).toBeVisible({ timeout: 20_000 });
  for (const tab of await dialog.getByRole('tab').all()) await tab.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard your changes?' })).toHaveCount(0);

  await openNew.click();
  await expect(title).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('label').filter({ hasText: /^Title\W*\*$/ })).toBeVisible();

  // Tabbing through shows no error; every tab keeps one height.
  await title.focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('This field is required')).toHaveCount(0);
  const heights: number[] = [];
  for (const tab of await dialog.getByRole('tab').all()) {
    await tab.click();
    heights.push(Math.round((await dialog.boundingBox())?.height ?? 0));
  }
  expect(new Set(heights).size).toBe(1);
  await dialog.getByRole('tab').first().click();

  await title.fill('Half a campaign');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await screenshot(page, 'safe-edits-discard');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(title).toHaveValue('Half a campaign');

  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.context().close();
});
