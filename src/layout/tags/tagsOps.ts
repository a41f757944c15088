/**
 * Tags view operations on the visited views, pure so they can be tested.
 * A view is keyed by its path; fullPath keeps the last query seen there.
 */
import { filterRoutes, flattenRoutes } from '../../routes/resolve';
import type { RouteItem } from '../../routes/types';

export interface VisitedView {
  path: string;
  fullPath: string;
  name?: string;
  /** i18n key of the title. */
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

function sameView(a: VisitedView, b: VisitedView): boolean {
  return a.path === b.path && a.fullPath === b.fullPath && a.name === b.name && a.title === b.title && a.affix === b.affix && a.noCache === b.noCache;
}

/** Do both lists hold the same views in the same order? */
export function sameViews(a: readonly VisitedView[], b: readonly VisitedView[]): boolean {
  return a.length === b.length && a.every((view, index) => sameView(view, b[index] as VisitedView));
}

/** Affixed views (pinned tags) from the route table, for the given roles. */
export function affixViews(routes: readonly RouteItem[], roles: readonly string[]): VisitedView[] {
  return flattenRoutes(filterRoutes(routes, roles))
    .filter(({ item, fullPath }) => item.meta?.affix && item.meta.title && !fullPath.includes(':'))
    .map(({ item, fullPath }) => ({
      path: fullPath,
      fullPath,
      name: item.name,
      title: item.meta?.title ?? '',
      affix: true,
      noCache: item.meta?.noCache,
    }));
}

/** Adds a view, or refreshes the fullPath of the one already there. */
export function addView(views: readonly VisitedView[], view: VisitedView): VisitedView[] {
  const index = views.findIndex((candidate) => candidate.path === view.path);
  if (index < 0) return [...views, view];
  const existing = views[index];
  if (existing && existing.fullPath === view.fullPath && existing.title === view.title) return [...views];
  return views.map((candidate, at) => (at === index ? { ...candidate, fullPath: view.fullPath, title: view.title } : candidate));
}

/** Closes one view; affixed views stay. */
export function closeView(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path !== path);
}

export function closeOthers(views: readonly VisitedView[], path: string): VisitedView[] {
  return views.filter((view) => view.affix || view.path === path);
}

export function closeAll(views: readonly VisitedView[]): VisitedView[] {
  return views.filter((view) => view.affix);
}

/**
 * Where to go once the active view is gone: the last remaining view, else the dashboard. Returns
 * undefined when the active view is still open.
 */
export function nextAfterClose(remaining: readonly VisitedView[], activePath: string): string | undefined {
  if (remaining.some((view) => view.path === activePath)) return undefined;
  const last = remaining[remaining.length - 1];
  return last ? last.fullPath : '/dashboard';
}

/** Affixed views first in table order, then the others: keeps pinned tags at the left. */
export function withAffix(views: readonly VisitedView[], affix: readonly VisitedView[]): VisitedView[] {
  const rest = views.filter((view) => !affix.some((pinned) => pinned.path === view.path));
  return [...affix, ...rest.filter((view) => !view.affix)];
}

export function isVisitedView(value: unknown): value is VisitedView {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.path === 'string' && typeof record.fullPath === 'string' && typeof record.title === 'string';
}
