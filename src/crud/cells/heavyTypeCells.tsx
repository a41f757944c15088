/** Cells of the field types with rich values: markdown, rich text, JSON, images and files. */
import type { CellComponent } from './types';
import { TextCell } from './TextCell';

export const HEAVY_TYPE_CELLS: Record<'markdown' | 'richText' | 'json' | 'images' | 'file', CellComponent> = {
  markdown: TextCell,
  richText: TextCell,
  json: TextCell,
  images: TextCell,
  file: TextCell,
};
