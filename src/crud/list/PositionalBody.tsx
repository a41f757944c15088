/**
 * DataTable's body with rows keyed by their position, not by record id: a page change, a sort or a
 * keystroke in the search gives the same rows new records, so React updates the cells instead of
 * unmounting every row and building new ones (issue 12: one cheap commit per interaction).
 * react-admin's DataTableRow keys its own <tr> by record id, so the row is drawn here (no expand
 * panel and no row click: the generic page uses neither).
 * A cell part that holds state of its own record (an action's confirm or progress) is keyed by the
 * record id where it is rendered, so it never passes to another record.
 */
import { forwardRef, memo, type ReactNode } from 'react';
import { TableBody, TableCell, TableRow, type TableBodyProps } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
} from 'react-admin';
import type { AnyRecord } from '../../kernel/types';

const rowClass = (index: number) =>
  `${DataTableClasses.row} ${index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd} ${DataTableClasses.selectable}`;

const PositionalRow = memo(function PositionalRow({ index, record, children }: { index: number; record: AnyRecord; children: ReactNode }) {
  const { hasBulkActions = false, hover = true } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  return (
    <RecordContextProvider value={record}>
      <TableRow className={rowClass(index)} hover={hover} sx={rowSx?.(record, index)}>
        {hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox">
            <SelectRowCheckbox />
          </TableCell>
        )}
        {children}
      </TableRow>
    </RecordContextProvider>
  );
});

export const PositionalBody = memo(
  forwardRef<HTMLTableSectionElement, TableBodyProps>(function PositionalBody({ children, className, ...rest }, ref) {
    const data = useDataTableDataContext<AnyRecord>();
    return (
      <TableBody ref={ref} className={`datatable-body ${DataTableClasses.tbody}${className ? ` ${className}` : ''}`} {...rest}>
        {data?.map((record, index) => (
          // Keyed by position on purpose: the rows are reused for the next records.
          <PositionalRow key={index} index={index} record={record}>
            {children}
          </PositionalRow>
        ))}
      </TableBody>
    );
  }),
);
