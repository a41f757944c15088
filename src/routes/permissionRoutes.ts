/**
 * '/permission': visible to admin and editor, always a submenu. Its pages are the resources whose
 * route names it as parent (resourceRoutes.tsx), in registry order, then the Role page (admins
 * only) and a role's permissions (hidden, opened from the Role page), placed after them so the
 * group still opens on its first resource.
 */
import { lazy } from 'react';
import LockIcon from '@mui/icons-material/LockOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import type { PlacedPage } from './resourceRoutes';
import type { RouteItem } from './types';

export const permissionRoutes: RouteItem[] = [
  {
    path: '/permission',
    name: 'Permission',
    alwaysShow: true,
    meta: { title: 'route.permission', icon: LockIcon, roles: ['admin', 'editor'] },
    children: [],
  },
];

export const permissionPages: PlacedPage[] = [
  {
    parent: '/permission',
    item: {
      path: 'roles',
      name: 'Roles',
      component: lazy(() => import('../pages/roles/RolesPage')),
      meta: { title: 'route.roles', icon: BadgeIcon, roles: ['admin'] },
    },
  },
  {
    parent: '/permission',
    item: {
      path: 'roles/:key',
      name: 'RolePermissions',
      hidden: true,
      component: lazy(() => import('../pages/roles/permissions/RolePermissionsPage')),
      meta: { title: 'route.rolePermissions', roles: ['admin'], noCache: true },
    },
  },
];
