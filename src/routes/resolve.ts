import { canAccessRoles } from '../kernel/access/access';
import { NO_STORED_PERMISSIONS, type GrantSchema, type StoredPermissions } from '../kernel/access/grants';
import { canDo } from '../kernel/access/permissions';
import { joinPath } from '../kernel/routes/joinPath';
import type { ResolvedRoute, RouteItem } from './types';

const storedFor = (schema: GrantSchema, roles: readonly string[], permissions: StoredPermissions): boolean =>
  roles.some((role) => permissions[role]?.[schema.name] !== undefined);

/**
 * Whether the roles may open the route: a resource page by its read grant (the stored rules of the
 * roles, else its file); any other route by its `roles`; a group also when an admin granted the
 * roles one of its resource pages (the page's operation).
 */
export function routeAllows(item: RouteItem, roles: readonly string[], permissions: StoredPermissions = NO_STORED_PERMISSIONS): boolean {
  const resource = item.meta?.resource;
  const grantee = { roles, permissions };
  if (resource) return canDo(resource, item.meta?.operation ?? 'read', grantee);
  if (canAccessRoles(roles, item.meta?.roles)) return true;
  return (item.children ?? []).some((child) => {
    const granted = child.meta?.resource;
    return granted !== undefined && storedFor(granted, roles, permissions) && canDo(granted, child.meta?.operation ?? 'read', grantee);
  });
}

/** The routes a set of roles may see, children filtered likewise; a group left without pages goes. */
export function filterRoutes(routes: readonly RouteItem[], roles: readonly string[], permissions: StoredPermissions = NO_STORED_PERMISSIONS): RouteItem[] {
  const out: RouteItem[] = [];
  for (const route of routes) {
    if (!routeAllows(route, roles, permissions)) continue;
    const children = route.children && filterRoutes(route.children, roles, permissions);
    // A group left with no page has nothing to open, nor anything its redirect could reach.
    if (children?.length === 0 && (route.children?.length ?? 0) > 0 && !route.component) continue;
    out.push(children ? { ...route, children } : route);
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
