/**
 * Nothing typed is lost and forms speak when they should: closing a changed form (Escape, Cancel)
 * asks first, an unchanged one closes at once; required inputs carry a mark; tabbing through an
 * empty form shows no error, a changed field or a submit does.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResourceDialog, type DialogMode } from '../../../../src/crud/ResourceDialog';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import type { AnyRecord, FormLayout, ResourceSchema } from '../../../../src/kernel/types';

vi.setConfig({ testTimeout: 30_000 });

const kit = (form?: FormLayout): ResourceSchema => ({
  name: 'kit',
  label: 'Kit',
  endpoints: { list: { method: 'GET', path: '/kit' } },
  list: { kind: 'client' },
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    { source: 'name', label: 'Name', type: 'text', required: true, minLength: 3 },
    { source: 'price', label: 'Price', type: 'number', max: 100 },
    { source: 'memo', label: 'Memo', type: 'text' },
  ],
  form,
});

function renderDialog(schema: ResourceSchema, mode: DialogMode = 'new', record?: AnyRecord) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const create = vi.fn(async (_: string, params: { data: AnyRecord }) => ({ data: { ...params.data, id: 7 } }));
  const update = vi.fn(async (_: string, params: { data: AnyRecord }) => ({ data: params.data }));
  const dataProvider = { create, update } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <ResourceDialog schema={schema} mode={mode} record={record} onClose={onClose} onSaved={onSaved} />
    </AdminContext>,
  );
  return { onClose, onSaved, create, update, user: userEvent.setup() };
}

async function openDialog(title = 'New Kit') {
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 10_000 });
  await within(dialog).findByRole('button', { name: 'Cancel' }, { timeout: 10_000 });
  return dialog;
}

const textbox = (scope: HTMLElement, label: RegExp) => within(scope).getByRole('textbox', { name: label });
const helperOf = (element: HTMLElement) => element.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
const askQuestion = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });

describe('discard prompt', () => {
  it('Escape on an unchanged form closes at once', async () => {
    const { onClose, user } = renderDialog(kit());
    await openDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(askQuestion()).toBeNull();
  });

  it('Cancel on an unchanged edit form closes at once', async () => {
    const { onClose, user } = renderDialog(kit(), 'edit', { id: 1, name: 'Alpha', price: 5 });
    const dialog = await openDialog('Edit Kit');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Escape on a changed form asks; Keep editing keeps every value, Discard closes', async () => {
    const { onClose, create, user } = renderDialog(kit());
    const dialog = await openDialog();
    await user.type(textbox(dialog, /^Memo/), 'half a thought');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(askQuestion()).toBeNull());
    expect(textbox(dialog, /^Memo/)).toHaveValue('half a thought');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
  });

  it('Cancel on a changed edit form asks too', async () => {
    const { onClose, update, user } = renderDialog(kit(), 'edit', { id: 1, name: 'Alpha', price: 5 });
    const dialog = await openDialog('Edit Kit');
    await user.type(textbox(dialog, /^Name/), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('a value typed and taken back leaves nothing to discard', async () => {
    const { onClose, user } = renderDialog(kit(), 'edit', { id: 1, name: 'Alpha', price: 5 });
    const dialog = await openDialog('Edit Kit');
    await user.type(textbox(dialog, /^Name/), 'X');
    await user.type(textbox(dialog, /^Name/), '{Backspace}');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('required marks and when errors show', () => {
  it('a required input has an asterisk in its label; the others none', async () => {
    renderDialog(kit());
    const dialog = await openDialog();
    expect(within(dialog).getByText('Name').closest('label')).toHaveTextContent(/^Name\s*\*$/);
    expect(within(dialog).getByText('Memo').closest('label')).toHaveTextContent(/^Memo$/);
  });

  it('tabbing through an empty form shows no error; a changed field or a submit does', async () => {
    const { user, create } = renderDialog(kit());
    const dialog = await openDialog();
    const name = textbox(dialog, /^Name/);
    name.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(helperOf(name)).not.toMatch(/required/);

    // Changed, then left: the error shows.
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));

    fireEvent.change(name, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(helperOf(name)).toMatch(/required/));
    expect(create).not.toHaveBeenCalled();
  });
});
