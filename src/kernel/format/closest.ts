/** The allowed name a typo most likely meant, for "did you mean ...?" hints. */

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** The allowed key a typo most likely meant (at most two edits away). */
export function closest(key: string, allowed: ReadonlySet<string>): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const candidate of allowed) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d <= 2 && (!best || d < best.distance)) best = { key: candidate, distance: d };
  }
  return best?.key;
}
