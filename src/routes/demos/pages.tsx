import { lazy } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TabIcon from '@mui/icons-material/Tab';
import type { RouteItem } from '../types';

/** Demo pages: the region tabs and the error pages shown inside the layout. */
export const pagesRoutes: RouteItem[] = [
  {
    path: '/tab',
    meta: { roles: ['admin', 'editor'] },
    children: [
      {
        path: 'index',
        name: 'Tab',
        component: lazy(() => import('../../demos/tab/TabPage')),
        meta: { title: 'route.tab', icon: TabIcon },
      },
    ],
  },
  {
    path: '/error',
    name: 'ErrorPages',
    alwaysShow: true,
    meta: { title: 'route.errorPages', icon: ErrorOutlineIcon, roles: ['admin', 'editor'] },
    children: [
      {
        path: '401',
        name: 'Page401',
        component: lazy(() => import('../../pages/errors/Page401')),
        meta: { title: 'route.page401', icon: BlockIcon, noCache: true },
      },
      {
        path: '404',
        name: 'Page404',
        component: lazy(() => import('../../pages/errors/Page404')),
        meta: { title: 'route.page404', icon: SearchOffIcon, noCache: true },
      },
    ],
  },
];
