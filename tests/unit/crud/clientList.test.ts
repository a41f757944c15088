import { describe, expect, it } from 'vitest';
import { buildView, compareValues, matchesFilter, pageOf } from '../../../src/providers/clientList';

const rows = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Item ${25 - index}`, group: index % 3 }));

describe('client list operations', () => {
  it('compares numbers numerically and strings naturally, empties last', () => {
    expect(compareValues(2, 10)).toBeLessThan(0);
    expect(compareValues('Item 2', 'Item 10')).toBeLessThan(0);
    expect(compareValues(undefined, 'a')).toBeGreaterThan(0);
  });

  it('filters by quick search over the given fields and by exact values', () => {
    expect(matchesFilter(rows[0], { q: 'item 25' }, ['name'])).toBe(true);
    expect(matchesFilter(rows[0], { q: 'nope' }, ['name'])).toBe(false);
    expect(matchesFilter(rows[0], { group: 0 }, [])).toBe(true);
    expect(matchesFilter(rows[0], { group: [1, 2] }, [])).toBe(false);
  });

  it('sorts, pages and reuses the view for the same filter and sort', () => {
    const view = buildView(rows, { page: 1, perPage: 10, sort: { field: 'name', order: 'ASC' } }, ['name']);
    expect(pageOf(view.rows, 1, 3).map((row) => row.name)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(pageOf(view.rows, 3, 10)).toHaveLength(5);
    const again = buildView(rows, { page: 2, perPage: 10, sort: { field: 'name', order: 'ASC' } }, ['name'], view);
    expect(again).toBe(view);
    const other = buildView(rows, { page: 1, perPage: 10, sort: { field: 'name', order: 'DESC' } }, ['name'], view);
    expect(other).not.toBe(view);
  });

  it('searches and sorts 100,000 rows (timings are in npm run bench)', () => {
    const many = Array.from({ length: 100_000 }, (_, index) => ({ id: index, packageId: `PKG-${index}`, totalNum: (index * 7919) % 100_000 }));
    const view = buildView(many, { page: 1, perPage: 10, sort: { field: 'totalNum', order: 'DESC' }, filter: { q: '999' } }, ['packageId']);
    expect(view.rows.every((row) => String(row.packageId).includes('999'))).toBe(true);
    const totals = view.rows.map((row) => Number(row.totalNum));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
