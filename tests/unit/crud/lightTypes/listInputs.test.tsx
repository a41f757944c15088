/** multiSelect, tags and references inputs: the list each writes, its rules' messages. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fieldOf, renderForm } from './lightFixture';

const only = (...sources: string[]) => ({ fields: sources.map(fieldOf) });

describe('multiSelect', () => {
  it('writes the chosen ids, shows them translated', async () => {
    const { user, submitted } = renderForm(only('sizes'));
    await user.click(screen.getByRole('combobox', { name: 'Sizes' }));
    await user.click(await screen.findByRole('option', { name: 'Small' }));
    await user.click(screen.getByRole('option', { name: 'Large' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.sizes).toEqual(['s', 'l']));
  });

  it('from a reference: the records by their option text', async () => {
    const { user, submitted } = renderForm({ fields: [{ source: 'owners', label: 'Owners', type: 'multiSelect', reference: { resource: 'person', optionText: 'name' } }] });
    const box = await screen.findByRole('combobox', { name: 'Owners' });
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Bob' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.owners).toEqual([2]));
  });
});

describe('references', () => {
  it('is searchable, chosen records show as chips, the value is their ids', async () => {
    const { user, submitted } = renderForm({ ...only('friends'), record: { id: 5, friends: [3] }, mode: 'edit' });
    expect(await screen.findByRole('button', { name: 'Carol' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Friends' });
    await user.type(box, 'Ali');
    await user.click(await screen.findByRole('option', { name: 'Alice' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.friends).toEqual([3, 1]));
  });
});

describe('tags', () => {
  it('adds typed tags and suggestions as chips, trimmed and once each', async () => {
    const { user, submitted } = renderForm(only('labels'));
    const box = screen.getByRole('combobox', { name: 'Labels' });
    await user.type(box, ' blue {Enter}');
    await user.type(box, 're');
    await user.click(await screen.findByRole('option', { name: 'red' }));
    expect(screen.getByRole('button', { name: 'blue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted()?.labels).toEqual(['blue', 'red']));
  });

  it('stops at maxItems with a word, and refuses a too long tag with the rule message', async () => {
    const { user, onSubmit } = renderForm(only('labels'));
    const box = screen.getByRole('combobox', { name: 'Labels' });
    await user.type(box, 'a{Enter}b{Enter}');
    expect(screen.getByText('At most 2 items')).toBeInTheDocument();
    expect(box).toHaveAttribute('readonly');
    await user.click(within(screen.getByRole('button', { name: 'b' })).getByTestId('CancelIcon'));
    await user.type(box, 'toolong{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 5 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
