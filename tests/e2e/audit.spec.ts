/**
 * The audit log in the browser: edit a record of a resource file of its own, see the change in
 * the record's History tab (who, action, field before -> after), then in the admin's Audit log
 * page filtered by that resource. Screenshots of both.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { installResourceFiles, signedInOn, startOwnServer, type OwnServer } from './helpers/ownServer';

const ledgerNote = {
  name: 'ledgerNote',
  roles: ['admin'],
  route: { parent: '/books', path: 'ledger-notes', name: 'LedgerNotes', group: { title: 'Books', icon: 'folder', roles: ['admin'] } },
  label: 'Ledger notes',
  show: true,
  fields: [
    { source: 'title', label: 'Title', type: 'text', required: true },
    { source: 'amount', label: 'Amount', type: 'number' },
  ],
};

let server: OwnServer;
let token = '';

async function openAs(browser: Browser): Promise<Page> {
  const signedIn = await signedInOn(server, browser, 'admin');
  token = signedIn.token;
  return signedIn.page;
}

function installResource() {
  installResourceFiles(server.root, { 'ledgerNote.json': ledgerNote });
}

test.describe('history and audit log', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);
  test.beforeAll(async () => {
    server = await startOwnServer();
    installResource();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('an edit shows in the History tab and in the Audit log filtered by resource', async ({ browser }) => {
    const page = await openAs(browser);
    const created = await page.request.post('/api/ledgerNote', { data: { title: 'Rent', amount: 100 }, headers: { Token: token } });
    expect(((await created.json()) as { code: string }).code).toBe('00000');

    await page.goto('/books/ledger-notes');
    const row = page.getByRole('table', { name: 'Ledger notes' }).getByRole('row').filter({ hasText: 'Rent' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ledger notes' });
    await edit.getByLabel('Amount').fill('125');
    await edit.getByRole('button', { name: 'Confirm' }).click();
    await expect(edit).toBeHidden();

    await row.getByRole('button', { name: 'Show' }).click();
    const drawer = page.getByRole('dialog', { name: 'Ledger notes details' });
    await drawer.getByRole('tab', { name: 'History' }).click();
    const entries = drawer.getByRole('list', { name: 'History' }).getByRole('listitem').filter({ has: page.locator('time') });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText('Updated');
    await expect(entries.first()).toContainText('admin');
    await expect(entries.first()).toContainText('Amount: 100 → 125');
    await expect(entries.nth(1)).toContainText('Created');
    mkdirSync('screenshots', { recursive: true });
    await screenshot(page, 'audit-history-tab');
    await page.keyboard.press('Escape');

    await page.goto('/developer/audit-log');
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Resource' }).click();
    await page.getByRole('option', { name: 'Ledger notes' }).click();
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(log.getByRole('row').filter({ hasText: 'Signed in' })).toHaveCount(0);
    const updated = log.getByRole('row').filter({ hasText: 'Updated' });
    await expect(updated).toHaveCount(1);
    await expect(updated).toContainText('Amount: 100 → 125');
    await expect(log.getByRole('row').filter({ hasText: 'Created' })).toHaveCount(1);
    await screenshot(page, 'audit-log-page');
  });
});
