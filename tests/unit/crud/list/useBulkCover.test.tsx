/** The bulk actions bar covers the region above the table: its measured height, at least the bar's own 48 px, written as a CSS variable. */
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_BAR_MIN_PX, BULK_COVER_VAR, useBulkCover } from '../../../../src/crud/list/useBulkCover';

let report: ((height: number) => void) | undefined;
let renders = 0;

class FakeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    report = (height) => this.callback([{ borderBoxSize: [{ blockSize: height, inlineSize: 0 }] } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  disconnect() {
    report = undefined;
  }
}

function Card() {
  renders += 1;
  const card = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLDivElement>(null);
  useBulkCover(region, card);
  return (
    <div ref={card} data-testid="card">
      <div ref={region} />
    </div>
  );
}

const coverOf = (element: HTMLElement) => element.style.getPropertyValue(BULK_COVER_VAR);

describe('useBulkCover', () => {
  beforeEach(() => {
    renders = 0;
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('covers the whole region above the table, and follows its size without rendering again', () => {
    const view = render(<Card />);
    const card = view.getByTestId('card');
    act(() => report?.(83.6));
    expect(coverOf(card)).toBe('84px');
    act(() => report?.(130));
    expect(coverOf(card)).toBe('130px');
    expect(renders).toBe(1);
  });

  it('covers at least its own height when the region is smaller (a list without filters)', () => {
    const card = render(<Card />).getByTestId('card');
    act(() => report?.(4));
    expect(coverOf(card)).toBe(`${BULK_BAR_MIN_PX}px`);
  });

  it('stops following once the list goes', () => {
    render(<Card />).unmount();
    expect(report).toBeUndefined();
  });
});
