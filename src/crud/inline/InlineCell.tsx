/**
 * A list cell of a resource with `inlineEdit`: focusable (the grid's roving tab stop, arrow keys
 * move it), and, when the user may edit this field of this record, opened in place by a double
 * click or Enter. The editor (a form around the field's own input) loads at the first opening.
 */
import { lazy, Suspense, useContext, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import type { AnyRecord, FieldSchema } from '../../kernel/types';
import { CELL_ATTRIBUTE, cellKey, MOVE_KEYS, neighbourCell } from './gridFocus';
import { InlineGridContext, type InlineGridValue } from './InlineGrid';
import type { EditorExit } from './InlineEditor';
import { EDITABLE_ATTRIBUTE, INLINE_CELL_CLASS } from './cellStyles';

const InlineEditor = lazy(() => import('./InlineEditor'));

export interface InlineCellProps {
  field: FieldSchema;
  record: AnyRecord;
  children: ReactNode;
}

export function InlineCell({ field, record, children }: InlineCellProps) {
  const grid = useContext(InlineGridContext);
  if (!grid) return <>{children}</>;
  // Keyed by record: rows are reused by position for other records, an open editor is not.
  return (
    <GridCell key={String(record.id)} grid={grid} field={field} record={record}>
      {children}
    </GridCell>
  );
}

function GridCell({ grid, field, record, children }: InlineCellProps & { grid: InlineGridValue }) {
  const key = cellKey(record.id, field.source);
  const tabStop = useSyncExternalStore(grid.focus.subscribe, () => grid.focus.active === key);
  const editable = grid.editable(field, record);
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  const open = () => {
    if (editable) setEditing(true);
  };

  const moveTo = (cell: HTMLElement | null) => {
    if (!cell) return;
    grid.focus.set(cell.getAttribute(CELL_ATTRIBUTE) ?? undefined);
    cell.focus();
  };

  const onExit = (exit: EditorExit) => {
    setEditing(false);
    const cell = ref.current;
    if (!cell || exit === 'blur') return;
    // After the editor is gone: the focus comes back to the cell, or goes on to the next one.
    requestAnimationFrame(() => {
      if (exit === 'next' || exit === 'previous') moveTo(neighbourCell(cell, exit === 'next' ? 'right' : 'left') ?? cell);
      else cell.focus();
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (editing || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === 'F2') {
      if (!editable) return;
      event.preventDefault();
      open();
      return;
    }
    const move = MOVE_KEYS[event.key];
    if (move === undefined || event.altKey || event.metaKey || event.shiftKey) return;
    const target = neighbourCell(event.currentTarget, move);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      ref={ref}
      className={INLINE_CELL_CLASS}
      {...{ [CELL_ATTRIBUTE]: key, [EDITABLE_ATTRIBUTE]: editable ? '' : undefined }}
      tabIndex={tabStop ? 0 : -1}
      aria-describedby={editable && !editing ? grid.hintId : undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) grid.focus.set(key);
      }}
      onDoubleClick={open}
      onKeyDown={onKeyDown}
    >
      {editing ? (
        <Suspense fallback={children}>
          <InlineEditor schema={grid.schema} field={field} record={record} onExit={onExit} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
