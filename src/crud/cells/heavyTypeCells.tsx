/** Cells of the field types with rich values: markdown, rich text, JSON, images and files (light: no editor, no sanitiser). */
import { JsonCell, MarkdownCell, RichTextCell } from './heavy/TextExcerptCells';
import { FileCell, ImagesCell } from './heavy/UploadCells';
import type { CellComponent } from './types';

export const HEAVY_TYPE_CELLS: Record<'markdown' | 'richText' | 'json' | 'images' | 'file', CellComponent> = {
  markdown: MarkdownCell,
  richText: RichTextCell,
  json: JsonCell,
  images: ImagesCell,
  file: FileCell,
};
