/**
 * Two writers of one list's filters (the search box and a paused number filter) never undo each
 * other, even when the list applies values late, as react-admin's list does after a render.
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useFilterPatch, type FilterPatch, type FilterValues } from '../../../../src/crud/filters/useFilterPatch';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function harness() {
  const seen: { values: FilterValues; patch?: FilterPatch } = { values: {} };
  function Reader() {
    seen.patch = useFilterPatch();
    return null;
  }
  function List() {
    const [values, setValues] = useState<FilterValues>({});
    seen.values = values;
    // Like react-admin: the new values show only later (here, on a timer).
    const setFilters = (next: FilterValues) => void setTimeout(() => setValues(next), 20);
    const context = { filterValues: values, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
    return (
      <ListContextProvider value={context}>
        <Reader />
      </ListContextProvider>
    );
  }
  render(<List />);
  return seen;
}

describe('useFilterPatch', () => {
  it('a search typed while a number filter waits keeps both', async () => {
    const seen = harness();
    act(() => seen.patch!({ totalNum_gte: '50000' }, 100));
    act(() => seen.patch!({ q: 'PKG' }));
    await wait(200);
    expect(seen.values).toEqual({ totalNum_gte: '50000', q: 'PKG' });
  });

  it('a filter set before the list shows the search keeps the search', async () => {
    const seen = harness();
    act(() => seen.patch!({ q: 'PKG' }));
    act(() => seen.patch!({ userId: 2 }));
    act(() => seen.patch!({ totalNum_lte: '70000' }, 50));
    await wait(150);
    expect(seen.values).toEqual({ q: 'PKG', userId: 2, totalNum_lte: '70000' });
  });

  it('undefined or empty removes a key; later patches start from what the list shows', async () => {
    const seen = harness();
    act(() => seen.patch!({ q: 'PKG', userId: 2 }));
    await wait(60);
    act(() => seen.patch!({ userId: undefined, q: '' }));
    await wait(60);
    expect(seen.values).toEqual({});
    act(() => seen.patch!({ status: 1 }));
    await wait(60);
    expect(seen.values).toEqual({ status: 1 });
  });
});
