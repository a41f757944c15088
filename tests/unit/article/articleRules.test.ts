import { renderHook, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportRows, EXPORT_COLUMNS, EXPORT_FILE } from '../../../src/pages/article/exportArticles';
import { newArticleId, statusActions, STATUS_COLOR, type Article } from '../../../src/pages/article/articleStatus';
import { LOADING_HOLD_MS, useHeldLoading } from '../../../src/crud/list/useHeldLoading';

afterEach(() => vi.useRealTimers());

describe('article status rules', () => {
  it('shows Publish unless published, Draft unless draft, Delete unless deleted', () => {
    expect(statusActions('published')).toEqual(['draft', 'deleted']);
    expect(statusActions('draft')).toEqual(['published', 'deleted']);
    expect(statusActions('deleted')).toEqual(['published', 'draft']);
  });
  it('badges: success, info, danger', () => {
    expect(STATUS_COLOR).toEqual({ published: 'success', draft: 'info', deleted: 'error' });
  });
  it('new ids are 1024 plus up to 100', () => {
    expect(newArticleId(() => 0)).toBe(1024);
    expect(newArticleId(() => 0.9999)).toBe(1124);
  });
});

describe('export', () => {
  it("writes 'table-list.xlsx' with timestamp, title, type, importance and status", () => {
    expect(EXPORT_FILE).toBe('table-list.xlsx');
    expect(EXPORT_COLUMNS).toEqual(['timestamp', 'title', 'type', 'importance', 'status']);
    const article = { id: 1, timestamp: new Date(2024, 0, 2, 3, 4, 5).getTime(), title: 'T', type: 'CN', importance: 2, status: 'draft' } as Article;
    expect(exportRows([article])).toEqual([['2024-01-02 03:04:05', 'T', 'CN', 2, 'draft']]);
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
