/** The nested menus demo: real nested outlets three levels deep. */
import { lazy } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { RouteItem } from './types';

export const nestedRoutes: RouteItem[] = [
  {
    path: '/nested',
    name: 'Nested',
    redirect: '/nested/menu1/menu1-1',
    alwaysShow: true,
    meta: { title: 'route.nested', icon: AccountTreeIcon, roles: ['admin', 'editor'] },
    children: [
      {
        path: 'menu1',
        name: 'Menu1',
        component: lazy(() => import('../pages/nested/Menu1')),
        meta: { title: 'route.menu1' },
        children: [
          { path: 'menu1-1', name: 'Menu1-1', component: lazy(() => import('../pages/nested/Menu1_1')), meta: { title: 'route.menu1_1' } },
          {
            path: 'menu1-2',
            name: 'Menu1-2',
            component: lazy(() => import('../pages/nested/Menu1_2')),
            meta: { title: 'route.menu1_2' },
            children: [
              { path: 'menu1-2-1', name: 'Menu1-2-1', component: lazy(() => import('../pages/nested/Menu1_2_1')), meta: { title: 'route.menu1_2_1' } },
              { path: 'menu1-2-2', name: 'Menu1-2-2', component: lazy(() => import('../pages/nested/Menu1_2_2')), meta: { title: 'route.menu1_2_2' } },
            ],
          },
          // Not kept when its tag is left: the tags view's noCache example.
          { path: 'menu1-3', name: 'Menu1-3', component: lazy(() => import('../pages/nested/Menu1_3')), meta: { title: 'route.menu1_3', noCache: true } },
        ],
      },
      { path: 'menu2', name: 'Menu2', component: lazy(() => import('../pages/nested/Menu2')), meta: { title: 'route.menu2' } },
    ],
  },
];
