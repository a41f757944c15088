/**
 * Resource pages in the route table (issue 10): every schema with a `route` hangs under the
 * top-level group whose path is its `route.parent`, or under a new top-level group that the
 * resources themselves declare with `route.group`. A parent that is neither is a schema error
 * (resources/check.ts), reported at start, never a silent vanish.
 */
import { lazy } from 'react';
import { resourceLabelKey } from '../resources/defaults';
import { iconOf } from '../resources/icons';
import type { ResourceSchema, RouteGroup } from '../resources/types';
import { declaredGroups } from './resourceGroups';
import type { RouteItem } from './types';

const ResourcePage = lazy(() => import('../crud/ResourcePage'));

/** A route page that renders the generic CRUD page of one resource. */
export function resourcePage(resource: string) {
  const Page = () => <ResourcePage resource={resource} />;
  Page.displayName = `ResourcePage(${resource})`;
  return Page;
}

type RoutedSchema = ResourceSchema & { route: NonNullable<ResourceSchema['route']> };

const isRouted = (schema: ResourceSchema): schema is RoutedSchema => schema.route !== undefined;

export function resourceRoute(schema: RoutedSchema): RouteItem {
  return {
    path: schema.route.path,
    name: schema.route.name,
    component: resourcePage(schema.name),
    meta: {
      title: schema.label ?? resourceLabelKey(schema),
      icon: iconOf(schema.icon),
      roles: schema.roles ? [...schema.roles] : undefined,
    },
  };
}

/** Top-level items that can take children: the parents a resource may name. */
export function groupPaths(routes: readonly RouteItem[]): string[] {
  return routes.filter((item) => item.children !== undefined && !item.component).map((item) => item.path);
}

function newGroup(path: string, group: RouteGroup, children: RouteItem[]): RouteItem {
  return {
    path,
    alwaysShow: true,
    meta: { title: group.title, icon: iconOf(group.icon), roles: group.roles ? [...group.roles] : undefined },
    children,
  };
}

export interface PlacedRoutes {
  /** The given groups, in their order, each with its resources' pages appended. */
  groups: RouteItem[];
  /** The new top-level groups declared by resources, in registry order. */
  added: RouteItem[];
  /** Resources whose parent is neither a group nor declared (reported by the schema check). */
  unplaced: ResourceSchema[];
}

export function placeResources(groups: readonly RouteItem[], schemas: readonly ResourceSchema[]): PlacedRoutes {
  const existing = new Set(groupPaths(groups));
  const declared = declaredGroups(schemas);
  const pages = new Map<string, RouteItem[]>();
  const unplaced: ResourceSchema[] = [];
  for (const schema of schemas.filter(isRouted)) {
    const parent = schema.route.parent;
    if (!existing.has(parent) && !declared.has(parent)) {
      unplaced.push(schema);
      continue;
    }
    pages.set(parent, [...(pages.get(parent) ?? []), resourceRoute(schema)]);
  }
  return {
    groups: groups.map((item) => {
      const own = existing.has(item.path) ? pages.get(item.path) : undefined;
      return own ? { ...item, children: [...(item.children ?? []), ...own] } : item;
    }),
    added: [...declared]
      .filter(([path]) => !existing.has(path))
      .map(([path, { group }]) => newGroup(path, group, pages.get(path) ?? [])),
    unplaced,
  };
}
