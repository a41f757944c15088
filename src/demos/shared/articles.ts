/** The demo article list (GET /vue-element-admin/article/list), read through the HTTP client. */
import { useApiQuery } from '../../providers/useApiQuery';

export type ArticleType = 'CN' | 'US' | 'JP' | 'EU';
export type ArticleStatus = 'published' | 'draft' | 'deleted';

/** The fields of an article the demo tables show. */
export interface DemoArticle {
  id: number;
  timestamp: number;
  title: string;
  author: string;
  importance: number;
  type: ArticleType;
  status: ArticleStatus;
}

export interface ArticlePage {
  items: DemoArticle[];
  total: number;
}

export const ARTICLE_LIST_PATH = '/vue-element-admin/article/list';

/** One page of articles; the call is made when the calling component mounts. */
export function useArticleList(query: { page: number; limit: number; type?: ArticleType }) {
  return useApiQuery<ArticlePage>(ARTICLE_LIST_PATH, query);
}
