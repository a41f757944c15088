import type { RouteItem } from '../types';

/** Demo routes: components. */
export const componentsRoutes: RouteItem[] = [];
