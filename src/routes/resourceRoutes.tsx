/**
 * Resource pages in the route table: every schema with a `route` hangs under the
 * top-level group whose path is its `route.parent`, or under a new top-level group that the
 * resources themselves declare with `route.group`. A parent that is neither is a schema error
 * (kernel/check/check.ts), reported at start, never a silent vanish.
 */
import { resourceLabelKey } from '../kernel/format/defaults';
import { iconOf } from '../resources/icons';
import type { ResourceSchema, RouteGroup } from '../kernel/types';
import { declaredGroups } from '../kernel/routes/resourceGroups';
import type { RouteItem } from './types';
import { preloadableLazy, withPreload } from '../utils/preloadableLazy';

// The User page's roles input comes with the engine: registered before any resource page renders.
const engine = preloadableLazy(() => Promise.all([import('../crud/ResourcePage'), import('../pages/users/userExtensions')]).then(([page]) => page));
const ResourcePage = engine.Component;

/**
 * A route page that renders the generic CRUD page of one resource (the schema travels with the
 * route); preloadable, so a load that opens on it fetches the engine beside the shell's boot.
 */
export function resourcePage(schema: ResourceSchema) {
  const Page = () => <ResourcePage schema={schema} />;
  Page.displayName = `ResourcePage(${schema.name})`;
  return withPreload(Page, engine.preload);
}

type RoutedSchema = ResourceSchema & { route: NonNullable<ResourceSchema['route']> };

const isRouted = (schema: ResourceSchema): schema is RoutedSchema => schema.route !== undefined;

export function resourceRoute(schema: RoutedSchema): RouteItem {
  return {
    path: schema.route.path,
    name: schema.route.name,
    component: resourcePage(schema),
    meta: {
      title: schema.label ?? resourceLabelKey(schema),
      icon: iconOf(schema.icon),
      roles: schema.roles ? [...schema.roles] : undefined,
      resource: schema,
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

/** A ready route item to hang under a known group (a broken resource file's error page). */
export interface PlacedPage {
  parent: string;
  item: RouteItem;
}

export interface PlacedRoutes {
  /** The given groups, in their order, each with its resources' pages appended. */
  groups: RouteItem[];
  /** The new top-level groups declared by resources, in registry order. */
  added: RouteItem[];
  /** Resources whose parent is neither a group nor declared (reported by the schema check). */
  unplaced: ResourceSchema[];
}

export function placeResources(
  groups: readonly RouteItem[],
  schemas: readonly ResourceSchema[],
  extraPages: readonly PlacedPage[] = [],
): PlacedRoutes {
  const existing = new Set(groupPaths(groups));
  const declared = declaredGroups(schemas);
  const known = (parent: string) => existing.has(parent) || declared.has(parent);
  const pages = new Map<string, RouteItem[]>();
  const add = (parent: string, item: RouteItem) => pages.set(parent, [...(pages.get(parent) ?? []), item]);
  const unplaced: ResourceSchema[] = [];
  for (const schema of schemas.filter(isRouted)) {
    if (known(schema.route.parent)) add(schema.route.parent, resourceRoute(schema));
    else unplaced.push(schema);
  }
  for (const page of extraPages) if (known(page.parent)) add(page.parent, page.item);
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
