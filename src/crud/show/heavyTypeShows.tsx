/** Detail views of the heavy field types (rendered markdown and rich text, formatted JSON, images), loaded with the view that shows them. */
import { FileView, ImagesView, ImageView, JsonView, MarkdownView, RichTextView } from './heavy/showViews';
import type { ShowComponent } from './typeShows';

export const HEAVY_TYPE_SHOWS: Partial<Record<string, ShowComponent>> = {
  markdown: MarkdownView,
  richText: RichTextView,
  json: JsonView,
  image: ImageView,
  images: ImagesView,
  file: FileView,
};
