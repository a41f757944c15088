/** Cells of the field types with light values: date, time, date range, switch, rating, colour, choices, references, groups and rows. */
import type { CellComponent } from './types';
import { TextCell } from './TextCell';
import { ArrayCell, MultiSelectCell, ObjectCell, ReferencesCell } from './types/listCells';
import { ColorCell, DateRangeCell, RatingCell, SwitchCell } from './types/scalarCells';

export const TYPE_CELLS: Record<'date' | 'time' | 'dateRange' | 'switch' | 'rating' | 'color' | 'multiSelect' | 'references' | 'object' | 'array', CellComponent> = {
  // 'YYYY-MM-DD' and 'HH:mm' read as they are.
  date: TextCell,
  time: TextCell,
  dateRange: DateRangeCell,
  switch: SwitchCell,
  rating: RatingCell,
  color: ColorCell,
  multiSelect: MultiSelectCell,
  references: ReferencesCell,
  object: ObjectCell,
  array: ArrayCell,
};
