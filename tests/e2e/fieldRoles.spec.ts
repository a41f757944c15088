/**
 * A resource file with restricted fields, dropped into a running deployment. The editor
 * sees neither the column nor the value of a field only admins may view (not in the page, not in
 * any answer the browser receives), and cannot change a field only admins may edit; the admin
 * sees and changes both.
 */
import type { Browser } from '@playwright/test';
import { test, expect, type Account, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

const SECRET = 'TOP-SECRET-4711';

const CAMPAIGN = {
  name: 'campaign',
  label: 'Campaigns',
  roles: ['admin', 'editor'],
  icon: 'sms',
  route: { parent: '/marketing', path: 'campaigns', name: 'Campaigns', group: { title: 'Marketing', icon: 'sms', roles: ['admin', 'editor'] } },
  show: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'budget', label: 'Budget', type: 'number', roles: { edit: ['admin'] } },
    { source: 'secretNote', label: 'Secret note', type: 'text', roles: { view: ['admin'], edit: ['admin'] } },
  ],
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const server = ownServerForTests({ 'campaign.json': CAMPAIGN });

/** A signed-in page, and its token for direct API calls. */
const openAs = (browser: Browser, account: Account) => signedInOn(server, browser, account);

test('an editor sees neither the column nor the value of a field only admins may view, and cannot change an admin-only field', async ({ browser }) => {
  const admin = await openAs(browser, 'admin');
  const created = await admin.page.request.post('/api/campaign', {
    headers: { Token: admin.token },
    data: { title: 'Spring launch', budget: 5000, secretNote: SECRET },
  });
  expect(((await created.json()) as { code: string }).code).toBe('00000');

  // The admin's page shows the column and the value: what the editor must not get exists.
  await admin.page.goto('/marketing/campaigns');
  const adminTable = admin.page.getByRole('table', { name: 'Campaigns' });
  await expect(adminTable.getByRole('columnheader', { name: 'Secret note' })).toBeVisible({ timeout: 20_000 });
  await expect(adminTable.getByText(SECRET)).toBeVisible();
  await admin.page.context().close();

  const editor = await openAs(browser, 'editor');
  const received: Array<Promise<string>> = [];
  editor.page.on('response', (answer) => {
    const { pathname } = new URL(answer.url());
    // The live list's event stream never ends; what it sends an editor is the security suite's (eventStream.test.ts).
    if (pathname.startsWith('/api/campaign') && !pathname.endsWith('/_events')) received.push(answer.text().catch(() => ''));
  });
  await editor.page.goto('/marketing/campaigns');
  const table = editor.page.getByRole('table', { name: 'Campaigns' });
  await expect(table.getByText('Spring launch')).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader', { name: 'Budget' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Secret note' })).toHaveCount(0);
  await expect(editor.page.getByText(SECRET)).toHaveCount(0);

  // The detail drawer and the edit dialog hold no such field; the budget is shown read-only.
  await table.getByRole('row', { name: /Spring launch/ }).getByRole('button', { name: 'Show' }).click();
  const drawer = editor.page.getByRole('dialog');
  await expect(drawer.getByText('Spring launch')).toBeVisible();
  await expect(drawer.getByText('Secret note')).toHaveCount(0);
  await expect(drawer.getByText(SECRET)).toHaveCount(0);
  await editor.page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await table.getByRole('row', { name: /Spring launch/ }).getByRole('button', { name: 'Edit' }).click();
  const dialog = editor.page.getByRole('dialog', { name: /Edit/ });
  await expect(dialog.getByLabel('Title')).toBeEditable();
  await expect(dialog.getByLabel('Budget')).not.toBeEditable();
  await expect(dialog.getByLabel('Secret note')).toHaveCount(0);
  await dialog.getByLabel('Title').fill('Spring launch 2');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText('Spring launch 2')).toBeVisible();

  // Not in any answer the browser received either.
  const texts = await Promise.all(received);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('secretNote');
  }

  // Sent directly with the editor's token: the server refuses both restricted fields.
  for (const data of [{ budget: 1 }, { secretNote: 'mine now' }]) {
    const answer = await editor.page.request.put('/api/campaign/1', { headers: { Token: editor.token }, data });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('40300');
  }
  await screenshot(editor.page, 'field-roles-editor');
  await editor.page.context().close();
});
