import { lazy } from 'react';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LowPriorityIcon from '@mui/icons-material/LowPriority';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import PushPinIcon from '@mui/icons-material/PushPin';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import TimerIcon from '@mui/icons-material/Timer';
import type { RouteItem } from '../types';

/**
 * Children of '/components' (relative paths): drag and drop and small widgets. Each page is its own
 * chunk; dnd-kit, the resizable panels and the date pickers load only with the page that uses them.
 */
export const widgetRoutes: RouteItem[] = [
  {
    path: 'drag-dialog',
    name: 'DragDialogDemo',
    component: lazy(() => import('../../demos/dragDialog/DragDialogPage')),
    meta: { title: 'route.dragDialog', icon: OpenWithIcon },
  },
  {
    path: 'dnd-list',
    name: 'DndListDemo',
    component: lazy(() => import('../../demos/dndList/DndListPage')),
    meta: { title: 'route.dndList', icon: FormatListBulletedIcon },
  },
  {
    path: 'drag-select',
    name: 'DragSelectDemo',
    component: lazy(() => import('../../demos/dragSelect/DragSelectPage')),
    meta: { title: 'route.dragSelect', icon: LowPriorityIcon },
  },
  {
    path: 'drag-kanban',
    name: 'DragKanbanDemo',
    component: lazy(() => import('../../demos/dragKanban/DragKanbanPage')),
    meta: { title: 'route.dragKanban', icon: ViewKanbanIcon },
  },
  {
    path: 'split-pane',
    name: 'SplitpaneDemo',
    component: lazy(() => import('../../demos/splitPane/SplitPanePage')),
    meta: { title: 'route.splitPane', icon: VerticalSplitIcon },
  },
  {
    path: 'sticky',
    name: 'StickyDemo',
    component: lazy(() => import('../../demos/sticky/StickyPage')),
    meta: { title: 'route.sticky', icon: PushPinIcon },
  },
  {
    path: 'back-to-top',
    name: 'BackToTopDemo',
    component: lazy(() => import('../../demos/backToTop/BackToTopPage')),
    meta: { title: 'route.backToTop', icon: VerticalAlignTopIcon },
  },
  {
    path: 'count-to',
    name: 'CountToDemo',
    component: lazy(() => import('../../demos/countTo/CountToPage')),
    meta: { title: 'route.countTo', icon: TimerIcon },
  },
];
