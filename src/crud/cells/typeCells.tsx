/** Cells of the field types with light values: date, time, date range, switch, rating, colour, choices, references, groups and rows. */
import type { CellComponent } from './types';
import { TextCell } from './TextCell';

export const TYPE_CELLS: Record<'date' | 'time' | 'dateRange' | 'switch' | 'rating' | 'color' | 'multiSelect' | 'references' | 'object' | 'array', CellComponent> = {
  date: TextCell,
  time: TextCell,
  dateRange: TextCell,
  switch: TextCell,
  rating: TextCell,
  color: TextCell,
  multiSelect: TextCell,
  references: TextCell,
  object: TextCell,
  array: TextCell,
};
