import { describe, expect, it, vi } from 'vitest';
import { ascendingOrder, ListIndex, loadOrderOf, warmIndex } from '../../../src/providers/listIndex';

const rows = Array.from({ length: 5000 }, (_, index) => ({
  id: index,
  packageId: `PKG-${index}`,
  totalNum: (index * 7919) % 5000,
  name: index % 2 ? `Item ${index}` : undefined,
}));

describe('list index', () => {
  it('narrows a growing search from the previous result, and keeps recent ones for backspace', () => {
    const index = new ListIndex(rows, ['packageId']);
    const wide = index.search('pkg-12');
    expect(wide.length).toBeLessThan(rows.length / 8);
    const includes = vi.spyOn(String.prototype, 'includes');
    const narrow = index.search('pkg-123');
    // Only the rows that matched 'pkg-12' were looked at (plus one check per recent needle).
    expect(includes.mock.calls.length).toBeGreaterThanOrEqual(wide.length);
    expect(includes.mock.calls.length).toBeLessThanOrEqual(wide.length + 8);
    includes.mockClear();
    expect(index.search('pkg-12')).toBe(wide);
    expect(includes).not.toHaveBeenCalled();
    includes.mockRestore();
    expect([...narrow].every((i) => rows[i].packageId.includes('pkg-123'.toUpperCase()))).toBe(true);
    expect(narrow.length).toBe(rows.filter((row) => row.packageId.toLowerCase().includes('pkg-123')).length);
  });

  it('walks the chunks again rather than testing each row of a wide earlier result (an eighth of the rows or more)', () => {
    const index = new ListIndex(rows, ['packageId']);
    const wide = index.search('pkg-1');
    expect(wide.length).toBeGreaterThan(rows.length / 8);
    const includes = vi.spyOn(String.prototype, 'includes');
    const narrow = index.search('pkg-10');
    expect(includes.mock.calls.length).toBeLessThanOrEqual(8);
    includes.mockRestore();
    expect(narrow.length).toBe(rows.filter((row) => row.packageId.toLowerCase().includes('pkg-10')).length);
  });

  it('sorts through a per-field order computed once, descending read backwards', () => {
    const index = new ListIndex(rows, ['packageId']);
    const ascending = index.view('', { field: 'totalNum', order: 'ASC' });
    const descending = index.view('', { field: 'totalNum', order: 'DESC' });
    expect(descending.positions).toBe(ascending.positions);
    expect(index.page(ascending, 1, 3).map((row) => row.totalNum)).toEqual([0, 1, 2]);
    expect(index.page(descending, 1, 3).map((row) => row.totalNum)).toEqual([4999, 4998, 4997]);
    expect(index.orderOf('totalNum')).toBe(ascending.positions);
  });

  it('puts a search result in sort order (few and many matches), empties last', () => {
    const index = new ListIndex(rows, ['packageId']);
    for (const needle of ['pkg-49', 'pkg-']) {
      const view = index.view(needle, { field: 'name', order: 'ASC' });
      const names = index.all(view).map((row) => row.name);
      const expected = rows
        .filter((row) => row.packageId.toLowerCase().includes(needle))
        .map((row) => row.name)
        .sort((a, b) => (a === b ? 0 : a === undefined ? 1 : b === undefined ? -1 : Number(a.slice(5)) - Number(b.slice(5))));
      expect(names).toEqual(expected);
    }
  });

  it('warms the search texts and sort orders in idle steps', () => {
    const index = new ListIndex(rows, ['packageId'], { textChunkRows: 500 });
    const steps: Array<() => void> = [];
    warmIndex(index, ['totalNum'], { chunk: 2000, idle: (callback) => steps.push(callback) });
    let runs = 0;
    while (steps.length && runs < 20) {
      steps.shift()?.();
      runs += 1;
    }
    expect(index.textsBuilt).toBe(rows.length);
    expect(runs).toBeGreaterThanOrEqual(4);
  });

  it("orders rows already in a field's order in one pass, and sorts others with ties in load order", () => {
    const compare = vi.spyOn(Int32Array.prototype, 'sort');
    expect([...ascendingOrder(rows, 'id')].slice(0, 4)).toEqual([0, 1, 2, 3]);
    const newestFirst = [...rows].reverse();
    expect([...ascendingOrder(newestFirst, 'id')].slice(0, 3)).toEqual([4999, 4998, 4997]);
    expect(compare).not.toHaveBeenCalled();
    compare.mockRestore();
    const mixed = [3, 1, 3, 2, 1].map((n, id) => ({ id, n }));
    expect([...ascendingOrder(mixed, 'n')]).toEqual([1, 4, 3, 0, 2]);
    const texts = ['Item 10', 'item 2', undefined, 'Item 1'].map((t, id) => ({ id, t }));
    expect([...ascendingOrder(texts, 't')]).toEqual([3, 1, 0, 2]);
  });

  it('finds what a test of each row finds, across chunks, at their edges and narrowing, never across rows', () => {
    const words = ['alpha', 'beta', 'gamma', 'delta', 'al', 'ta'];
    const sample = Array.from({ length: 1000 }, (_, i) => ({ id: i, a: `${words[i % 6]}${i % 13}`, b: i % 7 === 0 ? null : `${words[(i * 5) % 6]}-${i}` }));
    const index = new ListIndex(sample, ['a', 'b'], { textChunkRows: 64 });
    const expected = (needle: string) =>
      sample.flatMap((row, i) => ([row.a, row.b ?? ''].join('\u0000').includes(needle) ? [i] : []));
    for (const needle of ['alpha', 'a1', 'ta1', 'beta-1', 'beta-10', 'gamma-99', 'l', '-63', 'a', 'al9', 'zz']) {
      expect([...index.search(needle)], needle).toEqual(expected(needle));
    }
    // The end of one row and the start of the next never make a match.
    const across = `${sample[64].b ?? ''}${sample[65].a}`;
    expect(across).toBe('gamma-64ta0');
    expect([...index.search(across)]).toEqual([]);
    expect([...index.search('\u0001')]).toEqual([]);
  });

  it('searches every field of a row, lower-cased, without matching across fields', () => {
    const index = new ListIndex([{ id: 1, a: 'Alpha', b: 12 }, { id: 2, a: 'Beta', b: null }, { id: 3, a: 'GAMMA', b: 3 }], ['a', 'b']);
    expect([...index.search('gamma')]).toEqual([2]);
    expect([...index.search('12')]).toEqual([0]);
    expect([...index.search('a1')]).toEqual([]);
  });

  it('tells whether the rows as loaded follow a sort (the first page of a loading list is final)', () => {
    const newestFirst = [...rows].reverse();
    expect(loadOrderOf(rows, 'id')).toBe('ascending');
    expect(loadOrderOf(newestFirst, 'id')).toBe('descending');
    expect(loadOrderOf(rows, 'totalNum')).toBeUndefined();
    expect(loadOrderOf([1, 1, 0].map((n, id) => ({ id, n })), 'n')).toBeUndefined();
    const index = new ListIndex(newestFirst, ['packageId']);
    expect(index.follows({ field: 'id', order: 'DESC' })).toBe(true);
    expect(index.follows({ field: 'id', order: 'ASC' })).toBe(false);
    expect(index.follows({ field: 'packageId', order: 'DESC' })).toBe(false);
    expect(index.follows(undefined)).toBe(true);
    expect(index.page(index.view('', { field: 'id', order: 'DESC' }), 1, 2).map((row) => row.id)).toEqual([4999, 4998]);
    // A search in the load order's field needs no sort: the matches are in order already.
    const sort = vi.spyOn(Int32Array.prototype, 'sort');
    const expected = newestFirst.filter((row) => row.packageId.includes('PKG-12')).map((row) => row.id);
    expect(index.all(index.view('pkg-12', { field: 'id', order: 'DESC' })).map((row) => row.id)).toEqual(expected);
    expect(index.all(index.view('pkg-12', { field: 'id', order: 'ASC' })).map((row) => row.id)).toEqual([...expected].reverse());
    expect(sort).not.toHaveBeenCalled();
    sort.mockRestore();
  });
});
