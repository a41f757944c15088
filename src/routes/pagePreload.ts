/**
 * The code of the page a load opens on, fetched beside the admin's boot: rendered only once it is
 * in, the page's lazy component does not suspend, so React commits no fallback that it would then
 * hold on screen for 300 ms before revealing the page.
 */
import { preloadOf } from '../utils/preloadableLazy';
import { findRoute } from './resolve';
import type { RouteItem } from './types';

/**
 * How long the admin waits for a page's code at most: longer than React would hold a fallback, and
 * on a slow link the layout (its menu) is better shown with the page still loading in it.
 */
export const PAGE_CODE_WAIT_MS = 300;

/**
 * Resolves once the code of the page at `pathname` is in, or after `waitMs` (at once for a page
 * without a preload); never rejects.
 */
export async function preloadPageAt(routes: readonly RouteItem[], pathname: string, waitMs = PAGE_CODE_WAIT_MS): Promise<void> {
  const preload = preloadOf(findRoute(routes, pathname)?.item.component);
  if (!preload) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  // A failed load is the page's own to show: its lazy component tries again and reports.
  await Promise.race([preload().catch(() => undefined), waited]);
  clearTimeout(timer);
}
