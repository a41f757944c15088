/** The region tabs of the tab demo and how the active one is read from the query string. */
import type { ArticleType } from '../shared/articles';

export const TAB_TYPES: readonly ArticleType[] = ['CN', 'US', 'JP', 'EU'];
export const DEFAULT_TAB: ArticleType = 'CN';
export const TAB_PARAM = 'tab';
/** Articles shown per tab. */
export const TAB_PAGE_SIZE = 5;

export function isArticleType(value: unknown): value is ArticleType {
  return typeof value === 'string' && (TAB_TYPES as readonly string[]).includes(value);
}

/** The tab named by `?tab=`, or China when it is missing or unknown. */
export function activeTab(search: URLSearchParams): ArticleType {
  const value = search.get(TAB_PARAM);
  return isArticleType(value) ? value : DEFAULT_TAB;
}

/** The tabs shown so far, the active one added (each tab loads once, when first shown). */
export function withVisited(visited: readonly ArticleType[], active: ArticleType): readonly ArticleType[] {
  return visited.includes(active) ? visited : [...visited, active];
}
