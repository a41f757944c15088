/** The breadcrumb from the route table: Dashboard first, links for the steps that have a page. */
import { joinPath } from '../../kernel/routes/joinPath';
import { findRoute } from '../../routes/resolve';
import type { RouteItem } from '../../routes/types';

export interface Crumb {
  /** i18n key. */
  title: string;
  /** Where the crumb links to; undefined for the current page and steps without a page. */
  to?: string;
}

export const DASHBOARD_PATH = '/dashboard';

export function buildBreadcrumb(routes: readonly RouteItem[], pathname: string): Crumb[] {
  const found = findRoute(routes, pathname);
  const dashboard = findRoute(routes, DASHBOARD_PATH);
  const dashboardTitle = dashboard?.item.meta?.title ?? 'route.dashboard';
  if (!found) return [{ title: dashboardTitle }];
  const steps: Crumb[] = [];
  let parent = '/';
  found.trail.forEach((item, index) => {
    const fullPath = joinPath(parent, item.path);
    parent = fullPath;
    const title = item.meta?.title;
    if (!title || (item.hidden && index < found.trail.length - 1)) return;
    const last = index === found.trail.length - 1;
    const hasPage = item.component !== undefined || item.redirect !== undefined;
    steps.push({ title, to: last || !hasPage ? undefined : fullPath });
  });
  if (found.fullPath === DASHBOARD_PATH) return [{ title: dashboardTitle }];
  return [{ title: dashboardTitle, to: DASHBOARD_PATH }, ...steps];
}
