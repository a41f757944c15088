import type { AnyRecord, ResourceSchema } from './types';

/** Article fields (spec §3); the pages and the demos share them. */
export type ArticleType = 'CN' | 'US' | 'JP' | 'EU';
export type ArticleStatus = 'published' | 'draft' | 'deleted';

export interface Article {
  id: number;
  timestamp: number;
  title: string;
  author: string;
  reviewer?: string;
  importance: number;
  type: ArticleType;
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

/** Status badges (spec §4): success, info, danger (MUI's 'error'). */
export const STATUS_COLOR: Record<ArticleStatus, 'success' | 'info' | 'error'> = {
  published: 'success',
  draft: 'info',
  deleted: 'error',
};

export const ARTICLE_TYPES = [
  { id: 'CN', name: 'article.typeCN' },
  { id: 'US', name: 'article.typeUS' },
  { id: 'JP', name: 'article.typeJP' },
  { id: 'EU', name: 'article.typeEU' },
];

export const ARTICLE_STATUSES = [
  { id: 'published', name: 'article.published', color: 'success' as const },
  { id: 'draft', name: 'article.draft', color: 'info' as const },
  { id: 'deleted', name: 'article.deleted', color: 'danger' as const },
];

function parseList(data: unknown): { data: AnyRecord[]; total: number } {
  const { items, total } = (data ?? {}) as { items?: unknown; total?: unknown };
  if (!Array.isArray(items)) throw new Error('The article list answer has no items');
  return { data: items as AnyRecord[], total: typeof total === 'number' ? total : items.length };
}

/**
 * Demo articles, paged by the API (GET /vue-element-admin/article/list with page, limit, title,
 * importance, type and sort '+id' / '-id'). The pages compose the generic parts with their own.
 */
export const article: ResourceSchema = {
  name: 'article',
  label: 'route.articleList',
  roles: ['admin', 'editor'],
  icon: 'article',
  endpoints: {
    list: { method: 'GET', path: '/vue-element-admin/article/list' },
    getOne: { method: 'GET', path: '/vue-element-admin/article/detail' },
    create: { method: 'POST', path: '/vue-element-admin/article/create' },
    update: {
      method: 'POST',
      path: '/vue-element-admin/article/update',
      body: (record) => ({ ...record, timestamp: Number(new Date(record.timestamp as string | number)) }),
    },
  },
  list: {
    kind: 'server',
    query: ({ page, perPage, sort, filter }) => ({
      page,
      limit: perPage,
      title: typeof filter.title === 'string' ? filter.title : undefined,
      importance: filter.importance as number | undefined,
      type: filter.type as string | undefined,
      sort: sort.field === 'id' && sort.order === 'DESC' ? '-id' : '+id',
    }),
    parse: parseList,
  },
  sort: { field: 'id', order: 'ASC' },
  fields: [
    { source: 'id', label: 'article.id', type: 'number' },
    { source: 'timestamp', label: 'article.date', type: 'datetime', required: true },
    { source: 'title', label: 'article.title', type: 'text', required: true },
    { source: 'author', label: 'article.author', type: 'text' },
    { source: 'reviewer', label: 'article.reviewer', type: 'text' },
    { source: 'importance', label: 'article.importance', type: 'number' },
    { source: 'type', label: 'article.type', type: 'select', choices: ARTICLE_TYPES, required: true },
    { source: 'pageviews', label: 'article.readings', type: 'number' },
    { source: 'status', label: 'article.status', type: 'status', choices: ARTICLE_STATUSES },
  ],
};
