import type { RouteItem } from '../types';

/** Demo routes: pages. */
export const pagesRoutes: RouteItem[] = [];
