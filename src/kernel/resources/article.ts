import type { ActionSchema, AnyRecord, Choice, ResourceSchema } from '../types';

/** Article fields; the pages and the demos share them. */
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

/** Status badges: success, info, danger (MUI's 'error'). */
export const STATUS_COLOR: Record<ArticleStatus, 'success' | 'info' | 'error'> = {
  published: 'success',
  draft: 'info',
  deleted: 'error',
};

export const ARTICLE_TYPES: Choice[] = [
  { id: 'CN', name: 'article.typeCN' },
  { id: 'US', name: 'article.typeUS' },
  { id: 'JP', name: 'article.typeJP' },
  { id: 'EU', name: 'article.typeEU' },
];

export const ARTICLE_STATUSES: Choice[] = [
  { id: 'published', name: 'article.published', color: 'success' },
  { id: 'draft', name: 'article.draft', color: 'info' },
  // The form offers 'deleted' only to an article that is deleted already.
  { id: 'deleted', name: 'article.deleted', color: 'danger', visibleWhen: { field: 'status', equals: 'deleted' } },
];

/** The filter bar's options: importance 1 to 3, types as 'China(CN)'. */
const IMPORTANCE_OPTIONS: Choice[] = [1, 2, 3].map((level) => ({ id: level, name: String(level) }));
const TYPE_OPTIONS: Choice[] = ARTICLE_TYPES.map(({ id }) => ({ id, name: `article.typeOption${String(id)}` }));

/** A new article's id: 1024 plus up to 100. */
export function newArticleId(random = Math.random): number {
  return 1024 + Math.floor(random() * 101);
}

/** A row button that sets the status locally: shown unless the row has that status already. */
function statusAction(name: string, status: ArticleStatus, color: ActionSchema['color']): ActionSchema {
  return {
    name,
    label: `article.${name}`,
    placement: 'row',
    color,
    effect: { kind: 'handler', handler: 'article.setStatus', args: { status } },
    visibleWhen: { field: 'status', equals: status, not: true },
    success: 'article.actionSuccess',
  };
}

function parseList(data: unknown): { data: AnyRecord[]; total: number } {
  const { items, total } = (data ?? {}) as { items?: unknown; total?: unknown };
  if (!Array.isArray(items)) throw new Error('The article list answer has no items');
  return { data: items as AnyRecord[], total: typeof total === 'number' ? total : items.length };
}

/**
 * Demo articles, paged by the API (GET /vue-element-admin/article/list with page, limit, title,
 * importance, type and sort '+id' / '-id'). The list page is the generic engine with the named
 * extensions of src/pages/article/articleExtensions.tsx (cells, input, handler, dialog, toolbar).
 */
// Written in TypeScript, not read from JSON: the compiler refuses an unknown key here against the types
// inferred from the zod definition, which is what parseResourceFile does for files.
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
  perPage: 20,
  // Field order: the table's columns, the filter bar (title, importance, type) and the form.
  fields: [
    { source: 'id', label: 'article.id', type: 'number', sortable: true, create: false, edit: false, defaultValue: () => newArticleId() },
    {
      source: 'timestamp',
      label: 'article.date',
      type: 'datetime',
      format: { type: 'datetime', wire: 'epoch' },
      required: true,
      messages: { required: 'article.timestampRequired' },
      defaultValue: () => Date.now(),
    },
    {
      source: 'title',
      label: 'article.title',
      type: 'text',
      cell: 'article.title',
      required: true,
      messages: { required: 'article.titleRequired' },
      filter: { kind: 'text', param: 'title' },
    },
    {
      source: 'author',
      label: 'article.author',
      type: 'text',
      create: false,
      edit: false,
      defaultValue: ({ identity }) => identity?.fullName || 'admin',
    },
    { source: 'reviewer', label: 'article.reviewer', type: 'text', list: 'hidden', cell: 'article.reviewer', create: false, edit: false },
    {
      source: 'importance',
      label: 'article.importance',
      inputLabel: 'article.importanceFull',
      type: 'number',
      cell: 'article.stars',
      input: 'article.importance',
      filter: { kind: 'select', choices: IMPORTANCE_OPTIONS },
      defaultValue: 1,
    },
    {
      source: 'type',
      label: 'article.type',
      type: 'select',
      choices: ARTICLE_TYPES,
      list: false,
      required: true,
      messages: { required: 'article.typeRequired' },
      filter: { kind: 'select', choices: TYPE_OPTIONS },
    },
    { source: 'pageviews', label: 'article.readings', type: 'number', cell: 'article.readings', create: false, edit: false, defaultValue: 0 },
    { source: 'status', label: 'article.status', type: 'status', choices: ARTICLE_STATUSES, defaultValue: 'published' },
    { source: 'remark', label: 'article.remark', type: 'textarea', list: false },
    { source: 'platforms', type: 'text', list: false, create: false, edit: false, show: false, defaultValue: ['a-platform'] },
  ],
  messages: { create: 'article.add', createTitle: 'article.create', editTitle: 'article.edit', empty: 'article.noArticles' },
  actions: [
    statusAction('publish', 'published', 'success'),
    statusAction('toDraft', 'draft', 'inherit'),
    // Delete says 'Delete Successfully' under 'Success', as the template's handleDelete.
    { ...statusAction('delete', 'deleted', 'error'), success: 'crud.deleted', successTitle: 'crud.success' },
  ],
  toolbar: ['article.sort', 'article.reviewer'],
  export: { file: 'table-list', columns: ['timestamp', 'title', 'type', 'importance', 'status'], formats: ['xlsx'], raw: true },
  // Create, update and status changes are applied to the rows shown; no row selection.
  afterSave: 'local',
  select: false,
};
