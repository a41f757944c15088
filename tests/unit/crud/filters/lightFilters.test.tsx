/**
 * Filters of the light types (FILTER_FITS): a select on a switch (Yes/No), a rating (each count of
 * stars) or a multiSelect (its choices, or its reference's records), a date range on a `date`
 * (whole days as 'YYYY-MM-DD'), number ranges on a slider; and the client list's predicate
 * matching a list value that holds the chosen item, as the server's 'contains'.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar } from '../../../../src/crud/filters/FilterBar';
import { filterPredicate } from '../../../../src/providers/filterPredicate';
import { i18nProvider } from '../../../../src/providers/i18nProvider';
import type { AnyRecord, ResourceSchema } from '../../../../src/kernel/types';
import { dataProvider } from '../lightTypes/lightFixture';
import { typeDay } from './typeDay';

const schema: ResourceSchema = {
  name: 'lightFilter',
  endpoints: { list: { method: 'GET', path: '/light-filter' } },
  list: { kind: 'client' },
  fields: [
    { source: 'active', label: 'Active', type: 'switch', filter: 'select' },
    { source: 'stars', label: 'Stars', type: 'rating', max: 3, filter: 'select' },
    { source: 'sizes', label: 'Sizes', type: 'multiSelect', choices: [{ id: 's', name: 'Small' }, { id: 'l', name: 'Large' }], filter: 'select' },
    { source: 'owners', label: 'Owners', type: 'multiSelect', reference: { resource: 'person', optionText: 'name' }, filter: 'select' },
    { source: 'friends', label: 'Friends', type: 'references', reference: { resource: 'person', optionText: 'name' }, filter: 'reference' },
    { source: 'day', label: 'Day', type: 'date', filter: 'dateRange' },
    { source: 'volume', label: 'Volume', type: 'slider', filter: 'numberRange' },
  ],
};

function renderBar() {
  const patch = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
      <FilterBar schema={schema} visible={() => true} patch={patch} values={{}} />
    </AdminContext>,
  );
  return { patch, user: userEvent.setup() };
}

async function options(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  return names;
}

describe('the filter bar of the light types', () => {
  it('offers Yes/No for a switch, star counts for a rating, choices and referenced records for a multiSelect', async () => {
    const { user, patch } = renderBar();
    expect(await options(user, 'Active')).toEqual(['Any', 'Yes', 'No']);
    await user.click(screen.getByRole('option', { name: 'No' }));
    expect(patch).toHaveBeenLastCalledWith({ active: 'false' }, 0);
    expect(await options(user, 'Stars')).toEqual(['Any', '0 of 3', '1 of 3', '2 of 3', '3 of 3']);
    await user.click(screen.getByRole('option', { name: '2 of 3' }));
    expect(patch).toHaveBeenLastCalledWith({ stars: '2' }, 0);
    expect(await options(user, 'Sizes')).toEqual(['Any', 'Small', 'Large']);
    await user.click(screen.getByRole('option', { name: 'Large' }));
    expect(patch).toHaveBeenLastCalledWith({ sizes: 'l' }, 0);
    await user.click(screen.getByRole('combobox', { name: 'Owners' }));
    await user.click(await screen.findByRole('option', { name: 'Bob' }));
    expect(patch).toHaveBeenLastCalledWith({ owners: '2' }, 0);
    await user.click(screen.getByRole('combobox', { name: 'Friends' }));
    await user.click(await screen.findByRole('option', { name: 'Carol' }));
    expect(patch).toHaveBeenLastCalledWith({ friends: '3' }, 0);
  });

  it("sends whole days typed in the one date format for a date field and numbers for a slider, as the server's _gte/_lte", async () => {
    const { patch, user } = renderBar();
    const day = screen.getByRole('group', { name: 'Day' });
    await typeDay(user, day, 'Day from', '20260101');
    expect(patch).toHaveBeenLastCalledWith({ day_gte: '2026-01-01' }, 0);
    await typeDay(user, day, 'Day to', '20260131');
    expect(patch).toHaveBeenLastCalledWith({ day_lte: '2026-01-31' }, 0);
    fireEvent.change(within(screen.getByRole('group', { name: 'Volume' })).getByLabelText('Volume from'), { target: { value: '20' } });
    expect(patch).toHaveBeenLastCalledWith({ volume_gte: '20' }, 300);
  });
});

describe('client lists', () => {
  const rows: AnyRecord[] = [
    { id: 1, sizes: ['s', 'l'], active: true, day: '2026-01-05' },
    { id: 2, sizes: ['l'], active: false, day: '2026-02-05' },
    { id: 3, sizes: [], active: false },
  ];
  const ids = (filter: Record<string, unknown>) => rows.filter(filterPredicate(filter) ?? (() => true)).map((row) => row.id);

  it('keep the rows whose list holds the chosen item, a switch by its text, days by range', () => {
    expect(ids({ sizes: 's' })).toEqual([1]);
    expect(ids({ sizes: 'l' })).toEqual([1, 2]);
    expect(ids({ active: 'false' })).toEqual([2, 3]);
    expect(ids({ day_gte: '2026-01-01', day_lte: '2026-01-31' })).toEqual([1]);
  });
});
