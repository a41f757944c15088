/** The bulk actions bar covers the region above the table: its measured height, at least the bar's own 48 px. */
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BULK_BAR_MIN_PX, useBulkCover } from '../../../../src/crud/list/useBulkCover';

function Probe({ onCover }: { onCover: (px: number) => void }) {
  const region = useRef<HTMLDivElement>(null);
  onCover(useBulkCover(region));
  return <div ref={region} />;
}

const covered = () => {
  const seen: number[] = [];
  render(<Probe onCover={(px) => seen.push(px)} />);
  return seen.at(-1);
};

describe('useBulkCover', () => {
  afterEach(() => vi.restoreAllMocks());

  it('covers the whole region above the table (the filter row and what follows it)', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 83.6 } as DOMRect);
    expect(covered()).toBe(84);
  });

  it('covers at least its own height when the region is smaller (a list without filters)', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 4 } as DOMRect);
    expect(covered()).toBe(BULK_BAR_MIN_PX);
  });
});
