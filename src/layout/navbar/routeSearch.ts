/** Route search over titles and paths (fuse.js, threshold 0.4); only routes the user may open, as the menu decides it (filterRoutes with the stored permissions). */
import Fuse from 'fuse.js';
import { joinPath } from '../../kernel/routes/joinPath';
import { filterRoutes } from '../../routes/resolve';
import type { StoredPermissions } from '../../kernel/access/grants';
import type { RouteItem } from '../../routes/types';

export interface SearchEntry {
  path: string;
  /** Translated titles from the top-level ancestor down to the page. */
  title: string[];
}

export const SEARCH_THRESHOLD = 0.4;

export function searchEntries(
  routes: readonly RouteItem[],
  roles: readonly string[],
  translate: (key: string) => string,
  permissions?: StoredPermissions,
): SearchEntry[] {
  const out: SearchEntry[] = [];
  const walk = (items: readonly RouteItem[], parent: string, prefix: string[]) => {
    for (const item of items) {
      if (item.hidden) continue;
      const fullPath = joinPath(parent, item.path);
      const title = item.meta?.title ? [...prefix, translate(item.meta.title)] : prefix;
      const hasPage = item.component !== undefined || item.redirect !== undefined || (item.children?.length ?? 0) > 0;
      if (item.meta?.title && hasPage && !fullPath.includes(':')) out.push({ path: fullPath, title });
      if (item.children) walk(item.children, fullPath, title);
    }
  };
  walk(filterRoutes(routes, roles, permissions), '/', []);
  return out;
}

export function createRouteSearch(entries: readonly SearchEntry[]) {
  const fuse = new Fuse(entries, {
    shouldSort: true,
    threshold: SEARCH_THRESHOLD,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string): SearchEntry[] => (query.trim() ? fuse.search(query.trim()).map((result) => result.item) : []);
}
