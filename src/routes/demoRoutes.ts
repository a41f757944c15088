/** The template demo routes, one file a menu group, each page its own lazy chunk. */
import { chartsRoutes } from './demos/charts';
import { componentsRoutes } from './demos/components';
import { iconsRoutes } from './demos/icons';
import { pagesRoutes } from './demos/pages';
import { tablesRoutes } from './demos/tables';

export const demoRoutes = [...iconsRoutes, ...componentsRoutes, ...chartsRoutes, ...tablesRoutes, ...pagesRoutes];
