import ExtensionIcon from '@mui/icons-material/Extension';
import type { RouteItem } from '../types';
import { editorRoutes } from './componentEditors';
import { widgetRoutes } from './componentWidgets';

/** The 'Components' menu group: editors and uploads, then widgets and drag and drop. */
export const componentsRoutes: RouteItem[] = [
  {
    path: '/components',
    name: 'ComponentDemo',
    alwaysShow: true,
    meta: { title: 'route.components', icon: ExtensionIcon, roles: ['admin', 'editor'] },
    children: [...editorRoutes, ...widgetRoutes],
  },
];
