/**
 * '/permission': visible to admin and editor, always a submenu. Its pages are the
 * resources whose route names it as parent (resourceRoutes.tsx), in registry order.
 */
import LockIcon from '@mui/icons-material/LockOutlined';
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
