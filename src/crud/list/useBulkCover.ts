/**
 * How much of what stands above a list's table its bulk actions bar covers while rows are selected.
 * react-admin draws that bar over the 48 px above the table (its list's top toolbar); above ours is
 * the filter bar, taller than that, and the bar cut its inputs in half. The bar covers the whole
 * region between the toolbar and the table instead (the filters, the live notice, the progress
 * line), and at least its own 48 px when there are no filters.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export const BULK_BAR_MIN_PX = 48;
/** The CSS variable the table's styles read (ResourceDataTable.tsx). */
export const BULK_COVER_VAR = '--bulk-cover';

export function useBulkCover(region: RefObject<HTMLElement | null>): number {
  const [cover, setCover] = useState(BULK_BAR_MIN_PX);
  useLayoutEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setCover(Math.max(BULK_BAR_MIN_PX, Math.round(element.getBoundingClientRect().height)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [region]);
  return cover;
}
