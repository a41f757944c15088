/**
 * The one route table (DESIGN rule 1). Menu, breadcrumb, route search, tags view, document titles and
 * access checks all derive from it.
 */
import { lazy } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { articleRoutes } from './articleRoutes';
import { demoRoutes } from './demoRoutes';
import { permissionRoutes } from './permissionRoutes';
import { nestedRoutes } from './nestedRoutes';
import type { RouteItem } from './types';

/** Pages outside the layout, open to every signed-in user. */
export const standaloneRoutes: RouteItem[] = [
  { path: '/401', hidden: true, component: lazy(() => import('../pages/errors/Page401')), meta: { title: 'route.page401' } },
  { path: '/404', hidden: true, component: lazy(() => import('../pages/errors/Page404')), meta: { title: 'route.page404' } },
];

/** Pages inside the layout (spec §2 "Always-available routes"). */
export const constantRoutes: RouteItem[] = [
  { path: '/redirect/*', hidden: true, component: lazy(() => import('../pages/RedirectPage')) },
  { path: '/', hidden: true, redirect: '/dashboard' },
  {
    path: '/dashboard',
    name: 'Dashboard',
    component: lazy(() => import('../pages/dashboard/DashboardPage')),
    meta: { title: 'route.dashboard', icon: DashboardIcon, affix: true },
  },
];

/** Pages granted by role (spec §2 "Permission-gated routes" and "Routes added by role"). */
export const asyncRoutes: RouteItem[] = [...permissionRoutes, ...articleRoutes, ...demoRoutes, ...nestedRoutes];

export const routeTable: RouteItem[] = [...constantRoutes, ...asyncRoutes];
