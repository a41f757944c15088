import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportFields, exportSchemaOf, exportTable } from '../../../src/crud/export/exportTable';
import { validatorsFor } from '../../../src/crud/validators';
import { LOADING_HOLD_MS, useHeldLoading } from '../../../src/crud/list/useHeldLoading';
import { holds } from '../../../src/kernel/rules/conditions';
import { article, ARTICLE_STATUSES, newArticleId, STATUS_COLOR } from '../../../src/kernel/resources/article';
import type { AnyRecord } from '../../../src/kernel/types';

afterEach(() => vi.useRealTimers());

const field = (source: string) => {
  const found = article.fields.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no field ${source}`);
  return found;
};
const rowButtons = (status: string) =>
  (article.actions ?? []).filter((action) => action.visibleWhen === undefined || holds(action.visibleWhen, { id: 1, status })).map((action) => action.label);

describe('article status rules', () => {
  it('shows Publish unless published, Draft unless draft, Delete unless deleted', () => {
    expect(rowButtons('published')).toEqual(['article.toDraft', 'article.delete']);
    expect(rowButtons('draft')).toEqual(['article.publish', 'article.delete']);
    expect(rowButtons('deleted')).toEqual(['article.publish', 'article.toDraft']);
  });
  it("each sets the status locally; Publish and Draft say '操作Success', Delete 'Delete Successfully' under Success", () => {
    const [publish, draft, remove] = article.actions ?? [];
    expect([publish, draft, remove].map((action) => action.effect)).toEqual(
      ['published', 'draft', 'deleted'].map((status) => ({ kind: 'handler', handler: 'article.setStatus', args: { status } })),
    );
    expect([publish.success, draft.success]).toEqual(['article.actionSuccess', 'article.actionSuccess']);
    expect([remove.success, remove.successTitle]).toEqual(['crud.deleted', 'crud.success']);
  });
  it('badges: success, info, danger', () => {
    expect(STATUS_COLOR).toEqual({ published: 'success', draft: 'info', deleted: 'error' });
    expect(ARTICLE_STATUSES.map((status) => status.color)).toEqual(['success', 'info', 'danger']);
  });
  it('the form offers deleted only to a deleted article', () => {
    const offered = (record: AnyRecord) =>
      ARTICLE_STATUSES.filter((choice) => choice.visibleWhen === undefined || holds(choice.visibleWhen, record)).map((choice) => choice.id);
    expect(offered({ id: 1, status: 'draft' })).toEqual(['published', 'draft']);
    expect(offered({ id: 1, status: 'deleted' })).toEqual(['published', 'draft', 'deleted']);
  });
  it('new ids are 1024 plus up to 100', () => {
    expect(newArticleId(() => 0)).toBe(1024);
    expect(newArticleId(() => 0.9999)).toBe(1124);
  });
});

describe('article form', () => {
  it("says 'type is required', 'timestamp is required' and 'title is required'", () => {
    for (const [source, message] of [
      ['type', 'article.typeRequired'],
      ['timestamp', 'article.timestampRequired'],
      ['title', 'article.titleRequired'],
    ]) {
      expect(validatorsFor(field(source), 'new')[0]('', {}, {})).toBe(message);
    }
  });
  it('a new article: id 1024+, the author signed in, no page views, a-platform, published, importance 1', () => {
    const compute = (source: string) => {
      const value = field(source).defaultValue;
      return typeof value === 'function' ? value({ identity: { fullName: 'Super Admin' } }) : value;
    };
    expect(compute('id')).toBeGreaterThanOrEqual(1024);
    expect(compute('author')).toBe('Super Admin');
    expect(compute('pageviews')).toBe(0);
    expect(compute('platforms')).toEqual(['a-platform']);
    expect(compute('status')).toBe('published');
    expect(compute('importance')).toBe(1);
    expect(Math.abs(Number(compute('timestamp')) - Date.now())).toBeLessThan(5000);
  });
});

describe('article list query', () => {
  it('page, limit, title, importance, type and sort (+id or -id)', () => {
    if (article.list.kind !== 'server') throw new Error('the article list is paged by the server');
    expect(article.perPage).toBe(20);
    const query = article.list.query({ page: 2, perPage: 20, sort: { field: 'id', order: 'DESC' }, filter: { title: 'a', importance: '2', type: 'JP' } });
    expect(query).toEqual({ page: 2, limit: 20, title: 'a', importance: '2', type: 'JP', sort: '-id' });
    expect(article.list.query({ page: 1, perPage: 20, sort: { field: 'id', order: 'ASC' }, filter: {} }).sort).toBe('+id');
  });
});

describe('export', () => {
  it("writes 'table-list.xlsx' with timestamp, title, type, importance and status as stored, the epoch timestamp as ISO 8601 (raw: no label row)", () => {
    expect(exportSchemaOf(article)).toMatchObject({ file: 'table-list', formats: ['xlsx'] });
    const row = { id: 1, timestamp: new Date(2024, 0, 2, 3, 4, 5).getTime(), title: 'T', type: 'CN', importance: 2, status: 'draft' };
    const table = exportTable(article, exportFields(article, () => true), [row], (key) => key);
    expect(table).toEqual([
      ['timestamp', 'title', 'type', 'importance', 'status'],
      [new Date(row.timestamp).toISOString(), 'T', 'CN', 2, 'draft'],
    ]);
  });
});

describe('list loading indicator', () => {
  it('hides 1500 ms after the response', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ fetching }) => useHeldLoading(fetching), { initialProps: { fetching: true } });
    expect(result.current).toBe(true);
    rerender({ fetching: false });
    act(() => {
      vi.advanceTimersByTime(LOADING_HOLD_MS - 1);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });
});
