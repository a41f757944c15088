/**
 * The code of the page a load opens on, fetched beside the admin's boot: rendered only once it is
 * in, the page's lazy component does not suspend, so React commits no fallback that it would then
 * hold on screen for 300 ms before revealing the page.
 */
import { preloadOf } from '../utils/preloadableLazy';
import { findRoute } from './resolve';
import type { RouteItem } from './types';

/** Resolves once the code of the page at `pathname` is in (at once for a page without a preload); never rejects. */
export async function preloadPageAt(routes: readonly RouteItem[], pathname: string): Promise<void> {
  const preload = preloadOf(findRoute(routes, pathname)?.item.component);
  // A failed load is the page's own to show: its lazy component tries again and reports.
  if (preload) await preload().catch(() => undefined);
}
