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
 *
 * A row's frame (its <tr>, its cells and their MUI styles) is the same elements from one record to
 * the next: what a cell shows reads the row's record from its context (CellValue), so a new record
 * draws the values again and leaves the styled cells alone. Drawn as react-admin's DataTableCell,
 * every cell ran two styled components (each serialising and hashing its styles) per keystroke,
 * about a third of a keystroke's work on the 100,000-row list.
 */
import { Children, forwardRef, isValidElement, memo, startTransition, useContext, useEffect, useMemo, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Checkbox, TableBody, TableCell, TableRow, type TableBodyProps } from '@mui/material';
import {
  DataTableClasses,
  RecordContextProvider,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableRowSxContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useExpanded,
  useRecordContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
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
function RowSelect() {
  const record = useRecordContext<AnyRecord>() as AnyRecord;
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

/** What a body cell shows: the row's current record through the column's `render`, `field` or `source`. */
function CellValue({ render, field, source }: Pick<DataTableColumnProps, 'render' | 'field' | 'source'>) {
  const record = useRecordContext<AnyRecord>();
  if (!record) return null;
  if (render) return <>{render(record)}</>;
  const Field = field;
  if (Field) return <Field source={source} />;
  const value: unknown = source === undefined ? undefined : record[source];
  return <>{value == null ? null : String(value)}</>;
}

/** A body cell as react-admin's DataTableCell draws it (classes, sx, the other TableCell props), its content given once. */
const FrameCell = memo(function FrameCell({ column, children }: { column: DataTableColumnProps; children: ReactNode }) {
  const { cellSx: _cellSx, cellClassName, headerClassName: _header, children: _children, className, disableSort: _disableSort, render: _render, field: _field, source, sortByOrder: _sortByOrder, sortDirection: _sortDirection, label: _label, ...rest } = column;
  const classes = [DataTableClasses.rowCell, className, cellClassName, `column-${String(source)}`].filter(Boolean).join(' ');
  return (
    <TableCell className={classes} {...rest}>
      {children}
    </TableCell>
  );
});

/**
 * The row's cells, the same elements for every row: each column's frame with its value inside. A
 * column whose cell style depends on the record (`cellSx`) is drawn as DataTable draws it.
 */
function useRowCells(columns: ReactNode): ReactNode[] {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  return useMemo(
    () =>
      Children.toArray(columns)
        .filter((column): column is ReactElement<DataTableColumnProps> => isValidElement(column))
        .filter((column) => !hidden.includes(column.props.source ?? (column.props.label as string)))
        .map((column) =>
          column.props.cellSx || column.props.children !== undefined ? (
            column
          ) : (
            <FrameCell key={column.key ?? column.props.source} column={column.props}>
              <CellValue render={column.props.render} field={column.props.field} source={column.props.source} />
            </FrameCell>
          ),
        ),
    [columns, hidden],
  );
}

const FrameRow = memo(TableRow);

const PositionalRow = memo(function PositionalRow({ index, record, cells }: { index: number; record: AnyRecord; cells: readonly ReactNode[] }) {
  const { hasBulkActions = false, hover = true, expand: panel, expandSingle } = useDataTableConfigContext();
  const expand = isValidElement(panel) ? panel : undefined;
  const { handleToggleItem } = useDataTableCallbacksContext();
  const rowSx = useDataTableRowSxContext();
  const resource = useResourceContext() ?? '';
  const [expanded, toggleExpanded] = useExpanded(resource, record.id, expandSingle);
  const selects = hasBulkActions && handleToggleItem !== undefined;
  const marked = useContext(LiveMarksContext).has(String(record.id));
  const sx = rowSx?.(record, index);
  const content = useMemo(() => (selects ? [<RowSelect key="select" />, ...cells] : cells), [selects, cells]);
  // One array, the same from one record to the next, unless the row has an expand button (its record's).
  const rowCells = expand ? [<ExpandButtonCell key="expand" resource={resource} id={record.id} expanded={expanded} onToggle={toggleExpanded} />, ...content] : content;
  return (
    <RecordContextProvider value={record}>
      <FrameRow className={rowClass(index)} hover={hover} sx={marked ? { ...sx, ...markedRowSx } : sx} data-live-changed={marked ? 'true' : undefined}>
        {rowCells}
      </FrameRow>
      {expand && <ExpandPanelRow resource={resource} id={record.id} expanded={expanded} expand={expand} columns={1 + content.length} />}
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
    const cells = useRowCells(children);
    return (
      <TableBody ref={ref} className={`datatable-body ${DataTableClasses.tbody}${className ? ` ${className}` : ''}`} {...rest}>
        {data?.slice(0, shown).map((record, index) => (
          // Keyed by position on purpose: the rows are reused for the next records.
          <PositionalRow key={index} index={index} record={record} cells={cells} />
        ))}
      </TableBody>
    );
  }),
);
