/**
 * The positional body draws a row's cells once: a new record (a page, a sort, a keystroke) draws the
 * values again and leaves the styled cells (MUI TableCell) alone; hidden columns stay out.
 */
import { render, screen, within } from '@testing-library/react';
import { createElement, forwardRef, useMemo, type ComponentProps } from 'react';
import { AdminContext, DataTable, ListContextProvider, memoryStore, useList, type Store } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { PositionalBody } from '../../../src/crud/list/PositionalBody';

const counted = vi.hoisted(() => ({ bodyCells: 0 }));

vi.mock('@mui/material', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material')>();
  const TableCell = forwardRef<HTMLTableCellElement, ComponentProps<typeof actual.TableCell>>(function CountedCell(props, ref) {
    if (String(props.className ?? '').includes('RaDataTable-rowCell')) counted.bodyCells += 1;
    return createElement(actual.TableCell, { ...props, ref });
  });
  return { ...actual, TableCell };
});

interface Fruit {
  id: number;
  name: string;
  stock: number;
}

const page = (start: number): Fruit[] => Array.from({ length: 3 }, (_, k) => ({ id: start + k, name: `Fruit ${start + k}`, stock: (start + k) * 10 }));

function Table({ data }: { data: Fruit[] }) {
  const list = useList({ data, resource: 'fruits' });
  // The same column elements from one render to the next, as the generic table keeps them.
  const columns = useMemo(
    () => [
      <DataTable.Col key="name" source="name" />,
      <DataTable.Col key="stock" source="stock" render={(record: Fruit) => `${record.stock} kg`} className="stock-cell" />,
      <DataTable.Col key="id" source="id" />,
    ],
    [],
  );
  return (
    <ListContextProvider value={list}>
      <DataTable resource="fruits" body={PositionalBody} bulkActionButtons={false} rowClick={false}>
        {columns}
      </DataTable>
    </ListContextProvider>
  );
}

const draw = (data: Fruit[], store: Store) => (
  <AdminContext store={store}>
    <Table data={data} />
  </AdminContext>
);

describe('positional body', () => {
  it('shows each new record in the same cells without drawing the cells again', async () => {
    const store = memoryStore();
    const view = render(draw(page(1), store));
    await screen.findByText('Fruit 1');
    expect(counted.bodyCells).toBeGreaterThanOrEqual(9);
    const cell = screen.getByText('10 kg').closest('td');
    expect(cell?.className).toContain('column-stock');
    expect(cell?.className).toContain('stock-cell');
    counted.bodyCells = 0;
    view.rerender(draw(page(4), store));
    await screen.findByText('Fruit 4');
    expect(screen.queryByText('Fruit 1')).toBeNull();
    // The same <td>, its content the new record's, and no cell drawn again.
    expect(screen.getByText('40 kg').closest('td')).toBe(cell);
    expect(counted.bodyCells).toBe(0);
  });

  it("leaves out the columns DataTable's store hides", async () => {
    const store = memoryStore();
    store.setItem('fruits.datatable', ['stock']);
    render(draw(page(1), store));
    const row = (await screen.findByText('Fruit 1')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('10 kg')).toBeNull();
    expect(within(row).getByText('1')).toBeTruthy();
  });
});
