/** The kanban's starting board: three columns (one card in Done, so a column can empty and refill). */
import type { Containers } from '../dnd/containers';

export interface KanbanCard {
  id: string;
  /** Key of the card's text under demoWidgets.kanban.cards. */
  text: string;
}

export const COLUMNS = ['todo', 'working', 'done'] as const;
export type ColumnKey = (typeof COLUMNS)[number];

export const COLUMN_COLOURS: Record<ColumnKey, string> = {
  todo: '#4a9ff9',
  working: '#f9944a',
  done: '#2ac06d',
};

const card = (n: number): KanbanCard => ({ id: `card-${n}`, text: `c${n}` });

export function initialBoard(): Containers<KanbanCard> & Record<ColumnKey, KanbanCard[]> {
  return {
    todo: [card(1), card(2), card(3), card(4)],
    working: [card(5), card(6)],
    done: [card(7)],
  };
}
