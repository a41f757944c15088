/** '/permission' and its business pages, derived from the resource registry (spec §2). */
import { lazy } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import { iconOf } from '../resources/icons';
import { resources } from '../resources/registry';
import type { RouteItem } from './types';

const ResourcePage = lazy(() => import('../crud/ResourcePage'));

/** A route page that renders the generic CRUD page of one resource. */
export function resourcePage(resource: string) {
  const Page = () => <ResourcePage resource={resource} />;
  Page.displayName = `ResourcePage(${resource})`;
  return Page;
}

export function routesUnder(parent: string): RouteItem[] {
  return resources
    .filter((schema) => schema.route?.parent === parent)
    .map((schema) => ({
      path: schema.route!.path,
      name: schema.route!.name,
      component: resourcePage(schema.name),
      meta: { title: schema.label, icon: iconOf(schema.icon), roles: schema.roles ? [...schema.roles] : undefined },
    }));
}

export const permissionRoutes: RouteItem[] = [
  {
    path: '/permission',
    name: 'Permission',
    alwaysShow: true,
    meta: { title: 'route.permission', icon: LockIcon, roles: ['admin', 'editor'] },
    children: routesUnder('/permission'),
  },
];
