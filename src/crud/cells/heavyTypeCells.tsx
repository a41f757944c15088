/** Cells of the field types with rich values: markdown, rich text, JSON, code, images and files (light: no editor, no sanitiser). */
import { CodeCell, JsonCell, MarkdownCell, RichTextCell } from './heavy/TextExcerptCells';
import { FileCell, ImagesCell } from './heavy/UploadCells';
import type { CellComponent } from './types';

export const HEAVY_TYPE_CELLS: Record<'markdown' | 'richText' | 'json' | 'code' | 'images' | 'file', CellComponent> = {
  markdown: MarkdownCell,
  richText: RichTextCell,
  json: JsonCell,
  code: CodeCell,
  images: ImagesCell,
  file: FileCell,
};
