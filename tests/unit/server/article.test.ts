// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Article, PageViewStat } from '../../../server/apiTypes';
import { call, login, setupMockApi, type CallOptions } from './client';

const store = setupMockApi();

/** These endpoints need a session (editor); tests/security covers the refusals. */
let token = '';
beforeEach(async () => {
  token = await login('editor');
});
const signedIn = <T = unknown>(path: string, options: CallOptions = {}) => call<T>(path, { ...options, token });

type Page = { items: Article[]; total: number };
const list = (query: Record<string, string | number> = {}) => signedIn<Page>('/vue-element-admin/article/list', { query });

describe('article list', () => {
  it('defaults to page 1 of 20, ids ascending, over 100 articles', async () => {
    const answer = await list();
    expect(answer).toMatchObject({ status: 200, code: 20000 });
    expect(answer.message).toBeUndefined();
    expect(answer.data.total).toBe(100);
    expect(answer.data.items.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('seeds realistic, well-typed articles', async () => {
    for (const article of (await store.articles.list())) {
      expect([1, 2, 3]).toContain(article.importance);
      expect(['CN', 'US', 'JP', 'EU']).toContain(article.type);
      expect(['published', 'draft']).toContain(article.status);
      expect(typeof article.timestamp).toBe('number');
      expect(article.platforms).toEqual(['a-platform']);
      expect(article.display_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(article.content).toContain('<p>');
      expect(article.title.length).toBeGreaterThan(5);
    }
  });

  it('pages and sorts', async () => {
    const page = await list({ page: 3, limit: 10, sort: '-id' });
    expect(page.data.total).toBe(100);
    expect(page.data.items.map((item) => item.id)).toEqual([80, 79, 78, 77, 76, 75, 74, 73, 72, 71]);
    expect((await list({ page: 11, limit: 10 })).data.items).toEqual([]);
    expect((await list({ sort: '+id', limit: 5 })).data.items.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('filters by importance, type and title (case-insensitive)', async () => {
    const all = await store.articles.list();
    const word = (all[0]?.title.split(' ').at(-1) ?? '').toUpperCase();
    const cases: Array<[Record<string, string | number>, (a: Article) => boolean]> = [
      [{ importance: 3 }, (a) => a.importance === 3],
      [{ type: 'JP' }, (a) => a.type === 'JP'],
      [{ title: word }, (a) => a.title.toLowerCase().includes(word.toLowerCase())],
      [{ type: 'EU', importance: 1 }, (a) => a.type === 'EU' && a.importance === 1],
    ];
    for (const [query, predicate] of cases) {
      const expected = all.filter(predicate);
      expect(expected.length).toBeGreaterThan(0);
      const answer = await list({ ...query, limit: 100 });
      expect(answer.data.total).toBe(expected.length);
      expect(answer.data.items.map((item) => item.id)).toEqual(expected.map((item) => item.id));
    }
  });
});

describe('article detail, pv, create, update', () => {
  it('answers one article or 40400', async () => {
    expect((await signedIn<Article>('/vue-element-admin/article/detail', { query: { id: 7 } })).data).toEqual(await store.articles.get(7));
    expect(await signedIn('/vue-element-admin/article/detail', { query: { id: 999 } })).toMatchObject({ code: 40400, data: null });
  });

  it('answers page views', async () => {
    const answer = await signedIn<{ pvData: PageViewStat[] }>('/vue-element-admin/article/pv', { query: { pv: 'x' } });
    expect(answer.data.pvData).toEqual([
      { key: 'PC', pv: 1024 },
      { key: 'mobile', pv: 1024 },
      { key: 'ios', pv: 1024 },
      { key: 'android', pv: 1024 },
    ]);
  });

  it('creates with the id of the body, then with the next id', async () => {
    const body = { id: 1050, title: 'Hello', type: 'US', importance: 2, status: 'draft', timestamp: 1700000000000, author: 'me' };
    const created = await signedIn<Article>('/vue-element-admin/article/create', { method: 'POST', body });
    expect(created.code).toBe(20000);
    expect(created.data).toMatchObject(body);
    expect((await store.articles.get(1050))?.title).toBe('Hello');
    const second = await signedIn<Article>('/vue-element-admin/article/create', { method: 'POST', body: { ...body, id: undefined } });
    expect(second.data.id).toBe(1051);
    expect((await list()).data.total).toBe(102);
  });

  it('updates and answers success', async () => {
    const answer = await signedIn('/vue-element-admin/article/update', { method: 'POST', body: { id: 3, title: 'Changed', status: 'deleted', timestamp: 5 } });
    expect(answer).toMatchObject({ code: 20000, data: 'success' });
    expect(await store.articles.get(3)).toMatchObject({ title: 'Changed', status: 'deleted', timestamp: 5 });
  });
});
