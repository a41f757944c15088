/** A row without room for its buttons folds them into one "more" menu, opened and walked by keyboard. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowButtons } from '../../../../src/crud/list/RowButtons';
import type { ResourceSchema } from '../../../../src/kernel/types';

const labels = { show: 'Show', edit: 'Edit', delete: 'Delete', more: 'More actions' };
const actionProps = { schema: { name: 'thing' } as ResourceSchema, patchRow: () => undefined, openDialog: () => undefined };
const record = { id: 7, title: 'Seven' };

describe('row buttons', () => {
  it('are buttons where there is room', () => {
    render(<RowButtons record={record} labels={labels} onShow={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} actions={[]} actionProps={actionProps} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it('compact, are one "more" button whose menu opens with Enter and runs the chosen item on its record', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(<RowButtons record={record} labels={labels} compact onShow={vi.fn()} onEdit={onEdit} onDelete={vi.fn()} actions={[]} actionProps={actionProps} />);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Show', 'Edit', 'Delete']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onEdit).toHaveBeenCalledWith(record);
  });

  it('compact, leave out what the user may not do to this record', async () => {
    const user = userEvent.setup();
    render(
      <RowButtons record={record} labels={labels} compact onShow={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} mayChange={() => false} mayDelete={() => false} actions={[]} actionProps={actionProps} />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Show']);
  });

  it('compact, Edit by the rows the user may change and Delete by those they may delete', async () => {
    const user = userEvent.setup();
    render(
      <RowButtons record={record} labels={labels} compact onShow={vi.fn()} onEdit={vi.fn()} onDelete={vi.fn()} mayChange={() => false} mayDelete={() => true} actions={[]} actionProps={actionProps} />,
    );
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Show', 'Delete']);
  });
});
