/**
 * Bulk edit and import end to end, on a deployment of its own holding a resource file with
 * `bulkEdit` and `import: {key}`: a bulk edit refused as a whole when one row breaks a rule, then
 * applied; a CSV with one bad row refused as a whole with its row and field named, imported once
 * fixed; an upsert by key. The screenshots of both dialogs show fixed answers shaped by the
 * contract (src/kernel/http/batch.ts), so the pictures do not change with the server's data.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, screenshot } from './support';
import { ownServerForTests, signedInOn } from './helpers/ownServer';

const RESOURCE = 'crmContact';
const crmContact = {
  name: RESOURCE,
  roles: ['admin'],
  route: { parent: '/lab', path: 'contacts', name: 'CrmContacts', group: { title: 'Lab', icon: 'folder', roles: ['admin'] } },
  label: 'Contacts',
  sort: { field: 'id', order: 'ASC' },
  recordRepresentation: 'name',
  bulkEdit: true,
  import: { formats: ['csv', 'xlsx'], key: 'email' },
  fields: [
    { source: 'name', label: 'Name', type: 'text', required: true },
    { source: 'email', label: 'E-mail', type: 'email', required: true, unique: true },
    { source: 'level', label: 'Level', type: 'select', choices: [{ id: 'bronze', name: 'Bronze' }, { id: 'gold', name: 'Gold' }] },
    { source: 'note', label: 'Note', type: 'text', requiredWhen: { field: 'level', equals: 'gold' } },
  ],
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

const server = ownServerForTests({ [`${RESOURCE}.json`]: crmContact });

async function openContacts(browser: Browser): Promise<Page> {
  const { page } = await signedInOn(server, browser, 'admin');
  await page.goto('/lab/contacts');
  // The first visit compiles the console: generous under CI load.
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** Records through the conventional API (the page's own create is tested elsewhere). */
async function seed(page: Page, records: Array<Record<string, unknown>>) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
  for (const record of records) {
    const response = await page.request.post(`/api/${RESOURCE}`, { data: record, headers: { Token: token } });
    expect(((await response.json()) as { code: string }).code).toBe('00000');
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('row').filter({ hasText: String(records.at(-1)?.name) })).toBeVisible();
}

async function selectRows(page: Page, names: string[]) {
  const table = page.getByRole('table', { name: 'Contacts' });
  for (const name of names) await table.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
}

async function chooseFile(page: Page, name: string, csv: string) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Contacts' });
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByText(new RegExp(`^${name}: \\d+ rows?$`))).toBeVisible();
  return dialog;
}

/** The bulk edit's confirmation lists `changes`; its Apply sends them. */
async function confirmChanges(page: Page, changes: readonly string[]): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Apply these changes?' });
  await expect(confirm.getByRole('listitem')).toHaveText([...changes]);
  await confirm.getByRole('button', { name: /^Apply to/ }).click();
  await expect(confirm).toBeHidden();
}

test.describe('against the server', () => {
  test('bulk edit is all or nothing: one row breaking a rule refuses the change, then it applies to every row', async ({ browser }) => {
    const page = await openContacts(browser);
    await seed(page, [
      { name: 'Ann', email: 'ann@example.com', level: 'bronze', note: 'VIP' },
      { name: 'Ben', email: 'ben@example.com', level: 'bronze' },
    ]);
    await selectRows(page, ['Ann', 'Ben']);
    await page.getByRole('button', { name: 'Edit selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit 2 selected rows' });
    await dialog.getByRole('checkbox', { name: 'Change Level' }).check();
    await dialog.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Gold', exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply to 2 rows' }).click();
    await confirmChanges(page, ['Level will be set to “Gold” on 2 rows']);

    // Ben has no note, which gold requires: nothing changes, Ben is named, the value stays.
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Nothing was changed: 1 row was refused.');
    await expect(refusal).toContainText('Ben');
    await expect(refusal).toContainText('Note');
    await expect(dialog.getByRole('combobox', { name: 'Level' })).toHaveText('Gold');
    // The open dialog hides the page from the accessibility tree: ask the server that Ann is unchanged.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
    const stored = (await (await page.request.get(`/api/${RESOURCE}`, { headers: { Token: token } })).json()) as { data: Array<{ name: string; level: string }> };
    expect(stored.data.filter((row) => ['Ann', 'Ben'].includes(row.name)).map((row) => row.level)).toEqual(['bronze', 'bronze']);
    const table = page.getByRole('table', { name: 'Contacts' });

    // Setting the note on both rows too: every row changes.
    await dialog.getByRole('checkbox', { name: 'Change Note' }).check();
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Key account');
    await dialog.getByRole('button', { name: 'Apply to 2 rows' }).click();
    await confirmChanges(page, ['Level will be set to “Gold” on 2 rows', 'Note will be set to “Key account” on 2 rows']);
    await expect(page.getByText('2 records updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Ben' })).toContainText('Gold');
    await expect(table.getByRole('row').filter({ hasText: 'Ann' })).toContainText('Key account');
    await page.context().close();
  });

  test('a CSV with one bad row is refused as a whole, row and field named; fixed, it imports; then an upsert by key', async ({ browser }) => {
    const page = await openContacts(browser);
    const table = page.getByRole('table', { name: 'Contacts' });
    const bad = 'Name,E-mail,Level\nCora,cora@example.com,bronze\nDave,not-an-address,bronze\nEve,eve@example.com,bronze\n';
    let dialog = await chooseFile(page, 'people.csv', bad);
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    await expect(dialog.getByRole('status')).toContainText('2 valid, 1 refused');
    // The bad cell is marked, with the server's message.
    await expect(dialog.getByRole('cell', { name: /not-an-address Refused:/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Import all' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('Nothing was imported: 1 row was refused.');
    await expect(refusal).toContainText('Row 3');
    await expect(refusal).toContainText('E-mail');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Cora' })).toHaveCount(0);

    // The file fixed: all three rows are created in one go.
    dialog = await chooseFile(page, 'people.csv', bad.replace('not-an-address', 'dave@example.com'));
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    await expect(dialog.getByRole('status')).toContainText('3 valid, 0 refused · 3 to create, 0 to update');
    await dialog.getByRole('button', { name: 'Import all' }).click();
    await expect(dialog.getByText('Import finished')).toBeVisible();
    await expect(dialog.getByText('Created: 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'dave@example.com' })).toBeVisible();

    // By key (e-mail): Cora's row updates her record, Finn's creates one.
    dialog = await chooseFile(page, 'update.csv', 'E-mail,Name\ncora@example.com,Cora Lee\nfinn@example.com,Finn\n');
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    await expect(dialog.getByRole('status')).toContainText('1 to create, 1 to update');
    await dialog.getByRole('button', { name: 'Import all' }).click();
    await expect(dialog.getByText('Updated: 1')).toBeVisible();
    await expect(dialog.getByText('Created: 1')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'cora@example.com' })).toContainText('Cora Lee');
    await expect(table.getByRole('row').filter({ hasText: 'Cora' })).toHaveCount(1);
    await page.context().close();
  });
});

test('screenshots of both dialogs, with answers shaped by the contract', async ({ browser }) => {
  const page = await openContacts(browser);
  // Hal's id, once seeded: the refusal names the row by its record.
  let halId = 0;
  await page.route(`**/api/${RESOURCE}/_bulk`, (route) =>
    route.fulfill({
      json: { code: '40001', message: 'Some rows are refused', data: { updated: [], refused: [{ row: halId, message: 'The record is refused', fields: { note: 'Required when the level is Gold' } }] } },
    }),
  );
  await page.route(`**/api/${RESOURCE}/_import`, (route) =>
    route.fulfill({
      json: {
        code: '00000',
        message: 'success',
        data: { dryRun: true, created: 0, updated: 0, rows: [{ row: 0, action: 'update' }, { row: 2, action: 'create' }], refused: [{ row: 1, message: 'The row is refused', fields: { email: 'Not an e-mail address' } }] },
      },
    }),
  );
  await seed(page, [
    { name: 'Gia', email: 'gia@example.com', level: 'bronze', note: 'VIP' },
    { name: 'Hal', email: 'hal@example.com', level: 'bronze' },
  ]);
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value ?? '';
  const stored = (await (await page.request.get(`/api/${RESOURCE}`, { headers: { Token: token } })).json()) as { data: Array<{ id: number; name: string }> };
  halId = stored.data.find((row) => row.name === 'Hal')?.id ?? 0;
  await selectRows(page, ['Gia', 'Hal']);
  await page.getByRole('button', { name: 'Edit selected' }).click();
  const bulk = page.getByRole('dialog', { name: 'Edit 2 selected rows' });
  await bulk.getByRole('checkbox', { name: 'Change Level' }).check();
  await bulk.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Gold', exact: true }).click();
  await bulk.getByRole('button', { name: 'Apply to 2 rows' }).click();
  await confirmChanges(page, ['Level will be set to “Gold” on 2 rows']);
  await expect(bulk.getByRole('alert')).toContainText('Hal: The record is refused');
  await screenshot(page, 'bulk-edit-refused');
  await bulk.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulk).toBeHidden();
  // The bulk bar covers the toolbar while rows are selected.
  await page.getByRole('button', { name: 'Unselect' }).click();

  const dialog = await chooseFile(page, 'people.csv', 'Name,e-mail,Whatever\nGia,gia@example.com,x\nIvy,ivy-at-example,y\nJon,jon@example.com,z\n');
  await expect(dialog.getByRole('combobox', { name: 'Field for column e-mail' })).toHaveValue('email');
  await expect(dialog.getByRole('combobox', { name: 'Field for column Whatever' })).toHaveValue('');
  await screenshot(page, 'import-mapping');
  await dialog.getByRole('button', { name: 'Check the rows' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 valid, 1 refused · 1 to create, 1 to update');
  await expect(dialog.getByRole('cell', { name: /ivy-at-example Refused: Not an e-mail address/ })).toBeVisible();
  await screenshot(page, 'import-preview');
  await page.context().close();
});
