/**
 * 'Edit selected' against contract-shaped answers: the fields offered, each starting from the rows'
 * shared value, a confirmation naming every change, one request, refusal kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setConfig } from '../../../../src/config';
import { answers, contacts, ok, refusal, renderContacts, resetExchange, sent, server } from './contactsConsole';

beforeAll(() => {
  setConfig({ apiBaseUrl: 'http://localhost/api' });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  resetExchange();
});
afterAll(() => server.close());

type User = ReturnType<typeof userEvent.setup>;

/** Renders the contacts, ticks the named rows and opens 'Edit selected': the dialog titled `title`. */
async function openBulkEdit(user: User, names: readonly string[], title: string): Promise<HTMLElement> {
  await renderContacts();
  const table = await screen.findByRole('table', { name: 'Contacts' }, { timeout: 15_000 });
  for (const name of names) {
    const row = (await within(table).findByText(name)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('checkbox'));
  }
  await user.click(await screen.findByRole('button', { name: 'Edit selected' }));
  return screen.findByRole('dialog', { name: title }, { timeout: 15_000 });
}

/** Ticks 'Change Level' and chooses Gold. */
async function setLevelGold(user: User, dialog: HTMLElement): Promise<void> {
  await user.click(within(dialog).getByRole('checkbox', { name: 'Change Level' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Level' }));
  await user.click(await screen.findByRole('option', { name: 'Gold' }));
}

/** Clicks Apply: the confirmation lists `changes`; its Apply sends. */
async function applyConfirmed(user: User, dialog: HTMLElement, changes: readonly string[]): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: /^Apply to/ }));
  const confirm = await screen.findByRole('dialog', { name: 'Apply these changes?' });
  expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual(changes);
  await user.click(within(confirm).getByRole('button', { name: /^Apply to/ }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply these changes?' })).not.toBeInTheDocument());
}

describe('bulk edit', () => {
  it('offers the editable fields, keeps the values and names each refused row, then updates in one request', async () => {
    const user = userEvent.setup();
    const dialog = await openBulkEdit(user, ['Alice', 'Bob'], 'Edit 2 selected rows');

    // The edit form's rules: no id (edit false), no read-only code, no secret (roles.edit: boss).
    const offered = within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Change Name', 'Change E-mail', 'Change Level']);

    // Nothing ticked: nothing to apply.
    expect(within(dialog).getByRole('button', { name: 'Apply to 2 rows' })).toBeDisabled();

    await setLevelGold(user, dialog);

    answers.bulk.push(refusal({ updated: [], refused: [{ row: 2, message: 'Gold needs a note', fields: { level: 'Not for this contact' } }] }));
    await applyConfirmed(user, dialog, ['Level will be set to “Gold” on 2 rows']);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was changed: 1 row was refused.');
    expect(within(alert).getByText('Bob: Gold needs a note')).toBeInTheDocument();
    expect(within(alert).getByText('Level: Not for this contact')).toBeInTheDocument();
    // The dialog stays with the value chosen.
    expect(screen.getByRole('dialog', { name: 'Edit 2 selected rows' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Gold');
    expect(sent.bulk).toEqual([{ ids: [1, 2], values: { level: 'gold' } }]);

    answers.bulk.push(ok({ updated: [1, 2], refused: [] }));
    const listsBefore = sent.lists;
    await applyConfirmed(user, dialog, ['Level will be set to “Gold” on 2 rows']);
    expect(await screen.findByText('2 records updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit 2 selected rows' })).not.toBeInTheDocument());
    expect(sent.bulk).toHaveLength(2);
    expect(sent.bulk[1]).toEqual({ ids: [1, 2], values: { level: 'gold' } });
    await waitFor(() => expect(sent.lists).toBeGreaterThan(listsBefore));
  }, 40_000);

  it('sends the version each row was read at; a row changed since is named and nothing is written', async () => {
    const versioned = [contacts[0], contacts[1]].map((contact, index) => Object.assign(contact, { _version: [3, 7][index] }));
    try {
      const user = userEvent.setup();
      const dialog = await openBulkEdit(user, ['Alice', 'Bob'], 'Edit 2 selected rows');
      await setLevelGold(user, dialog);
      answers.bulk.push(refusal({ updated: [], refused: [{ row: 2, message: 'Changed by editor at 2026-11-26T10:00:00.000Z: reload it and try again' }] }));
      await applyConfirmed(user, dialog, ['Level will be set to “Gold” on 2 rows']);
      const alert = await within(dialog).findByRole('alert');
      expect(within(alert).getByText('Bob: Changed by editor at 2026-11-26T10:00:00.000Z: reload it and try again')).toBeInTheDocument();
      expect(sent.bulk).toEqual([{ ids: [1, 2], values: { level: 'gold' }, versions: { '1': 3, '2': 7 } }]);
    } finally {
      for (const contact of versioned) delete (contact as Partial<typeof contact> & { _version?: number })._version;
    }
  }, 40_000);

  it('Cancel closes without a request', async () => {
    const user = userEvent.setup();
    const dialog = await openBulkEdit(user, ['Carol'], 'Edit 1 selected row');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit 1 selected row' })).not.toBeInTheDocument());
    expect(sent.bulk).toHaveLength(0);
  }, 20_000);

  it('a ticked field starts from the value the rows share; when they differ it starts empty and says so', async () => {
    const user = userEvent.setup();
    const dialog = await openBulkEdit(user, ['Alice', 'Bob'], 'Edit 2 selected rows');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Level' }));
    expect(within(dialog).getByRole('combobox', { name: 'Level' })).toHaveTextContent('Bronze');
    expect(within(dialog).queryByText(/hold different values/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change E-mail' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    expect(within(dialog).getByText(/hold different values/)).toBeInTheDocument();
    expect(sent.bulk).toHaveLength(0);
  }, 30_000);

  it('the confirmation says a value will be cleared, and its Cancel sends nothing and keeps the dialog', async () => {
    const user = userEvent.setup();
    const dialog = await openBulkEdit(user, ['Alice', 'Carol'], 'Edit 2 selected rows');
    const apply = within(dialog).getByRole('button', { name: 'Apply to 2 rows' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Change Level' }));
    expect(apply).toBeEnabled();
    await user.click(apply);
    const confirm = await screen.findByRole('dialog', { name: 'Apply these changes?' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Level will be cleared on 2 rows']);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Apply these changes?' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Edit 2 selected rows' })).toBeInTheDocument();
    expect(sent.bulk).toHaveLength(0);
  }, 30_000);
});
