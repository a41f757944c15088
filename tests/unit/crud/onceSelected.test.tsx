/** Light on the heap after Close All: the bulk buttons mount at the first selection, then stay. */
import { render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { OnceSelected } from '../../../src/crud/list/OnceSelected';

const list = (selectedIds: number[]) => ({ selectedIds }) as unknown as ListControllerResult;

const shown = (selectedIds: number[]) => (
  <ListContextProvider value={list(selectedIds)}>
    <OnceSelected>
      <button type="button">Delete</button>
    </OnceSelected>
  </ListContextProvider>
);

describe('OnceSelected', () => {
  it('renders nothing before a selection, its children from the first selection on', () => {
    const { rerender } = render(shown([]));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    rerender(shown([3]));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Unselected again: the collapsing bar still holds its buttons.
    rerender(shown([]));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
