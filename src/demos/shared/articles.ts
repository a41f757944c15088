/** The demo article lists: pages of the 'article' resource, read through the data provider. */
import { useGetList } from 'react-admin';
import type { Article, ArticleStatus, ArticleType } from '../../kernel/resources/article';

export type { ArticleStatus, ArticleType };
export type DemoArticle = Article;

export interface ArticlePage {
  items: DemoArticle[];
  total: number;
}

/** One page of articles, in id order; the call is made when the calling component mounts. */
export function useArticleList({ page, limit, type }: { page: number; limit: number; type?: ArticleType }) {
  const { data, total, isPending } = useGetList<Article>('article', {
    pagination: { page, perPage: limit },
    sort: { field: 'id', order: 'ASC' },
    filter: type ? { type } : {},
  });
  const result: ArticlePage | undefined = data && { items: data, total: total ?? data.length };
  return { data: result, isPending };
}
