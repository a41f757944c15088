import { lazy } from 'react';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { RouteItem } from '../types';

/** Children of '/table' (relative paths): the drag-sortable article table (its own chunk, with dnd-kit). */
export const dragTableRoutes: RouteItem[] = [
  {
    path: 'drag-table',
    name: 'DragTable',
    component: lazy(() => import('../../demos/dragTable/DragTablePage')),
    meta: { title: 'route.dragTable', icon: DragIndicatorIcon },
  },
];
