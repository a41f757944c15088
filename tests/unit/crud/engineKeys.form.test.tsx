/**
 * The engine's form keys: create/edit (true/false/'readonly'), required, requiredOn,
 * requiredWhen, number and text rules, messages, validate, visibleWhen, disabledWhen, defaultValue,
 * reference.copy, datetime on the epoch wire, helperText/editHelperText/placeholder, field roles, the page
 * texts' defaults and afterSave. Validation is read from the messages the dialog shows.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyRecord } from '../../../src/kernel/types';
import { api, callsTo, epoch, findTable, gizmoLocal, renderEngine, rowOf, setupEngineApi } from './engineFixture';

setupEngineApi();

type User = ReturnType<typeof renderEngine>['user'];

async function openNew(user: User) {
  await findTable();
  await user.click(screen.getByRole('button', { name: 'New Gizmo' }));
  return screen.findByRole('dialog', { name: 'New Gizmo' });
}

async function openEdit(user: User, title: string) {
  const table = await findTable(title);
  await user.click(within(rowOf(table, title)).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Gizmo' });
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const queryInput = (dialog: HTMLElement, label: string) => within(dialog).queryByLabelText(new RegExp(`^${label}( \\*)?$`));

/** The helper/error text under an input. */
function helperOf(element: HTMLElement): string {
  const control = element.closest('.MuiFormControl-root');
  return control?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';
}

const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(input(dialog, label), { target: { value } });

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Cancel on a changed form, then 'Discard' in the question it asks. */
async function discard(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard' }));
}

const confirm = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
const lastBody = (method: string, path: string) => callsTo(method, path).at(-1)?.body as AnyRecord | undefined;

/** A new gizmo valid in every rule, as typed in the dialog. */
async function fillValid(dialog: HTMLElement) {
  type(dialog, 'Title of gizmo', 'Foxtrot');
  type(dialog, 'Serial code', 'FO-6');
  type(dialog, 'Secret', 'hunter22');
  await choose(dialog, 'Owner', 'Bob');
}

describe('page texts default from the label', () => {
  it("'New <label>', 'Edit <label>' and 'Delete this <label>?'", async () => {
    const { user } = renderEngine();
    const table = await findTable();
    expect(screen.getByRole('heading', { name: 'Gizmo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Gizmo' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'New Gizmo' })).getByRole('button', { name: 'Cancel' }));
    await user.click(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Edit' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Edit Gizmo' })).getByRole('button', { name: 'Cancel' }));
    await user.click(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Delete' }));
    const warning = await screen.findByRole('dialog', { name: 'Warning' });
    expect(warning).toHaveTextContent('Delete this Gizmo?');
    await user.click(within(warning).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo('DELETE', '/kt-gizmo/drop/1')).toHaveLength(1));
  });
});

describe('create and edit', () => {
  it("create: false / edit: false leave the form; edit: 'readonly' is read-only on edit but typed on new", async () => {
    const { user } = renderEngine();
    const created = await openNew(user);
    expect(queryInput(created, 'Id')).toBeNull(); // create: false
    expect(queryInput(created, 'Owner name')).toBeNull();
    expect(input(created, 'Serial code')).not.toHaveAttribute('readonly');
    await user.click(within(created).getByRole('button', { name: 'Cancel' }));

    const edited = await openEdit(user, 'Alpha');
    expect(queryInput(edited, 'Owner name')).toBeNull(); // edit: false
    expect(input(edited, 'Serial code')).toHaveValue('AL-1');
    expect(input(edited, 'Serial code')).toHaveAttribute('readonly');
    expect(input(edited, 'Title of gizmo')).not.toHaveAttribute('readonly');
  });

  it('defaultValue fills a new record; reference.copy puts the chosen record’s fields in the POSTed body', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    await fillValid(dialog);
    await confirm(user, dialog);
    await waitFor(() => expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(1));
    expect(lastBody('POST', '/kt-gizmo/new')).toMatchObject({
      title: 'Foxtrot', serialCode: 'FO-6', status: 0, ownerId: 2, ownerName: 'Bob', ownerCode: 'B-2',
    });
    expect(await screen.findByText('Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Saved Foxtrot')).toBeInTheDocument(); // messages.savedDetail
  });

  it("requiredOn: 'create' refuses an empty value on new and accepts it on edit", async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    await fillValid(dialog);
    type(dialog, 'Secret', '');
    await confirm(user, dialog);
    await waitFor(() => expect(helperOf(input(dialog, 'Secret'))).toBe('This field is required'));
    expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(0);
    await discard(user, dialog);

    const edited = await openEdit(user, 'Alpha');
    expect(input(edited, 'Secret')).toHaveValue('');
    await confirm(user, edited);
    await waitFor(() => expect(callsTo('PUT', '/kt-gizmo/change')).toHaveLength(1));
  });

  it('required, integer, min, max, maxLength and validate show their messages and block the save', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    await fillValid(dialog);
    type(dialog, 'Title of gizmo', '');
    type(dialog, 'Quota', '2.5');
    type(dialog, 'Price', '-1');
    await confirm(user, dialog);
    await waitFor(() => expect(helperOf(input(dialog, 'Title of gizmo'))).toBe('This field is required'));
    expect(helperOf(input(dialog, 'Quota'))).toBe('Must be a whole number');
    expect(helperOf(input(dialog, 'Price'))).toBe('Must be at least 0');
    type(dialog, 'Price', '1001');
    type(dialog, 'Title of gizmo', 'Forbidden');
    await waitFor(() => expect(helperOf(input(dialog, 'Price'))).toBe('Must be at most 1000'));
    expect(helperOf(input(dialog, 'Title of gizmo'))).toBe('That title is forbidden');
    type(dialog, 'Title of gizmo', 'x'.repeat(21));
    await waitFor(() => expect(helperOf(input(dialog, 'Title of gizmo'))).toBe('At most 20 characters'));
    expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(0);
  });

  it('helperText on new, editHelperText on edit; maxLength counts without a helper text; placeholder in the empty input', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    expect(input(dialog, 'Serial code')).toHaveAttribute('placeholder', 'AB-12');
    expect(input(dialog, 'Title of gizmo')).not.toHaveAttribute('placeholder');
    expect(helperOf(input(dialog, 'Title of gizmo'))).toBe('Shown in every list');
    expect(helperOf(input(dialog, 'Serial code'))).toBe('0 / 12');
    type(dialog, 'Serial code', 'AB-1');
    await waitFor(() => expect(helperOf(input(dialog, 'Serial code'))).toBe('4 / 12'));
    await discard(user, dialog);
    const edited = await openEdit(user, 'Alpha');
    expect(helperOf(input(edited, 'Title of gizmo'))).toBe('Renaming shows everywhere');
  });
});

/** The shared rule module (kernel/rules/rules.ts) in the form: the same rules the API runs. */
describe('rules of the shared rule module', () => {
  it('requiredWhen: required only while the condition holds', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    await fillValid(dialog);
    const reasonLabel = () => within(dialog).getByText('Block reason').closest('label');
    expect(reasonLabel()).toHaveTextContent(/^Block reason$/);
    await choose(dialog, 'Status', 'Blocked');
    // Marked required while its condition holds.
    await waitFor(() => expect(reasonLabel()).toHaveTextContent(/^Block reason\s*\*$/));
    await confirm(user, dialog);
    await waitFor(() => expect(helperOf(input(dialog, 'Block reason'))).toBe('This field is required'));
    await choose(dialog, 'Status', 'Active');
    await waitFor(() => expect(reasonLabel()).toHaveTextContent(/^Block reason$/));
    await confirm(user, dialog);
    await waitFor(() => expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(1));
  });

  it('minLength, pattern, email and url with the messages the schema gives', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    await fillValid(dialog);
    type(dialog, 'Title of gizmo', 'Fo');
    type(dialog, 'Serial code', 'fo6');
    type(dialog, 'Contact', 'not-an-email');
    type(dialog, 'Homepage', 'javascript:alert(1)');
    await confirm(user, dialog);
    await waitFor(() => expect(helperOf(input(dialog, 'Title of gizmo'))).toBe('Title needs 3 letters'));
    expect(helperOf(input(dialog, 'Serial code'))).toBe('Looks like AB-12');
    expect(helperOf(input(dialog, 'Contact'))).toBe('Contact must be an email');
    expect(helperOf(input(dialog, 'Homepage'))).toBe('Homepage must be a web address');
    expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(0);
  });

  it('unique: a value another loaded row holds is refused', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    await fillValid(dialog);
    type(dialog, 'Serial code', 'BR-2');
    await confirm(user, dialog);
    await waitFor(() => expect(helperOf(input(dialog, 'Serial code'))).toBe('This value is already taken'));
    expect(callsTo('POST', '/kt-gizmo/new')).toHaveLength(0);
  });
});

describe('conditions', () => {
  it('visibleWhen shows the input only while the record matches', async () => {
    const { user } = renderEngine();
    const dialog = await openNew(user);
    expect(queryInput(dialog, 'Block note')).toBeNull();
    await choose(dialog, 'Status', 'Blocked');
    expect(await within(dialog).findByLabelText('Block note')).toBeInTheDocument();
    await discard(user, dialog);
    expect(input(await openEdit(user, 'Bravo'), 'Block note')).toHaveValue('Call first');
  });

  it('disabledWhen disables the input for the matching record only, follows the form, and keeps a stored lock', async () => {
    const { user } = renderEngine();
    let dialog = await openEdit(user, 'Bravo'); // locked
    expect(input(dialog, 'Quota')).toBeDisabled();
    // Unlocking in the form does not open it: the stored record keeps it fixed, as the server does.
    await user.click(input(dialog, 'Locked'));
    await waitFor(() => expect(input(dialog, 'Locked')).not.toBeChecked());
    expect(input(dialog, 'Quota')).toBeDisabled();
    await discard(user, dialog);
    dialog = await openEdit(user, 'Alpha');
    expect(input(dialog, 'Quota')).toBeEnabled();
    await user.click(input(dialog, 'Locked'));
    await waitFor(() => expect(input(dialog, 'Quota')).toBeDisabled());
  });
});

describe('datetime on the epoch wire', () => {
  it('shows the epoch value in the picker and PUTs the typed time back as epoch milliseconds', async () => {
    const { user } = renderEngine();
    const dialog = await openEdit(user, 'Alpha');
    // The picker shows the console's one date format, and takes the sections typed one after the other.
    const starts = await within(dialog).findByRole('group', { name: 'Starts' });
    expect(starts).toHaveTextContent('2024-05-06 07:08:00');
    await user.click(within(starts).getAllByRole('spinbutton')[0]);
    await user.keyboard('20240601103000');
    await confirm(user, dialog);
    await waitFor(() => expect(callsTo('PUT', '/kt-gizmo/change')).toHaveLength(1));
    const body = lastBody('PUT', '/kt-gizmo/change');
    expect(body?.startAt).toBe(epoch(2024, 6, 1, 10, 30));
    expect(typeof body?.startAt).toBe('number');
  });
});

describe('field roles', () => {
  it('roles.view hides the column, filter and input; roles.edit makes the input read-only', async () => {
    const { user, unmount } = renderEngine({ roles: ['editor'] });
    let table = await findTable();
    expect(within(table).queryByRole('columnheader', { name: /Audit note/ })).toBeNull();
    let dialog = await openEdit(user, 'Alpha');
    expect(queryInput(dialog, 'Audit note')).toBeNull();
    expect(input(dialog, 'Discount rate')).toHaveAttribute('readonly'); // inputLabel
    unmount();

    const auditor = renderEngine({ roles: ['auditor'] });
    table = await findTable();
    expect(within(table).getByRole('columnheader', { name: /Audit note/ })).toBeInTheDocument();
    dialog = await openEdit(auditor.user, 'Alpha');
    expect(input(dialog, 'Audit note')).toHaveValue('audited-1');
    expect(input(dialog, 'Discount rate')).not.toHaveAttribute('readonly');
  });
});

describe('afterSave', () => {
  it("'refresh' (the default) reloads the list after a save", async () => {
    api.frozen = true; // the server keeps the old title: the reloaded row shows it
    const { user } = renderEngine();
    const dialog = await openEdit(user, 'Alpha');
    const loads = callsTo('GET', '/kt-gizmo/all').length;
    type(dialog, 'Title of gizmo', 'Alpha two');
    await confirm(user, dialog);
    await waitFor(() => expect(callsTo('GET', '/kt-gizmo/all').length).toBeGreaterThan(loads));
    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
    const table = await findTable('Alpha');
    expect(within(table).queryByText('Alpha two')).toBeNull();
  });

  it("'local' applies the saved record to the rows shown without reloading", async () => {
    api.frozen = true;
    const { user } = renderEngine({ schema: gizmoLocal });
    const table = await findTable('Alpha');
    await user.click(within(rowOf(table, 'Alpha')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gizmo' });
    const loads = callsTo('GET', '/kt-gizmo/all').length;
    type(dialog, 'Title', 'Alpha two');
    await confirm(user, dialog);
    expect(await within(table).findByText('Alpha two')).toBeInTheDocument();
    expect(callsTo('GET', '/kt-gizmo/all')).toHaveLength(loads);
  });
});
