/** The template demo routes, one file a menu group, each page its own lazy chunk (DESIGN rule 6). */
import { chartsRoutes } from './demos/charts';
import { componentsRoutes } from './demos/components';
import { pagesRoutes } from './demos/pages';
import { tablesRoutes } from './demos/tables';

export const demoRoutes = [...componentsRoutes, ...chartsRoutes, ...tablesRoutes, ...pagesRoutes];
