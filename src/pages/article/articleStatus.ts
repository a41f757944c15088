/** Article status rules (spec §4 "Article status"). */
export type ArticleStatus = 'published' | 'draft' | 'deleted';

export interface Article {
  id: number;
  timestamp: number;
  title: string;
  author: string;
  reviewer?: string;
  importance: number;
  type: 'CN' | 'US' | 'JP' | 'EU';
  status: ArticleStatus;
  pageviews: number;
  remark?: string;
  content_short?: string;
  content?: string;
  display_time?: string;
  platforms?: string[];
  source_uri?: string;
  comment_disabled?: boolean;
  image_uri?: string;
  forecast?: number;
  [key: string]: unknown;
}

export const STATUS_COLOR: Record<ArticleStatus, 'success' | 'info' | 'error'> = {
  published: 'success',
  draft: 'info',
  deleted: 'error',
};

/** The status buttons a row shows: Publish unless published, Draft unless draft, Delete unless deleted. */
export function statusActions(status: ArticleStatus): ArticleStatus[] {
  return (['published', 'draft', 'deleted'] as const).filter((target) => target !== status);
}

/** A new article's id: 1024 plus up to 100 (spec §9). */
export function newArticleId(random = Math.random): number {
  return 1024 + Math.floor(random() * 101);
}
