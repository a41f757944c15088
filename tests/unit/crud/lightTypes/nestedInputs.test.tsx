/**
 * object and array inputs: sub-fields under 'address.city' / 'steps.1.delay', their conditions and
 * rules reading their own group or row, rows added, removed and reordered (keyboard and drag),
 * minItems/maxItems, and the server's errors by path shown under the sub-input.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formPath } from '../../../../src/crud/fieldErrors';
import { fieldOf, group, helperOf, renderForm, rowOf } from './lightFixture';

const only = (...sources: string[]) => ({ fields: sources.map(fieldOf) });

async function chooseKind(user: ReturnType<typeof renderForm>['user'], row: HTMLElement, kind: string) {
  await user.click(within(row).getByRole('combobox', { name: /^Kind/ }));
  await user.click(await screen.findByRole('option', { name: kind }));
}

describe('object', () => {
  it('writes one value of its sub-fields; a sub-field condition reads its siblings, not the record', async () => {
    // A top-level 'country' of CN must not make the group's zip visible: only the group's own country counts.
    const { user, submitted } = renderForm({ fields: [{ source: 'country', label: 'Home', type: 'text' }, fieldOf('address')], record: { id: 1, country: 'CN' }, mode: 'edit' });
    const address = group('Address');
    expect(within(address).queryByLabelText('Zip')).toBeNull();
    fireEvent.change(within(address).getByLabelText('Country'), { target: { value: 'CN' } });
    expect(await within(address).findByLabelText('Zip')).toBeInTheDocument();
    fireEvent.change(within(address).getByLabelText('Zip'), { target: { value: '100000' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // requiredWhen reads the sibling country: the city is now required.
    expect(await within(address).findByText('This field is required')).toBeInTheDocument();
    fireEvent.change(within(address).getByLabelText(/^City/), { target: { value: 'Beijing' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.address).toEqual({ country: 'CN', city: 'Beijing', zip: '100000' }));
  });

  it('shows a stored value in the edit form', async () => {
    renderForm({ ...only('address'), record: { id: 1, address: { country: 'FR', city: 'Lyon' } }, mode: 'edit' });
    expect(within(group('Address')).getByLabelText(/^City/)).toHaveValue('Lyon');
  });
});

describe('array', () => {
  it('adds rows whose sub-fields read their own row; writes an array of objects', async () => {
    const { user, submitted } = renderForm(only('steps'));
    const steps = group('Steps');
    expect(within(steps).getByText('No rows yet')).toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: 'Add' }));
    await user.click(within(steps).getByRole('button', { name: 'Add' }));
    await chooseKind(user, rowOf(steps, 1), 'Wait');
    await chooseKind(user, rowOf(steps, 2), 'Send');
    // visibleWhen reads the row: the delay shows in the waiting row only.
    expect(within(rowOf(steps, 2)).queryByLabelText('Delay')).toBeNull();
    fireEvent.change(within(rowOf(steps, 1)).getByLabelText('Delay'), { target: { value: '60' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.steps).toEqual([{ kind: 'wait', delay: 60 }, { kind: 'send' }]));
  });

  it("refuses a sub-field's broken rule with its message under the sub-input", async () => {
    const { user, onSubmit } = renderForm({ ...only('steps'), record: { id: 1, steps: [{ kind: 'send' }, { kind: 'wait', delay: 5000 }] }, mode: 'edit' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const delay = within(rowOf(group('Steps'), 2)).getByLabelText('Delay');
    await waitFor(() => expect(helperOf(delay)).toBe('Must be at most 3600'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reorders rows with the move buttons from the keyboard, and removes one', async () => {
    const { user, submitted } = renderForm({
      ...only('steps'),
      record: { id: 1, steps: [{ kind: 'wait', delay: 1 }, { kind: 'wait', delay: 2 }, { kind: 'send' }] },
      mode: 'edit',
    });
    const steps = group('Steps');
    expect(within(rowOf(steps, 1)).getByRole('button', { name: 'Move row 1 up' })).toBeDisabled();
    expect(within(rowOf(steps, 3)).getByRole('button', { name: 'Move row 3 down' })).toBeDisabled();
    within(rowOf(steps, 1)).getByRole('button', { name: 'Move row 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(within(rowOf(steps, 1)).getByLabelText('Delay')).toHaveValue(2);
    expect(within(rowOf(steps, 2)).getByLabelText('Delay')).toHaveValue(1);
    within(rowOf(steps, 3)).getByRole('button', { name: 'Move row 3 up' }).focus();
    await user.keyboard(' ');
    await user.click(within(rowOf(steps, 3)).getByRole('button', { name: 'Remove row 3' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.steps).toEqual([{ kind: 'wait', delay: 2 }, { kind: 'send' }]));
  });

  it('reorders rows by dragging a row onto another', async () => {
    const { user, submitted } = renderForm({ ...only('steps'), record: { id: 1, steps: [{ kind: 'wait', delay: 1 }, { kind: 'send' }] }, mode: 'edit' });
    const steps = group('Steps');
    const dataTransfer = { setData: () => undefined, setDragImage: () => undefined, effectAllowed: 'all' };
    fireEvent.dragStart(screen.getByTestId('drag-steps-1'), { dataTransfer });
    fireEvent.dragOver(rowOf(steps, 1), { dataTransfer });
    fireEvent.drop(rowOf(steps, 1), { dataTransfer });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.steps).toEqual([{ kind: 'send' }, { kind: 'wait', delay: 1 }]));
  });

  it('turns Add off at maxItems, and says so below minItems on submit', async () => {
    const { user, onSubmit } = renderForm(only('steps'));
    const steps = group('Steps');
    const add = within(steps).getByRole('button', { name: 'Add' });
    await user.click(add);
    await chooseKind(user, rowOf(steps, 1), 'Send');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(steps).findByText('At least 2 items')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows the server's errors by path under the sub-input ('steps[1].delay' of a 40001 answer on the input 'steps.1.delay')", async () => {
    const { user } = renderForm({
      ...only('steps', 'address'),
      record: { id: 1, steps: [{ kind: 'send' }, { kind: 'wait', delay: 5 }], address: { city: 'Paris' } },
      mode: 'edit',
      serverErrors: { 'steps[1].delay': { message: 'crud.atMost', args: { max: 3600 } }, 'address.city': { message: 'Unknown city' } },
    });
    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    await waitFor(() => expect(helperOf(within(rowOf(group('Steps'), 2)).getByLabelText('Delay'))).toBe('Must be at most 3600'));
    expect(helperOf(within(group('Address')).getByLabelText(/^City/))).toBe('Unknown city');
  });
});

describe('formPath', () => {
  it("names a server path as the form's input", () => {
    expect(formPath('steps[2].delay')).toBe('steps.2.delay');
    expect(formPath('a[0].b[12].c')).toBe('a.0.b.12.c');
    expect(formPath('address.city')).toBe('address.city');
  });
});
