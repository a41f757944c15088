/** Detail views of the heavy field types (rendered markdown and rich text, formatted JSON, images), loaded with the view that shows them. */
import type { ShowComponent } from './typeShows';

export const HEAVY_TYPE_SHOWS: Partial<Record<string, ShowComponent>> = {};
