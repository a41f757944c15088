/**
 * Demo articles (template envelope): read and written by the roles the article's grants allow
 * (stored permissions, else the schema's roles: admin and editor; a visitor's console has no page
 * that reads them), each within its grant's fields and rows as the conventional resources obey them.
 */
import { MAX_RECORDS } from '../../src/kernel/rules/fieldRules';
import { articleProblem, blankArticle, toArticle } from '../articleInput';
import type { ApiRoute, Endpoints } from '../endpoint';
import { errors, fail, okTemplate } from '../envelope';
import { BAD_ID, toCount, toId } from '../parse';
import type { Store } from '../store';
import type { Article, PageViewStat } from '../apiTypes';
import { STAFF, editTarget, noRoomIn } from './guard';
import { article as ARTICLE } from '../../src/kernel/resources/article';
import { canDo, reaches } from '../../src/kernel/access/permissions';
import type { Caller } from '../apiTypes';
import { grantedBody } from './crud/grantedBody';
import { shownFields } from './crud/grantedList';
import { ensureReaches, ensureStaysIn } from '../operations/rowsReach';

/** An article's content may be long rich text. */
const ARTICLE_BODY_BYTES = 512 * 1024;

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
  const limit = Math.min(positive(query.get('limit'), 20), 100);
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

/** Article ids a client may choose on create (the template picks 1024 + up to 100); larger ones are assigned. */
const MAX_CHOSEN_ID = 1_000_000;

/** Whom the article's grants let do an operation (`roles`, the schema's, then name whom a refusal points to). */
const granted = (operation: 'read' | 'create' | 'update') => (caller: Caller) => canDo(ARTICLE, operation, caller);

export function articleHandlers(store: Store, route: Endpoints): ApiRoute[] {
  /** The articles the caller's read grant reaches, each with the fields it names. */
  const reached = (user: Caller) => (row: Article): boolean => reaches(ARTICLE, 'read', user, row as unknown as Record<string, unknown>, user.id);
  const readable = async (user: Caller): Promise<Article[]> =>
    (await store.articles.list()).filter(reached(user)).map((row) => shownFields(ARTICLE, user)(row) as Article);
  return [
    route.signedIn(
      { method: 'GET', path: '/vue-element-admin/article/list', roles: STAFF },
      async ({ request, user }) => okTemplate(listArticles(await readable(user), new URL(request.url).searchParams)),
      granted('read'),
    ),

    route.signedIn(
      { method: 'GET', path: '/vue-element-admin/article/detail', roles: STAFF },
      async ({ request, user }) => {
        const id = toId(new URL(request.url).searchParams.get('id'));
        if (id === undefined) return errors.invalid(BAD_ID);
        const article = await store.articles.get(id);
        return article && reached(user)(article) ? okTemplate(shownFields(ARTICLE, user)(article)) : fail(40400, 'Article not found');
      },
      granted('read'),
    ),

    route.signedIn({ method: 'GET', path: '/vue-element-admin/article/pv', roles: STAFF }, () => okTemplate({ pvData: PAGE_VIEWS }), granted('read')),

    route.signedIn({ method: 'POST', path: '/vue-element-admin/article/create', roles: STAFF, maxBodyBytes: ARTICLE_BODY_BYTES }, async ({ body: sent, user }) => {
      await noRoomIn(store.articles, MAX_RECORDS.article, 'articles');
      const body = grantedBody(ARTICLE, user, 'new', sent);
      const problem = articleProblem(body);
      if (problem) return errors.invalid(problem);
      const wanted = toId(body.id);
      // The id of the body is kept when it is free and small; otherwise the next id is used.
      const id = wanted !== undefined && wanted <= MAX_CHOSEN_ID && !(await store.articles.get(wanted)) ? wanted : undefined;
      return okTemplate(await store.articles.insert({ ...toArticle(body, blankArticle(0)), id }));
    }, granted('create')),

    route.signedIn({ method: 'POST', path: '/vue-element-admin/article/update', roles: STAFF, maxBodyBytes: ARTICLE_BODY_BYTES }, async ({ body: sent, user }) => {
      const target = await editTarget(sent, store.articles, 'Article not found');
      ensureReaches(ARTICLE, user, target.current, 'change');
      const body = grantedBody(ARTICLE, user, 'edit', sent, target.current);
      const problem = articleProblem(body);
      if (problem) return errors.invalid(problem);
      const next = toArticle(body, target.current);
      ensureStaysIn(ARTICLE, user, next);
      await store.articles.update(target.id, next);
      return okTemplate('success');
    }, granted('update')),
  ];
}
