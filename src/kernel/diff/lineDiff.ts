/**
 * A line diff (Myers' O(ND) algorithm) for showing what changed between two texts, e.g. two
 * revisions of a resource file pretty-printed. The lines both texts start and end with are matched
 * first; when the rest needs more than MAX_EDITS edits, it is shown as removed then added, so that
 * time and memory stay bounded whatever the texts.
 */

export type DiffLine =
  | { kind: 'same'; text: string; oldLine: number; newLine: number }
  | { kind: 'removed'; text: string; oldLine: number }
  | { kind: 'added'; text: string; newLine: number };

/** Most edits aligned line by line (the trace holds about MAX_EDITS² numbers). */
export const MAX_EDITS = 2000;

/** The pretty-printed JSON two revisions are compared as. */
export const prettyJson = (value: unknown): string => JSON.stringify(value, null, 2) ?? '';

type Edit = 'same' | 'removed' | 'added';

/** The edits turning a into b, in order; undefined when more than maxEdits are needed. */
function myers(a: readonly string[], b: readonly string[], maxEdits: number): Edit[] | undefined {
  const n = a.length;
  const m = b.length;
  const limit = Math.min(n + m, maxEdits);
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  // trace[d]: v for k in -(d+1)..(d+1) as it was when step d began.
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d += 1) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && (v[offset + k - 1] ?? 0) < (v[offset + k + 1] ?? 0)) ? (v[offset + k + 1] ?? 0) : (v[offset + k - 1] ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m);
    }
  }
  return undefined;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const row = trace[d] ?? new Int32Array(0);
    const at = (k: number): number => row[k + d + 1] ?? 0;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = d === 0 ? 0 : previousX - previousK;
    while (x > previousX && y > previousY) {
      edits.push('same');
      x -= 1;
      y -= 1;
    }
    if (d > 0) {
      edits.push(x === previousX ? 'added' : 'removed');
      x = previousX;
      y = previousY;
    }
  }
  return edits.reverse();
}

const linesOf = (text: string): string[] => (text === '' ? [] : text.split('\n'));

/** The lines of `before` and `after`, each marked same, removed or added, with its line numbers. */
export function lineDiff(before: string, after: string, maxEdits = MAX_EDITS): DiffLine[] {
  const a = linesOf(before);
  const b = linesOf(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  const edits: Edit[] = [
    ...Array<Edit>(start).fill('same'),
    ...(myers(middleA, middleB, maxEdits) ?? [...Array<Edit>(middleA.length).fill('removed'), ...Array<Edit>(middleB.length).fill('added')]),
    ...Array<Edit>(end).fill('same'),
  ];
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const edit of edits) {
    if (edit === 'same') lines.push({ kind: 'same', text: a[i] ?? '', oldLine: ++i, newLine: ++j });
    else if (edit === 'removed') lines.push({ kind: 'removed', text: a[i] ?? '', oldLine: ++i });
    else lines.push({ kind: 'added', text: b[j] ?? '', newLine: ++j });
  }
  return lines;
}

/** A run of unchanged lines left out of a shown diff. */
export interface FoldedLines {
  kind: 'folded';
  count: number;
}

/** The diff with unchanged runs longer than `2 * context + 1` folded, keeping `context` lines beside each change. */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): Array<DiffLine | FoldedLines> {
  const shown: Array<DiffLine | FoldedLines> = [];
  let index = 0;
  while (index < lines.length) {
    if (lines[index]?.kind !== 'same') {
      shown.push(lines[index] as DiffLine);
      index += 1;
      continue;
    }
    let end = index;
    while (end < lines.length && lines[end]?.kind === 'same') end += 1;
    const keepBefore = index === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    if (end - index > keepBefore + keepAfter + 1) {
      shown.push(...lines.slice(index, index + keepBefore), { kind: 'folded', count: end - index - keepBefore - keepAfter }, ...lines.slice(end - keepAfter, end));
    } else {
      shown.push(...lines.slice(index, end));
    }
    index = end;
  }
  return shown;
}
