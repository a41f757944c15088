/**
 * Tags view state keeping. Visited views stay mounted but hidden (keep-alive) while their tag is
 * open and their route is not noCache, ten at most. Each kept view renders react-admin's route
 * element with the location it was last shown at, so list filters, page, form text and charts come
 * back exactly as they were, with no per-page code; the window scroll position is saved per view
 * and restored when its tag is revisited. Refresh (via /redirect) gives the view a new generation,
 * which remounts it.
 */
import { Children, Suspense, cloneElement, isValidElement, memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, type Location } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { findRoute } from '../../routes/resolve';
import { ViewShownContext } from '../../utils/viewShown';
import { useRouteTable } from '../../routes/routeTableContext';
import type { RouteItem } from '../../routes/types';
import { useSettings } from '../store/settings';
import { useVisitedViews, useViewGenerations } from '../store/tags';
import { reconcileCache, type CachedView } from './viewCache';
import { ViewErrorBoundary } from './ViewErrorBoundary';

interface SlotProps {
  routes: ReactElement<{ location?: Location }>;
  location: Location;
  active: boolean;
  path: string;
  errorTitle: string;
}

const ViewSlot = memo(function ViewSlot({ routes, location, active, path, errorTitle }: SlotProps) {
  return (
    <Box data-view={path} hidden={!active} sx={active ? undefined : { display: 'none' }}>
      <ViewErrorBoundary title={errorTitle}>
        <ViewShownContext.Provider value={active}>
          <Suspense fallback={<PageLoading />}>{cloneElement(routes, { location })}</Suspense>
        </ViewShownContext.Provider>
      </ViewErrorBoundary>
    </Box>
  );
});

export function isCacheablePath(routeTable: readonly RouteItem[], pathname: string): boolean {
  const route = findRoute(routeTable, pathname);
  if (!route || !route.item.meta?.title || route.item.meta.noCache) return false;
  return !route.trail.some((step) => step.hidden);
}

function useScrollMemory(activePath: string) {
  const positions = useRef(new Map<string, number>());
  const activeRef = useRef(activePath);
  useEffect(() => {
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(activeRef.current, window.scrollY));
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);
  useLayoutEffect(() => {
    activeRef.current = activePath;
    window.scrollTo(0, positions.current.get(activePath) ?? 0);
  }, [activePath]);
}

export function KeepAliveOutlet({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const location = useLocation();
  const views = useVisitedViews();
  const generations = useViewGenerations();
  const { tagsView } = useSettings();
  const tick = useRef(0);
  const [cache, setCache] = useState<readonly CachedView<Location>[]>([]);

  const openPaths = useMemo(() => new Set(tagsView ? views.map((view) => view.path) : []), [views, tagsView]);
  const { routeTable } = useRouteTable();
  const cacheable = tagsView && isCacheablePath(routeTable, location.pathname);
  const next = reconcileCache(cache, { path: location.pathname, location, cacheable }, openPaths, tick.current + 1);
  if (next !== cache) {
    tick.current += 1;
    setCache(next);
  }
  useScrollMemory(location.pathname);

  const routes = Children.only(children);
  if (!isValidElement<{ location?: Location }>(routes)) return <>{children}</>;
  const shown = next.some((view) => view.path === location.pathname)
    ? next
    : [...next, { path: location.pathname, location, lastUsed: tick.current }];
  const errorTitle = translate('layout.viewError');
  return (
    <>
      {shown.map((view) => {
        const active = view.path === location.pathname;
        return (
          <ViewSlot
            key={`${view.path}#${generations[view.path] ?? 0}`}
            routes={routes}
            location={active ? location : view.location}
            active={active}
            path={view.path}
            errorTitle={errorTitle}
          />
        );
      })}
    </>
  );
}
