import { describe, expect, it } from 'vitest';
import { JsonListReader } from '../../../src/providers/jsonListReader';

/** Feeds `text` in pieces cut at `cuts`; returns the rows in order, per push, and the rest. */
function read(text: string, cuts: number[], key?: string) {
  const reader = new JsonListReader(key);
  const batches: unknown[][] = [];
  let from = 0;
  for (const at of [...cuts, text.length]) {
    batches.push(reader.push(text.slice(from, at)));
    from = at;
  }
  return { rows: batches.flat(), batches, rest: reader.rest(), found: reader.found, prefix: reader.prefix };
}

const tricky = [
  { id: 1, name: 'comma, bracket ] brace } quote " backslash \\', tags: [1, [2, 3], { a: ']' }] },
  { id: 2, name: '\\"escaped\\" "\\\\"', empty: {}, list: [] },
  { id: 3, name: 'emoji 😀 CJK 中文 \u2028', n: -1.5e3, ok: true, none: null },
  'a plain string, with a comma',
  42,
];

describe('JsonListReader', () => {
  it('gives the rows of the envelope list, whatever the cuts, and the envelope with the list emptied', () => {
    const text = JSON.stringify({ code: '00000', message: 'a [list], "of" rows', data: tricky });
    for (let at = 0; at <= text.length; at += 1) {
      const { rows, rest, found } = read(text, [at]);
      expect(rows).toEqual(tricky);
      expect(found).toBe(true);
      expect(JSON.parse(rest)).toEqual({ code: '00000', message: 'a [list], "of" rows', data: [] });
    }
  });

  it('hands over complete rows before the end, the head first', () => {
    const text = JSON.stringify({ code: '00000', data: tricky });
    const cut = text.indexOf('{"id":3');
    const { batches, prefix } = read(text, [cut + 5]);
    expect(batches[0]).toEqual(tricky.slice(0, 2));
    expect(batches[1]).toEqual(tricky.slice(2));
    expect(prefix).toBe('{"code":"00000","data":[');
  });

  it('reads a list that is the whole answer, with white space anywhere', () => {
    const text = ` [ ${tricky.map((row) => JSON.stringify(row, null, 2)).join(' ,\n ')} ] `;
    for (const at of [0, 1, 3, 40, text.length - 2]) expect(read(text, [at]).rows).toEqual(tricky);
    expect(JSON.parse(read(text, []).rest)).toEqual([]);
  });

  it('streams only the named member: another array first passes through in the rest', () => {
    const text = JSON.stringify({ code: '00000', errors: ['x', 'y'], note: 'data', data: [1, 2, 3], after: [4] });
    const { rows, rest } = read(text, [10, 30]);
    expect(rows).toEqual([1, 2, 3]);
    expect(JSON.parse(rest)).toEqual({ code: '00000', errors: ['x', 'y'], note: 'data', data: [], after: [4] });
  });

  it('passes an answer without the list through whole (error envelope, nested list, empty list)', () => {
    for (const answer of [{ code: '40300', message: 'Forbidden', data: null }, { code: '00000', data: { items: [1, 2] } }]) {
      const text = JSON.stringify(answer);
      const { rows, rest, found } = read(text, [5]);
      expect(rows).toEqual([]);
      expect(found).toBe(false);
      expect(JSON.parse(rest)).toEqual(answer);
    }
    expect(read('{"code":"00000","data":[]}', [24]).rows).toEqual([]);
  });

  it('refuses a cut-off list and a broken row', () => {
    expect(() => read('{"code":"00000","data":[{"id":1},{"id"', []).rest).toThrow(SyntaxError);
    expect(() => read('{"code":"00000","data":[{"id":1},{id:2},{"id":3}]}', [])).toThrow(SyntaxError);
  });
});
