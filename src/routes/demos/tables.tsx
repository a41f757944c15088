import type { RouteItem } from '../types';

/** Demo routes: tables. */
export const tablesRoutes: RouteItem[] = [];
