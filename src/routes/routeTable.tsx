/**
 * The one route table. Menu, breadcrumb, route search, tags view, document titles and
 * access checks all derive from it.
 */
import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { articleRoutes } from './articleRoutes';
import { demoRoutes } from './demoRoutes';
import { developerRoutes } from './developerRoutes';
import { permissionPages, permissionRoutes } from './permissionRoutes';
import { nestedRoutes } from './nestedRoutes';
import { resources } from '../kernel/resources/registry';
import { groupPaths, placeResources, type PlacedPage } from './resourceRoutes';
import type { ResourceSchema } from '../kernel/types';
import type { RouteItem } from './types';
import { preloadableLazy } from '../utils/preloadableLazy';

/** Pages outside the layout, open to every signed-in user. */
export const standaloneRoutes: RouteItem[] = [
  { path: '/401', hidden: true, component: lazy(() => import('../pages/errors/Page401')), meta: { title: 'route.page401' } },
  { path: '/404', hidden: true, component: lazy(() => import('../pages/errors/Page404')), meta: { title: 'route.page404' } },
];

/**
 * The landing page comes with the shell (its chunk is one of the shell's files, see
 * scripts/shellChunksPlugin.ts): loaded with the route table, it renders without suspending, so no
 * fallback is committed only to hold the dashboard back for React's 300 ms.
 */
const dashboardPage = preloadableLazy(() => import('../pages/dashboard/DashboardPage'));
void dashboardPage.preload().catch(() => undefined);

/** Pages inside the layout. */
export const constantRoutes: RouteItem[] = [
  { path: '/redirect/*', hidden: true, component: lazy(() => import('../pages/RedirectPage')) },
  { path: '/', hidden: true, redirect: '/dashboard' },
  {
    path: '/dashboard',
    name: 'Dashboard',
    component: dashboardPage.Component,
    meta: { title: 'route.dashboard', icon: DashboardIcon, affix: true },
  },
];

const businessGroups: RouteItem[] = [...permissionRoutes, ...articleRoutes];
const templateGroups: RouteItem[] = [...demoRoutes, ...nestedRoutes, ...developerRoutes];

/** What the shell reads: the layout's route table and the pages outside the layout. */
export interface RouteTables {
  routeTable: RouteItem[];
  standaloneRoutes: RouteItem[];
}

export interface RouteExtras {
  /** Pages placed under a known group like resource pages (a broken resource file's error page). */
  pages?: readonly PlacedPage[];
  /** Top-level items after the resource groups, ahead of the template's demos. */
  routes?: readonly RouteItem[];
}

/**
 * Pages granted by role, with the
 * resource pages placed; groups that resources declare come after the business groups, ahead of
 * the template's demos.
 */
export function buildAsyncRoutes(schemas: readonly ResourceSchema[], extras: RouteExtras = {}): RouteItem[] {
  const placed = placeResources([...businessGroups, ...templateGroups], schemas, [...permissionPages, ...(extras.pages ?? [])]);
  return [
    ...placed.groups.slice(0, businessGroups.length),
    ...placed.added,
    ...(extras.routes ?? []),
    ...placed.groups.slice(businessGroups.length),
  ];
}

/** The route table of a resource list: built-in schemas, or built-in and runtime ones. */
export function buildRouteTable(schemas: readonly ResourceSchema[], extras: RouteExtras = {}): RouteTables {
  return { routeTable: [...constantRoutes, ...buildAsyncRoutes(schemas, extras)], standaloneRoutes };
}

/** The built-in console's table (the default of the shell's route table context). */
export const asyncRoutes: RouteItem[] = buildAsyncRoutes(resources);

/** The groups a resource's `route.parent` may name without declaring a `group` of its own. */
export const resourceParents: ReadonlySet<string> = new Set(groupPaths([...businessGroups, ...templateGroups]));

export const routeTable: RouteItem[] = [...constantRoutes, ...asyncRoutes];

/** Top-level paths that are pages, not groups: a resource group may not take them. */
export const reservedPaths: ReadonlySet<string> = new Set(
  [...standaloneRoutes, ...constantRoutes].map((item) => item.path).filter((path) => !resourceParents.has(path)),
);
