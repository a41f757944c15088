import { lazy } from 'react';
import EmojiEmotionsIcon from '@mui/icons-material/EmojiEmotions';
import type { RouteItem } from '../types';

/** The icon page. */
export const iconsRoutes: RouteItem[] = [
  {
    path: '/icon',
    meta: { roles: ['admin', 'editor'] },
    children: [
      {
        path: 'index',
        name: 'Icons',
        component: lazy(() => import('../../demos/icons/IconsPage')),
        meta: { title: 'route.icons', icon: EmojiEmotionsIcon, noCache: true },
      },
    ],
  },
];
