/**
 * The Columns dialog by keyboard: moving a column keeps the focus on that column's buttons (the
 * other direction when it reached the top or the bottom), so the dialog keeps the focus and Escape
 * closes it.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ColumnsButton } from '../../../../src/crud/views/ColumnsButton';
import type { ResourceSchema } from '../../../../src/kernel/types';
import { engineI18n } from '../engineFixture';

const schema: ResourceSchema = {
  name: 'columnThing',
  label: 'Column things',
  endpoints: { list: { method: 'GET', path: '/column-things' } },
  list: { kind: 'client' },
  fields: [
    { source: 'title', label: 'Title', type: 'text' },
    { source: 'kind', label: 'Kind', type: 'text' },
    { source: 'amount', label: 'Amount', type: 'number' },
  ],
};

function renderColumns() {
  const user = userEvent.setup();
  render(
    <AdminContext i18nProvider={engineI18n} store={memoryStore()}>
      <ColumnsButton schema={schema} visible={() => true} />
    </AdminContext>,
  );
  return user;
}

describe('Columns dialog', () => {
  it('keeps the focus on a column moved to the top, and Escape then closes the dialog', async () => {
    const user = renderColumns();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move Kind up' }));
    // Kind is first now: its up button is disabled, so the focus is on its down button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Kind down' })).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Move Kind up' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the focus on the same button while the column can go on moving', async () => {
    const user = renderColumns();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move Title down' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Title down' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move Title up' })).toHaveFocus());
  });
});
