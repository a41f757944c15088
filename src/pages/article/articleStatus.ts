/** Article status rules (spec §4 "Article status"). */
import type { ArticleStatus } from '../../resources/article';

export type { Article, ArticleStatus } from '../../resources/article';
export { STATUS_COLOR } from '../../resources/article';

/** The status buttons a row shows: Publish unless published, Draft unless draft, Delete unless deleted. */
export function statusActions(status: ArticleStatus): ArticleStatus[] {
  return (['published', 'draft', 'deleted'] as const).filter((target) => target !== status);
}

/** A new article's id: 1024 plus up to 100 (spec §9). */
export function newArticleId(random = Math.random): number {
  return 1024 + Math.floor(random() * 101);
}
