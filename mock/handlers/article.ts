/** Demo articles (template envelope, no session needed). */
import { http, type HttpHandler } from 'msw';
import { blankArticle, toArticle } from '../article-input';
import { fail, okTemplate } from '../envelope';
import { readJson, toCount, toId } from '../parse';
import type { Store } from '../store';
import type { Article, PageViewStat } from '../types';

const PAGE_VIEWS: readonly PageViewStat[] = [
  { key: 'PC', pv: 1024 },
  { key: 'mobile', pv: 1024 },
  { key: 'ios', pv: 1024 },
  { key: 'android', pv: 1024 },
];

function positive(value: string | null, fallback: number): number {
  const number = toCount(value);
  return number !== undefined && number > 0 ? number : fallback;
}

export function listArticles(all: readonly Article[], query: URLSearchParams): { items: Article[]; total: number } {
  const title = (query.get('title') ?? '').trim().toLowerCase();
  const importance = toCount(query.get('importance'));
  const type = query.get('type') ?? '';
  const page = positive(query.get('page'), 1);
  const limit = positive(query.get('limit'), 20);
  const matches = all
    .filter(
      (article) =>
        (!title || article.title.toLowerCase().includes(title)) &&
        (importance === undefined || article.importance === importance) &&
        (!type || article.type === type),
    )
    .sort((a, b) => (query.get('sort') === '-id' ? b.id - a.id : a.id - b.id));
  return { items: matches.slice((page - 1) * limit, page * limit), total: matches.length };
}

export function articleHandlers(store: Store): HttpHandler[] {
  return [
    http.get('*/vue-element-admin/article/list', ({ request }) =>
      okTemplate(listArticles(store.articles.list(), new URL(request.url).searchParams)),
    ),

    http.get('*/vue-element-admin/article/detail', ({ request }) => {
      const id = toId(new URL(request.url).searchParams.get('id'));
      const article = id === undefined ? undefined : store.articles.get(id);
      return article ? okTemplate(article) : fail(40400, 'Article not found');
    }),

    http.get('*/vue-element-admin/article/pv', () => okTemplate({ pvData: PAGE_VIEWS })),

    http.post('*/vue-element-admin/article/create', async ({ request }) => {
      const body = await readJson(request);
      if (!body) return fail(40000, 'The request body must be a JSON object');
      const wanted = toId(body.id);
      const id = wanted !== undefined && !store.articles.get(wanted) ? wanted : undefined;
      // The id of the body is kept when it is free; otherwise the next id is used.
      return okTemplate(store.articles.insert({ ...toArticle(body, blankArticle(0)), id }));
    }),

    http.post('*/vue-element-admin/article/update', async ({ request }) => {
      const body = await readJson(request);
      if (!body) return fail(40000, 'The request body must be a JSON object');
      const id = toId(body.id);
      if (id !== undefined) {
        const current = store.articles.get(id);
        if (current) store.articles.update(id, toArticle(body, current));
        else store.articles.insert(toArticle(body, blankArticle(id)));
      }
      return okTemplate('success');
    }),
  ];
}
