/** The quick search shows a search set from elsewhere (a saved view), but never overwrites what the user is typing. */
import { fireEvent, render, screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from '../../../../src/crud/list/SearchBox';

const listWith = (q: string | undefined) => ({ filterValues: q === undefined ? {} : { q } }) as unknown as ListControllerResult;

function Box({ q }: { q: string | undefined }) {
  return (
    <ListContextProvider value={listWith(q)}>
      <SearchBox patch={vi.fn()} pauseMs={0} initial="" />
    </ListContextProvider>
  );
}

describe('SearchBox', () => {
  it('shows the search a saved view sets, and empties when it is cleared', () => {
    const { rerender } = render(<Box q={undefined} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('');
    rerender(<Box q="alpha" />);
    expect(input).toHaveValue('alpha');
    rerender(<Box q={undefined} />);
    expect(input).toHaveValue('');
  });

  it('leaves the text alone while the user types (the list lags behind the pause)', () => {
    const { rerender } = render(<Box q="ab" />);
    const input = screen.getByRole('textbox');
    input.focus();
    fireEvent.change(input, { target: { value: 'abc' } });
    rerender(<Box q="ab" />);
    rerender(<Box q="a" />);
    expect(input).toHaveValue('abc');
  });
});
