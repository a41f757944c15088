import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useActiveTagInView } from '../../../src/layout/tags/useActiveTagInView';

// jsdom lays nothing out: each tag is 100 px wide at its index, the bar shows 250 px.
const TAG_WIDTH = 100;
const BAR_WIDTH = 250;

function Bar({ active, count }: { active: number; count: number }) {
  const bar = useRef<HTMLElement>(null);
  useActiveTagInView(bar, `/tag${active}`, count);
  return (
    <nav ref={bar} data-testid="bar">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} data-index={index} data-active={index === active} />
      ))}
    </nav>
  );
}

const layoutReads = { count: 0 };

function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    layoutReads.count += 1;
    return Number(this.dataset.index ?? 0) * TAG_WIDTH;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => TAG_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => BAR_WIDTH);
}

afterEach(() => {
  vi.restoreAllMocks();
  layoutReads.count = 0;
});

describe('useActiveTagInView', () => {
  it('scrolls the bar to an active tag out of view, after the paint rather than in the commit', async () => {
    fakeLayout();
    const { getByTestId } = render(<Bar active={5} count={8} />);
    // The commit and its effects are over: nothing has been measured yet.
    expect(layoutReads.count).toBe(0);
    const bar = getByTestId('bar');
    await waitFor(() => expect(bar.scrollLeft).toBe(5 * TAG_WIDTH - 40));
  });

  it('leaves the bar where it is when the active tag is in view', async () => {
    fakeLayout();
    const { getByTestId, rerender } = render(<Bar active={5} count={8} />);
    const bar = getByTestId('bar');
    await waitFor(() => expect(bar.scrollLeft).toBe(460));
    rerender(<Bar active={6} count={8} />);
    await waitFor(() => expect(layoutReads.count).toBe(2));
    expect(bar.scrollLeft).toBe(460);
  });

  it('measures once for changes quicker than a frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      fakeLayout();
      const { rerender } = render(<Bar active={5} count={8} />);
      rerender(<Bar active={6} count={8} />);
      rerender(<Bar active={7} count={8} />);
      // Past the frame and the hidden tab's fallback.
      vi.advanceTimersByTime(1000);
      expect(layoutReads.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
