/**
 * The import dialog against contract-shaped answers: auto-matched mapping the user changes, the dry
 * run's refused cells marked, an all-or-nothing refusal naming rows and fields, then valid rows only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../../src/config';
import { answers, contactsFile, ok, refusal, renderContacts, resetExchange, sent, server } from './contactsConsole';

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetExchange();
});
afterAll(() => server.close());

const csv = 'NAME,e-mail,Level,Whatever\nAlice,alice@x.io,gold,A-1\nDan,not-an-email,bronze,D-4\n';
const badRow = { row: 1, message: 'The row is refused', fields: { email: 'Not an e-mail address' } };

async function openWithFile(user: ReturnType<typeof userEvent.setup>, text = csv) {
  await renderContacts();
  await screen.findByRole('table', { name: 'Contacts' }, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Contacts' }, { timeout: 15_000 });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.csv,.xlsx');
  await user.upload(input, new File([text], 'contacts.csv', { type: 'text/csv' }));
  return dialog;
}

describe('import', () => {
  it('maps columns by label or source, marks refused cells of the dry run, refuses all or nothing, then imports the valid rows', async () => {
    const user = userEvent.setup();
    const dialog = await openWithFile(user);

    // Auto-matched: by source (NAME), by label in the language shown (e-mail), 'Do not import' else.
    const fieldFor = (column: string) => within(dialog).getByRole('combobox', { name: `Field for column ${column}` }) as HTMLSelectElement;
    expect(await within(dialog).findByText('contacts.csv: 2 rows', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(fieldFor('NAME').value).toBe('name');
    expect(fieldFor('e-mail').value).toBe('email');
    expect(fieldFor('Level').value).toBe('level');
    expect(fieldFor('Whatever').value).toBe('');
    // The fields a row may set: not the id (create false) nor the secret (roles.edit).
    expect(within(fieldFor('Whatever')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Do not import', 'Name', 'E-mail', 'Level', 'Code']);
    await user.selectOptions(fieldFor('Whatever'), 'Code');
    await user.selectOptions(fieldFor('Level'), 'Do not import');

    answers.imports.push(ok({ dryRun: true, created: 0, updated: 0, rows: [{ row: 0, action: 'update' }], refused: [badRow] }));
    await user.click(within(dialog).getByRole('button', { name: 'Check the rows' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 valid, 1 refused · 0 to create, 1 to update');
    expect(sent.imports[0]).toEqual({
      rows: [
        { name: 'Alice', email: 'alice@x.io', code: 'A-1' },
        { name: 'Dan', email: 'not-an-email', code: 'D-4' },
      ],
      dryRun: true,
      mode: 'valid',
    });
    const preview = within(dialog).getByRole('table', { name: 'First 2 of 2 rows' });
    const refusedCell = within(preview).getByText('not-an-email').closest('td') as HTMLElement;
    expect(refusedCell).toHaveAttribute('data-refused', 'true');
    expect(refusedCell).toHaveTextContent('Refused: Not an e-mail address');
    const fine = within(preview).getByText('alice@x.io').closest('td') as HTMLElement;
    expect(fine).not.toHaveAttribute('data-refused');
    expect(within(preview).queryByText('gold')).not.toBeInTheDocument();

    // All or nothing: the server refuses, nothing is written, the row (as in the file) and field are named.
    answers.imports.push(refusal({ dryRun: false, created: 0, updated: 0, rows: [{ row: 0, action: 'update' }], refused: [badRow] }));
    await user.click(within(dialog).getByRole('button', { name: 'Import all' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: 1 row was refused. Fix it and import again.');
    expect(within(alert).getByText('Row 3: The row is refused')).toBeInTheDocument();
    expect(within(alert).getByText('E-mail: Not an e-mail address')).toBeInTheDocument();
    expect(sent.imports[1]).toMatchObject({ mode: 'all' });
    expect(sent.imports[1]).not.toHaveProperty('dryRun');

    answers.imports.push(ok({ dryRun: false, created: 0, updated: 1, rows: [{ row: 0, action: 'update', id: 1 }], refused: [badRow] }));
    const listsBefore = sent.lists;
    await user.click(within(dialog).getByRole('button', { name: 'Import valid rows only' }));
    expect(await within(dialog).findByText('Import finished')).toBeInTheDocument();
    expect(within(dialog).getByText('Updated: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Created: 0')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Refused: 1').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Row 3: The row is refused')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Download the report (CSV)' })).toBeInTheDocument();
    expect(sent.imports[2]).toMatchObject({ mode: 'valid' });
    await waitFor(() => expect(sent.lists).toBeGreaterThan(listsBefore));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import Contacts' })).not.toBeInTheDocument());
  }, 40_000);

  it('offers no import when no row is valid', async () => {
    const user = userEvent.setup();
    const dialog = await openWithFile(user);
    expect(await within(dialog).findByText('contacts.csv: 2 rows', {}, { timeout: 10_000 })).toBeInTheDocument();
    answers.imports.push(ok({ dryRun: true, created: 0, updated: 0, rows: [], refused: [badRow, { ...badRow, row: 0 }] }));
    await user.click(within(dialog).getByRole('button', { name: 'Check the rows' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('0 valid, 2 refused');
    expect(within(dialog).getByRole('button', { name: 'Import all' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Import valid rows only' })).toBeDisabled();
    expect(sent.imports).toHaveLength(1);
  }, 30_000);

  it('refuses a file of a format not accepted, with a clear message, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderContacts();
    await screen.findByRole('table', { name: 'Contacts' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Contacts' }, { timeout: 15_000 });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, new File(['x'], 'contacts.txt'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This file type is not accepted. Choose a .csv, .xlsx file.');
    expect(sent.imports).toHaveLength(0);
  }, 20_000);

  it("skips an export's label row, sends a choice given by its label as its id, and names a required field no column fills", async () => {
    const user = userEvent.setup();
    // An export: sources, then labels; no column for the required name.
    const dialog = await openWithFile(user, 'email,level\nE-mail,Level\nbob@x.io,Gold\n');
    expect(await within(dialog).findByText('contacts.csv: 1 row', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The import has a key: rows naming a record update it, so the check may still run.
    expect(within(dialog).getByText('No column fills Name: rows that create a record need it.')).toBeInTheDocument();
    answers.imports.push(ok({ dryRun: true, created: 0, updated: 1, rows: [{ row: 0, action: 'update' }], refused: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Check the rows' }));
    await waitFor(() => expect(sent.imports).toHaveLength(1));
    expect(sent.imports[0].rows).toEqual([{ email: 'bob@x.io', level: 'gold' }]);
  }, 30_000);

  it('without an import key, a required field no column fills is named and nothing is sent', async () => {
    server.use(http.get('*/resources/contacts.json', () => HttpResponse.json({ ...contactsFile, import: true })));
    const user = userEvent.setup();
    const dialog = await openWithFile(user, 'E-mail\nbob@x.io\n');
    expect(await within(dialog).findByText('No column fills Name: a new record needs it. Map a column to it, or add one to the file.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check the rows' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field for column E-mail' }), 'Name');
    expect(within(dialog).queryByText(/No column fills/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Check the rows' })).toBeEnabled();
    expect(sent.imports).toHaveLength(0);
  }, 30_000);
});
