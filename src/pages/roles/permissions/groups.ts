/**
 * The resources of the editor, grouped as the menu groups them: each top-level entry of the route
 * table with the resources' pages under it, in the menu's order and with the menu's titles. A
 * resource the server serves without a page in the menu goes to a last group of its own.
 */
import type { RouteItem } from '../../../routes/types';

export interface PermissionResource {
  name: string;
  /** i18n key (or text) of its title. */
  title: string;
}

export interface PermissionGroup {
  /** The group's path, or '' for the resources without a page. */
  key: string;
  /** i18n key of the title; undefined for the resources without a page. */
  title: string | undefined;
  resources: PermissionResource[];
}

function pagesOf(item: RouteItem): RouteItem[] {
  return [...(item.meta?.resource !== undefined ? [item] : []), ...(item.children ?? []).flatMap(pagesOf)];
}

/** The resources with a page under the item, once each, titled by their list's page (the one for read). */
function pagesIn(item: RouteItem): PermissionResource[] {
  const pages = pagesOf(item).sort((a, b) => Number((a.meta?.operation ?? 'read') !== 'read') - Number((b.meta?.operation ?? 'read') !== 'read'));
  const byName = new Map<string, PermissionResource>();
  for (const { meta } of pages) if (meta?.resource && !byName.has(meta.resource.name)) byName.set(meta.resource.name, { name: meta.resource.name, title: meta.title ?? meta.resource.name });
  return [...byName.values()];
}

/** `served`: the resources to show (those the server answers), in the order they come when no page places them. */
export function permissionGroups(routes: readonly RouteItem[], served: readonly string[], titleOf: (name: string) => string): PermissionGroup[] {
  const wanted = new Set(served);
  const placed = new Set<string>();
  const groups: PermissionGroup[] = [];
  for (const item of routes) {
    const resources = pagesIn(item).filter((page) => wanted.has(page.name) && !placed.has(page.name));
    if (resources.length === 0) continue;
    resources.forEach((page) => placed.add(page.name));
    groups.push({ key: item.path, title: item.meta?.title, resources });
  }
  const rest = served.filter((name) => !placed.has(name));
  if (rest.length > 0) groups.push({ key: '', title: undefined, resources: rest.map((name) => ({ name, title: titleOf(name) })) });
  return groups;
}

/** Every resource that has a page in the menu, in the menu's order (the admin's read-only view, which asks the server nothing). */
export const routedResources = (routes: readonly RouteItem[]): string[] => [...new Set(routes.flatMap(pagesIn).map((page) => page.name))];
