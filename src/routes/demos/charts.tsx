import type { RouteItem } from '../types';

/** Demo routes: charts. */
export const chartsRoutes: RouteItem[] = [];
