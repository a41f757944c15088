import { canAccessRoles } from '../kernel/access/access';
import type { PermissionOperation } from '../kernel/access/rolePermissions';
import { joinPath } from '../kernel/routes/joinPath';
import type { ResolvedRoute, RouteItem } from './types';

/** Whether a role may do an operation on a resource, when its permissions decide that instead of the resources' roles. */
export type ResourceGate = (resource: string, operation: PermissionOperation) => boolean;

const holdsResourcePage = (route: RouteItem): boolean =>
  route.meta?.resource !== undefined || (route.children?.some(holdsResourcePage) ?? false);

/**
 * The routes a set of roles may see, children filtered likewise. With a gate, a resource's page is
 * shown when the gate lets the role do the page's operation (admin: always), and a group whose roles keep it
 * out still shows the resource pages the gate lets through, and a group left empty goes.
 */
export function filterRoutes(routes: readonly RouteItem[], roles: readonly string[], gate?: ResourceGate): RouteItem[] {
  const out: RouteItem[] = [];
  for (const route of routes) {
    const resource = route.meta?.resource;
    if (gate && resource !== undefined) {
      if (roles.includes('admin') || gate(resource, route.meta?.operation ?? 'read')) out.push(route);
      continue;
    }
    const children = route.children && filterRoutes(route.children, roles, gate);
    // A group left with no page has nothing to open, nor anything its redirect could reach (without a gate, its roles already say so).
    if (gate && children?.length === 0 && (route.children?.length ?? 0) > 0 && !route.component) continue;
    const open = canAccessRoles(roles, route.meta?.roles) || (gate !== undefined && (children?.some(holdsResourcePage) ?? false));
    if (open) out.push(children ? { ...route, children } : route);
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
