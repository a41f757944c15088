import type { ComponentType } from 'react';
import type { PermissionOperation } from '../kernel/access/rolePermissions';
import type { GrantSchema } from '../kernel/access/grants';

/** A page: usually `lazy(() => import(...))`; rendered inside Suspense. */
export type PageComponent = ComponentType;

export interface RouteMeta {
  /** i18n key of the title shown in the menu, breadcrumb, tags and document title. */
  title?: string;
  icon?: ComponentType;
  /** Roles that may open the route; none means every signed-in user (see access.ts). */
  roles?: string[];
  /** The resource a resource page shows: its grant for `operation` decides instead of `roles` (kernel/access/grants.ts). */
  resource?: GrantSchema;
  /** The operation on that resource the page is for (absent: read). */
  operation?: PermissionOperation;
  /** Pinned in the tags view. */
  affix?: boolean;
  /** The view is not kept when its tag is left. */
  noCache?: boolean;
}

/** One entry of the route table. */
export interface RouteItem {
  /** Absolute for top-level items ('/dashboard'), relative for children ('packageConf'). */
  path: string;
  name?: string;
  /** Lazily imported page; a parent with children renders an <Outlet/> inside it. */
  component?: PageComponent;
  redirect?: string;
  hidden?: boolean;
  /** Show as a submenu even with a single visible child. */
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: RouteItem[];
}

/** A route item with its absolute path and the titles of its ancestors resolved. */
export interface ResolvedRoute {
  item: RouteItem;
  fullPath: string;
  /** Titles (i18n keys) from the top-level ancestor down to this item. */
  trail: RouteItem[];
}
