/** Detail views of the heavy field types (rendered markdown and rich text, formatted JSON, read-only code, images), loaded with the view that shows them. */
import { CodeView, FileView, ImagesView, ImageView, JsonView, MarkdownView, RichTextView } from './heavy/showViews';
import type { ShowComponent } from './typeShows';

export const HEAVY_TYPE_SHOWS: Partial<Record<string, ShowComponent>> = {
  markdown: MarkdownView,
  richText: RichTextView,
  json: JsonView,
  code: CodeView,
  image: ImageView,
  images: ImagesView,
  file: FileView,
};
