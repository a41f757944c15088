/** The pager: the jumper goes to the page typed, kept within the pages of the total as it is now. */
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../src/crud/Pager';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const pager = (total: number, setPage: (page: number) => void, setPerPage = vi.fn()) => (
  <AdminContext i18nProvider={i18nProvider}>
    <Pager total={total} page={1} perPage={10} setPage={setPage} setPerPage={setPerPage} />
  </AdminContext>
);

describe('Pager', () => {
  it('jumps to the page typed, within the pages of the latest total', () => {
    const setPage = vi.fn();
    const view = render(pager(1000, setPage));
    const jumper = screen.getByRole('textbox', { name: 'Go to' });
    fireEvent.change(jumper, { target: { value: '42' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(setPage).toHaveBeenLastCalledWith(42);
    expect((jumper as HTMLInputElement).value).toBe('');
    // A search narrowed the list to 25 rows: page 99 is page 3 now.
    view.rerender(pager(25, setPage));
    fireEvent.change(jumper, { target: { value: '99' } });
    fireEvent.keyDown(jumper, { key: 'Enter' });
    expect(setPage).toHaveBeenLastCalledWith(3);
    expect(screen.getByTestId('pager-total').textContent).toBe('Total 25');
  });

  it('turns pages with the pagination buttons', () => {
    const setPage = vi.fn();
    render(pager(100, setPage));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(setPage).toHaveBeenLastCalledWith(2);
  });
});
