import { useEffect, type RefObject } from 'react';
import { afterNextPaint } from '../../utils/afterNextPaint';

/**
 * Brings the active tag into view by scrolling the bar only (never the page: that would undo the
 * view's restored scroll position). Measured after the next paint, when the layout is already done:
 * measured in the effect, it forced the layout of the whole admin inside the task of its first
 * commit (one of the longest of a dashboard load under a phone's CPU).
 */
export function useActiveTagInView(bar: RefObject<HTMLElement | null>, pathname: string, count: number): void {
  useEffect(
    () =>
      afterNextPaint(() => {
        const container = bar.current;
        const active = container?.querySelector<HTMLElement>('[data-active="true"]');
        if (!container || !active) return;
        const left = active.offsetLeft;
        const right = left + active.offsetWidth;
        if (left < container.scrollLeft || right > container.scrollLeft + container.clientWidth) {
          container.scrollLeft = Math.max(0, left - 40);
        }
      }),
    [bar, pathname, count],
  );
}
