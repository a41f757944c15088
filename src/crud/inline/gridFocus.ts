/**
 * The roving tab stop of an inline-editable table: one cell holds tabindex 0 (the grid is one tab
 * stop), the arrow keys move it. A small store, so that a move re-renders the two cells it concerns,
 * not the whole table.
 */
import type { Identifier } from '../../kernel/types';

export const cellKey = (id: Identifier, source: string) => `${String(id)}\u0000${source}`;

export const CELL_ATTRIBUTE = 'data-inline-cell';

export class GridFocus {
  private current: string | undefined;
  private readonly listeners = new Set<() => void>();

  get active(): string | undefined {
    return this.current;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(key: string | undefined): void {
    if (key === this.current) return;
    this.current = key;
    for (const listener of this.listeners) listener();
  }
}

export type Move = 'left' | 'right' | 'up' | 'down' | 'home' | 'end';

export const MOVE_KEYS: Readonly<Record<string, Move>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Home: 'home',
  End: 'end',
};

const cellIn = (element: Element | null | undefined): HTMLElement | null =>
  element ? element.querySelector<HTMLElement>(`[${CELL_ATTRIBUTE}]`) : null;

/** The cell the move reaches from `from`, along its row or its column; null at an edge. */
export function neighbourCell(from: HTMLElement, move: Move): HTMLElement | null {
  const td = from.closest('td');
  const row = td?.parentElement;
  if (!td || !(row instanceof HTMLTableRowElement)) return null;
  if (move === 'home' || move === 'end') {
    const cells = [...row.cells].map(cellIn).filter((cell): cell is HTMLElement => cell !== null);
    return (move === 'home' ? cells[0] : cells.at(-1)) ?? null;
  }
  if (move === 'left' || move === 'right') {
    let sibling = move === 'left' ? td.previousElementSibling : td.nextElementSibling;
    while (sibling) {
      const cell = cellIn(sibling);
      if (cell) return cell;
      sibling = move === 'left' ? sibling.previousElementSibling : sibling.nextElementSibling;
    }
    return null;
  }
  // Rows without a cell in this column (an expanded panel) are passed over.
  let other = move === 'up' ? row.previousElementSibling : row.nextElementSibling;
  while (other) {
    if (other instanceof HTMLTableRowElement) {
      const cell = cellIn(other.cells[td.cellIndex]);
      if (cell) return cell;
    }
    other = move === 'up' ? other.previousElementSibling : other.nextElementSibling;
  }
  return null;
}
