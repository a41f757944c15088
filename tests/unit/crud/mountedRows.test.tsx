import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROWS_PER_COMMIT, useMountedRows } from '../../../src/crud/list/PositionalBody';

describe('rows mounted per commit', () => {
  it('draws the rows mounted already at once, and new rows a few per commit until all are there', async () => {
    const commits: number[] = [];
    const { rerender } = renderHook(({ length }) => {
      const shown = useMountedRows(length);
      commits.push(shown);
      return shown;
    }, { initialProps: { length: 10 } });
    expect(commits[0]).toBe(10);
    commits.length = 0;
    await act(async () => rerender({ length: 50 }));
    // The interaction's own commit mounts ROWS_PER_COMMIT more; the rest came in later commits.
    expect(commits[0]).toBe(10 + ROWS_PER_COMMIT);
    expect(commits.at(-1)).toBe(50);
    expect(commits.every((shown, index) => index === 0 || shown - commits[index - 1] <= ROWS_PER_COMMIT)).toBe(true);
    commits.length = 0;
    // Fewer rows: shown at once, and growing again mounts from there.
    await act(async () => rerender({ length: 1 }));
    expect(commits[0]).toBe(1);
    commits.length = 0;
    await act(async () => rerender({ length: 10 }));
    expect(commits[0]).toBe(1 + ROWS_PER_COMMIT);
    expect(commits.at(-1)).toBe(10);
  });
});
