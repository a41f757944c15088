import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import type { StoredPermissions } from '../kernel/access/grants';
import { routeAllows } from './resolve';
import { joinPath } from '../kernel/routes/joinPath';
import type { PageComponent, RouteItem } from './types';

const Page401 = lazy(() => import('../pages/errors/Page401'));

function RoutePage({ component: Page, allowed }: { component: PageComponent; allowed: boolean }) {
  return <Suspense fallback={<PageLoading />}>{allowed ? <Page /> : <Page401 />}</Suspense>;
}

/** The first visible child this user may open (else the first child, which then says 401). */
function firstChildPath(item: RouteItem, fullPath: string, roles: readonly string[], permissions?: StoredPermissions): string | undefined {
  const children = item.children ?? [];
  const child =
    children.find((candidate) => !candidate.hidden && routeAllows(candidate, roles, permissions)) ?? children[0];
  return child ? joinPath(fullPath, child.path) : undefined;
}

/**
 * React Router elements for the route table. Every route is registered; one the roles may not open
 * renders the no-permission page in place (the address stays, so Back works).
 */
export function renderRoutes(
  items: readonly RouteItem[],
  roles: readonly string[],
  parent = '/',
  parentAllowed = true,
  permissions?: StoredPermissions,
): ReactNode[] {
  return items.flatMap((item) => {
    const fullPath = joinPath(parent, item.path);
    const allowed = parentAllowed && routeAllows(item, roles, permissions);
    const children = item.children ?? [];
    const redirect = item.redirect ?? firstChildPath(item, fullPath, roles, permissions);
    if (item.component) {
      const element = <RoutePage component={item.component} allowed={allowed} />;
      if (children.length === 0) return [<Route key={fullPath} path={fullPath} element={element} />];
      return [
        <Route key={fullPath} path={fullPath} element={element}>
          {redirect && <Route index element={<Navigate to={redirect} replace />} />}
          {renderRoutes(children, roles, fullPath, allowed, permissions)}
        </Route>,
      ];
    }
    const own = redirect
      ? [
          <Route
            key={fullPath}
            path={fullPath}
            element={allowed ? <Navigate to={redirect} replace /> : <RoutePage component={Page401} allowed />}
          />,
        ]
      : [];
    return [...own, ...renderRoutes(children, roles, fullPath, allowed, permissions)];
  });
}
