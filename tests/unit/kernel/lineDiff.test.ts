/** The kernel's line diff (src/kernel/diff/lineDiff.ts): minimal edits, line numbers, bounds and folding. */
import { describe, expect, it } from 'vitest';
import { foldUnchanged, lineDiff, prettyJson, type DiffLine } from '../../../src/kernel/diff/lineDiff';

const marks = (lines: readonly DiffLine[]): string[] => lines.map((line) => `${line.kind === 'same' ? ' ' : line.kind === 'added' ? '+' : '-'}${line.text}`);

/** Applies the diff to `before` and checks that it yields `after`. */
function replays(before: string, after: string, lines: readonly DiffLine[]): boolean {
  const old = lines.filter((line) => line.kind !== 'added').map((line) => line.text);
  const next = lines.filter((line) => line.kind !== 'removed').map((line) => line.text);
  return old.join('\n') === before && next.join('\n') === after;
}

describe('lineDiff', () => {
  it('marks nothing for equal texts and everything for texts with nothing in common', () => {
    expect(marks(lineDiff('a\nb', 'a\nb'))).toEqual([' a', ' b']);
    expect(marks(lineDiff('a\nb', 'c'))).toEqual(['-a', '-b', '+c']);
    expect(marks(lineDiff('', 'x'))).toEqual(['+x']);
    expect(lineDiff('', '')).toEqual([]);
  });

  it('finds the fewest edits: one line changed, one added, one removed', () => {
    expect(marks(lineDiff('a\nb\nc\nd', 'a\nB\nc\nd\ne'))).toEqual([' a', '-b', '+B', ' c', ' d', '+e']);
    expect(marks(lineDiff('x\na\nb\nc', 'a\nb\nc'))).toEqual(['-x', ' a', ' b', ' c']);
    expect(marks(lineDiff('a\nb\nc\na\nb\nb\na', 'c\nb\na\nb\na\nc')).filter((mark) => !mark.startsWith(' '))).toHaveLength(5);
  });

  it('numbers the lines of each side', () => {
    expect(lineDiff('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'removed', text: 'b', oldLine: 2 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 2 },
      { kind: 'added', text: 'd', newLine: 3 },
    ]);
  });

  it('always replays into both texts, random edits included', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 200; round += 1) {
      const before = Array.from({ length: Math.floor(random() * 12) }, () => 'abcd'[Math.floor(random() * 4)]).join('\n');
      const after = Array.from({ length: Math.floor(random() * 12) }, () => 'abcd'[Math.floor(random() * 4)]).join('\n');
      expect(replays(before, after, lineDiff(before, after))).toBe(true);
    }
  });

  it('shows the middle as replaced beyond the edit bound, and still replays', () => {
    const before = Array.from({ length: 50 }, (_, index) => `old ${index}`).join('\n');
    const after = Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? `old ${index}` : `new ${index}`)).join('\n');
    const bounded = lineDiff(`head\n${before}\ntail`, `head\n${after}\ntail`, 10);
    expect(replays(`head\n${before}\ntail`, `head\n${after}\ntail`, bounded)).toBe(true);
    expect(bounded.filter((line) => line.kind === 'removed')).toHaveLength(49);
    expect(lineDiff(before, after).filter((line) => line.kind === 'removed')).toHaveLength(25);
  });

  it('compares pretty-printed JSON line by line', () => {
    const lines = lineDiff(prettyJson({ name: 'memo', label: 'Memo' }), prettyJson({ name: 'memo', label: 'Notes' }));
    expect(marks(lines)).toEqual([' {', '   "name": "memo",', '-  "label": "Memo"', '+  "label": "Notes"', ' }']);
  });
});

describe('foldUnchanged', () => {
  it('keeps the context lines beside each change and folds the rest', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index}`);
    const after = before.map((line, index) => (index === 10 ? 'changed' : line));
    const shown = foldUnchanged(lineDiff(before.join('\n'), after.join('\n')), 2);
    expect(shown.map((line) => (line.kind === 'folded' ? `...${line.count}` : line.text))).toEqual(['...8', 'line 8', 'line 9', 'line 10', 'changed', 'line 11', 'line 12', '...7']);
  });

  it('folds nothing when a run is short', () => {
    const lines = lineDiff('a\nb\nc', 'a\nB\nc');
    expect(foldUnchanged(lines, 3)).toEqual(lines);
  });
});
