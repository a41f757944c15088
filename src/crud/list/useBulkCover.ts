/**
 * How much of what stands above a list's table its bulk actions bar covers while rows are selected.
 * react-admin draws that bar over the 48 px above the table (its list's top toolbar); above ours is
 * the filter row, taller than that, and the bar cut its inputs in half. The bar covers the whole
 * region between the toolbar and the table instead (the filters, the live notice, the progress
 * line), and at least its own 48 px when there are no filters.
 *
 * The height is written as a CSS variable on `holder` (an ancestor of the table) when the region's
 * size changes: no React state, so measuring never renders the page again nor forces a layout.
 */
import { useEffect, type RefObject } from 'react';

export const BULK_BAR_MIN_PX = 48;
/** The CSS variable the table's styles read (ResourceDataTable.tsx). */
export const BULK_COVER_VAR = '--bulk-cover';

export function useBulkCover(region: RefObject<HTMLElement | null>, holder: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height ?? 0;
      holder.current?.style.setProperty(BULK_COVER_VAR, `${Math.max(BULK_BAR_MIN_PX, Math.round(height))}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [region, holder]);
}
