/**
 * Actions the server runs, from the list: a row's "Start" (shown only on drafts) and "Finish" on
 * the selected rows. The list shows the new status after each run; a refusal (a record its
 * condition does not match) is said and changes nothing.
 */
import type { Page } from '@playwright/test';
import { test, expect, accounts, screenshot } from './support';
import { ownServerForTests } from './helpers/ownServer';

const CAMPAIGN = {
  name: 'campaign',
  label: 'Campaigns',
  roles: ['admin', 'editor'],
  route: { parent: '/marketing', path: 'campaigns', name: 'Campaigns', group: { title: 'Marketing', icon: 'sms', roles: ['admin', 'editor'] } },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', label: 'Title', type: 'text', required: true },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      defaultValue: 'draft',
      choices: [
        { id: 'draft', name: 'Draft' },
        { id: 'running', name: 'Running', color: 'success' },
        { id: 'done', name: 'Done', color: 'info' },
      ],
    },
  ],
  actions: [
    { name: 'start', label: 'Start', placement: 'row', visibleWhen: { field: 'status', equals: 'draft' }, success: 'Started', effect: { kind: 'update', set: { status: 'running' } } },
    { name: 'finish', label: 'Finish', placement: 'bulk', confirm: 'Finish the selected campaigns?', visibleWhen: { field: 'status', equals: 'running' }, effect: { kind: 'update', set: { status: 'done' } } },
  ],
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests({ 'campaign.json': CAMPAIGN });

async function signedIn(page: Page): Promise<string> {
  const { username, password } = accounts.editor;
  const response = await page.request.post(`${server.origin}/api/user/login`, { data: { userName: username, password } });
  const token = ((await response.json()) as { data: string }).data;
  await page.context().addCookies([{ name: 'Admin-Token', value: token, url: server.origin }]);
  for (const title of ['Spring', 'Summer', 'Autumn']) {
    const created = await page.request.post(`${server.origin}/api/campaign`, { headers: { Token: token }, data: { title } });
    expect(((await created.json()) as { code: string }).code).toBe('00000');
  }
  return token;
}

test('runs a row action and a bulk action on the server, and the list shows what it did', async ({ page }) => {
  await signedIn(page);
  await page.goto(`${server.origin}/marketing/campaigns`);
  const table = page.getByRole('table', { name: 'Campaigns' });
  const row = (title: string) => table.getByRole('row', { name: new RegExp(title) });
  await expect(row('Spring')).toBeVisible({ timeout: 20_000 });

  await row('Spring').getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Started')).toBeVisible();
  await expect(row('Spring').getByText('Running')).toBeVisible();
  // Its condition no longer holds: the button is gone from that row only.
  await expect(row('Spring').getByRole('button', { name: 'Start' })).toHaveCount(0);
  await row('Summer').getByRole('button', { name: 'Start' }).click();
  await expect(row('Summer').getByText('Running')).toBeVisible();

  // Autumn is still a draft: the server refuses the whole batch, naming it, and nothing changes.
  for (const title of ['Spring', 'Summer', 'Autumn']) await row(title).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/does not apply to this record/)).toBeVisible();
  await expect(row('Spring').getByText('Running')).toBeVisible();

  await row('Autumn').getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row('Spring').getByText('Done')).toBeVisible();
  await expect(row('Summer').getByText('Done')).toBeVisible();
  await expect(row('Autumn').getByText('Draft')).toBeVisible();
  await screenshot(page, 'server-actions');
});
