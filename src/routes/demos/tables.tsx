import { lazy } from 'react';
import EditNoteIcon from '@mui/icons-material/EditNote';
import RuleIcon from '@mui/icons-material/Rule';
import TableChartIcon from '@mui/icons-material/TableChart';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import type { RouteItem } from '../types';
import { dragTableRoutes } from './tableDrag';

/** The 'Table' menu group: dynamic columns, drag sorting, inline editing and the title rule. */
export const tablesRoutes: RouteItem[] = [
  {
    path: '/table',
    name: 'Table',
    alwaysShow: true,
    meta: { title: 'route.table', icon: TableChartIcon, roles: ['admin', 'editor'] },
    children: [
      {
        path: 'dynamic-table',
        name: 'DynamicTable',
        component: lazy(() => import('../../demos/dynamicTable/DynamicTablePage')),
        meta: { title: 'route.dynamicTable', icon: ViewColumnIcon },
      },
      ...dragTableRoutes,
      {
        path: 'inline-edit-table',
        name: 'InlineEditTable',
        component: lazy(() => import('../../demos/inlineEditTable/InlineEditTablePage')),
        meta: { title: 'route.inlineEditTable', icon: EditNoteIcon },
      },
      {
        path: 'title-rule',
        name: 'TitleRule',
        component: lazy(() => import('../../demos/titleRule/TitleRulePage')),
        meta: { title: 'route.titleRule', icon: RuleIcon },
      },
    ],
  },
];
