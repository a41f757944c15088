/**
 * DataTable's body with rows keyed by their position, not by record id: a page change, a sort or a
 * keystroke in the search gives the same rows new records, so React updates the cells instead of
 * unmounting every row and building new ones (one cheap commit per interaction).
 * react-admin's DataTableRow keys its own <tr> by record id, so the row is drawn here (no row
 * click: the generic page uses none; the expand panel of a resource's related records: RowExpansion).
 * A cell part that holds state of its own record (an action's confirm or progress) is keyed by the
 * record id where it is rendered, so it never passes to another record.
 * Rows it has to mount (a larger page size, the whole list back after a narrow search) come at most
 * ROWS_PER_COMMIT a commit, the rest in transitions after it: mounting forty rows at once was one
 * commit of 80 ms on a phone-class CPU, the interaction's next frame with it.
 */
import { Children, forwardRef, isValidElement, memo, startTransition, useContext, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Checkbox, TableBody, TableCell, TableRow, type TableBodyProps } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useDataTableSelectedIdsContext,
  useExpanded,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AnyRecord } from '../../kernel/types';
import { ExpandButtonCell, ExpandPanelRow } from './RowExpansion';
import { LiveMarksContext, markedRowSx } from '../live/liveMarks';
import { useStableCallback } from '../../utils/useStableCallback';

const rowClass = (index: number) =>
  `${DataTableClasses.row} ${index % 2 === 0 ? DataTableClasses.rowEven : DataTableClasses.rowOdd} ${DataTableClasses.selectable}`;

/**
 * The row's selection box. It is drawn again when its state changes, not for each new record the
 * row gets (react-admin's SelectRowCheckbox reads the record and was drawn again on every keystroke):
 * its click handler keeps its identity and acts on the row's current record.
 */
function RowSelect({ record }: { record: AnyRecord }) {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const translate = useTranslate();
  const selectable = !isRowSelectable || isRowSelectable(record);
  const toggle = useStableCallback((event: MouseEvent<HTMLButtonElement>) => {
    if (!handleToggleItem || !selectable) return;
    handleToggleItem(record.id, event);
    event.stopPropagation();
  });
  return (
    <SelectCell
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      disabled={!selectable}
      label={translate('ra.action.select_row', { _: 'Select this row' })}
      onToggle={toggle}
    />
  );
}

const SelectCell = memo(function SelectCell({ checked, disabled, label, onToggle }: { checked: boolean; disabled: boolean; label: string; onToggle: (event: MouseEvent<HTMLButtonElement>) => void }) {
  return (
    <TableCell padding="checkbox">
      <Checkbox aria-label={label} color="primary" className={`select-item ${DataTableClasses.checkbox}`} checked={checked} onClick={onToggle} disabled={disabled} />
    </TableCell>
  );
});

const PositionalRow = memo(function PositionalRow({ index, record, children }: { index: number; record: AnyRecord; children: ReactNode }) {
  const { hasBulkActions = false, hover = true, expand: panel, expandSingle } = useDataTableConfigContext();
  const expand = isValidElement(panel) ? panel : undefined;
  const { handleToggleItem } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  const resource = useResourceContext() ?? '';
  const [expanded, toggleExpanded] = useExpanded(resource, record.id, expandSingle);
  const selects = hasBulkActions && handleToggleItem !== undefined;
  const marked = useContext(LiveMarksContext).has(String(record.id));
  const sx = rowSx?.(record, index);
  return (
    <RecordContextProvider value={record}>
      <TableRow className={rowClass(index)} hover={hover} sx={marked ? { ...sx, ...markedRowSx } : sx} data-live-changed={marked ? 'true' : undefined}>
        {expand && <ExpandButtonCell resource={resource} id={record.id} expanded={expanded} onToggle={toggleExpanded} />}
        {selects && <RowSelect record={record} />}
        {children}
      </TableRow>
      {expand && (
        <ExpandPanelRow resource={resource} id={record.id} expanded={expanded} expand={expand} columns={1 + (selects ? 1 : 0) + Children.toArray(children).length} />
      )}
    </RecordContextProvider>
  );
});

/** New rows mounted in one commit at most. */
export const ROWS_PER_COMMIT = 8;

/** How many of `length` rows to draw now: those mounted already, and at most ROWS_PER_COMMIT more. */
export function useMountedRows(length: number): number {
  const [mounted, setMounted] = useState(length);
  const shown = Math.min(length, mounted + ROWS_PER_COMMIT);
  useEffect(() => {
    // The next rows after this commit has painted; fewer rows shown, fewer count as mounted.
    if (shown < length) startTransition(() => setMounted(shown));
    else if (mounted !== shown) setMounted(shown);
  }, [shown, length, mounted]);
  return shown;
}

export const PositionalBody = memo(
  forwardRef<HTMLTableSectionElement, TableBodyProps>(function PositionalBody({ children, className, ...rest }, ref) {
    const data = useDataTableDataContext<AnyRecord>();
    const shown = useMountedRows(data?.length ?? 0);
    return (
      <TableBody ref={ref} className={`datatable-body ${DataTableClasses.tbody}${className ? ` ${className}` : ''}`} {...rest}>
        {data?.slice(0, shown).map((record, index) => (
          // Keyed by position on purpose: the rows are reused for the next records.
          <PositionalRow key={index} index={index} record={record}>
            {children}
          </PositionalRow>
        ))}
      </TableBody>
    );
  }),
);
