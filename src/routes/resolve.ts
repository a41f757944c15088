import { canAccessRoles } from '../kernel/access/access';
import { joinPath } from '../kernel/routes/joinPath';
import type { ResolvedRoute, RouteItem } from './types';

/** The routes a set of roles may see, children filtered likewise. */
export function filterRoutes(routes: readonly RouteItem[], roles: readonly string[]): RouteItem[] {
  const out: RouteItem[] = [];
  for (const route of routes) {
    if (!canAccessRoles(roles, route.meta?.roles)) continue;
    out.push(route.children ? { ...route, children: filterRoutes(route.children, roles) } : route);
  }
  return out;
}

/** Every route with its absolute path and ancestor trail, depth first. */
export function flattenRoutes(routes: readonly RouteItem[], parent = '/', trail: RouteItem[] = []): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  for (const item of routes) {
    const fullPath = joinPath(parent, item.path);
    const itemTrail = [...trail, item];
    out.push({ item, fullPath, trail: itemTrail });
    if (item.children) out.push(...flattenRoutes(item.children, fullPath, itemTrail));
  }
  return out;
}

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** The deepest route whose path matches the pathname exactly (params allowed). */
export function findRoute(routes: readonly RouteItem[], pathname: string): ResolvedRoute | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return flattenRoutes(routes)
    .filter((route) => matches(route.fullPath, normalised))
    .sort((a, b) => b.trail.length - a.trail.length)[0];
}
