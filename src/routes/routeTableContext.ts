/**
 * The route table the shell renders, computed once at boot (built-in and runtime resources) and
 * read by the menu, breadcrumb, tags view, route search, titles and keep-alive. Without a provider
 * (unit tests of one widget) it is the built-in console's table.
 */
import { createContext, useContext } from 'react';
import { routeTable, standaloneRoutes, type RouteTables } from './routeTable';

export const RouteTableContext = createContext<RouteTables>({ routeTable, standaloneRoutes });

export const useRouteTable = (): RouteTables => useContext(RouteTableContext);
