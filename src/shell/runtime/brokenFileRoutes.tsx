/**
 * Where the broken resource files show: a file whose route can be known gets its error
 * page in the menu where the resource would be; every broken file is also listed on one notice page
 * ('Resource file errors'), admin only. Both are ordinary route items, so the menu, breadcrumb,
 * tags and access rule treat them like any page.
 */
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { readable } from '../../kernel/format/defaults';
import { joinPath } from '../../kernel/routes/joinPath';
import type { PlacedPage } from '../../routes/resourceRoutes';
import type { RouteExtras } from '../../routes/routeTable';
import type { RouteItem } from '../../routes/types';
import { ResourceFileErrorPage } from './ResourceFileErrorPage';
import type { BrokenFile } from './types';

export const FILE_ERRORS_PATH = '/resource-files';

function errorPage(files: readonly BrokenFile[]) {
  const Page = () => <ResourceFileErrorPage files={files} />;
  Page.displayName = `ResourceFileErrorPage(${files.map((file) => file.file).join(', ')})`;
  return Page;
}

/**
 * @param parents the groups a page may hang under (route table groups and declared groups)
 * @param taken the full paths of the pages already there
 */
export function brokenFileRoutes(broken: readonly BrokenFile[], parents: ReadonlySet<string>, taken: ReadonlySet<string>): RouteExtras {
  if (broken.length === 0) return {};
  const used = new Set(taken);
  const pages: PlacedPage[] = [];
  for (const file of broken) {
    const route = file.route;
    if (!route || !parents.has(route.parent) || used.has(joinPath(route.parent, route.path))) continue;
    used.add(joinPath(route.parent, route.path));
    const title = file.label && !file.label.includes('.') ? file.label : readable(file.name ?? route.path);
    const item: RouteItem = { path: route.path, name: route.name, component: errorPage([file]), meta: { title, icon: ErrorIcon, roles: file.roles } };
    pages.push({ parent: route.parent, item });
  }
  const notice: RouteItem = {
    path: FILE_ERRORS_PATH,
    component: errorPage(broken),
    meta: { title: 'engineChecks.files.menu', icon: ErrorIcon, roles: ['admin'] },
  };
  return { pages, routes: [notice] };
}
