import { useApiQuery } from '../../providers/useApiQuery';
import { ARTICLE_LIST_PATH, type DemoArticle } from '../shared/articles';

/** Spec §9: the drag table shows one page of 10 articles. */
export const DRAG_TABLE_PAGE_SIZE = 10;

/** An article with its readings (page views), which the drag table shows too. */
export interface DragArticle extends DemoArticle {
  pageviews: number;
}

/** The first page of articles, 10 of them. */
export function useDragTableArticles() {
  return useApiQuery<{ items: DragArticle[]; total: number }>(ARTICLE_LIST_PATH, { page: 1, limit: DRAG_TABLE_PAGE_SIZE });
}
