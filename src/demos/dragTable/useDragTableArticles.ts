import type { Article } from '../../kernel/resources/article';
import { useArticleList } from '../shared/articles';

/** The drag table shows one page of 10 articles. */
export const DRAG_TABLE_PAGE_SIZE = 10;

/** An article with its readings (page views), which the drag table shows too. */
export type DragArticle = Article;

/** The first page of articles, 10 of them. */
export function useDragTableArticles() {
  return useArticleList({ page: 1, limit: DRAG_TABLE_PAGE_SIZE });
}
