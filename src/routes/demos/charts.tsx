import { lazy } from 'react';
import BarChartIcon from '@mui/icons-material/BarChart';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import type { RouteItem } from '../types';

/** The 'Charts' menu group: each chart page is its own chunk, echarts loads only with them. */
export const chartsRoutes: RouteItem[] = [
  {
    path: '/charts',
    name: 'Charts',
    alwaysShow: true,
    meta: { title: 'route.charts', icon: BarChartIcon, roles: ['admin', 'editor'] },
    children: [
      {
        path: 'keyboard',
        name: 'KeyboardChart',
        component: lazy(() => import('../../demos/charts/KeyboardChartPage')),
        meta: { title: 'route.keyboardChart', icon: KeyboardIcon, noCache: true },
      },
      {
        path: 'line',
        name: 'LineChart',
        component: lazy(() => import('../../demos/charts/LineChartPage')),
        meta: { title: 'route.lineChart', icon: ShowChartIcon, noCache: true },
      },
      {
        path: 'mix-chart',
        name: 'MixChart',
        component: lazy(() => import('../../demos/charts/MixChartPage')),
        meta: { title: 'route.mixChart', icon: StackedBarChartIcon, noCache: true },
      },
    ],
  },
];
