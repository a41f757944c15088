import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import { Menu, MenuItem } from '../../components/LazyMenu';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { findRoute, routeAllows } from '../../routes/resolve';
import { useRouteTable } from '../../routes/routeTableContext';
import { tagsStore, useVisitedViews } from '../store/tags';
import { useRoles } from '../../providers/useRoles';
import { useGrantee } from '../../providers/grantee';
import { addView, affixViews, sameViews, withAffix, type VisitedView } from './tagsOps';
import { afterNextPaint } from '../../utils/afterNextPaint';
import { useActiveTagInView } from './useActiveTagInView';
import { useTagActions } from './useTagActions';

interface ContextMenuState {
  view: VisitedView;
  top: number;
  left: number;
}

/**
 * Applies a change to the visited views unless it changes nothing: the tags store is read with
 * useSyncExternalStore, so every change re-renders its readers synchronously.
 */
function updateViews(change: (views: VisitedView[]) => VisitedView[]): void {
  tagsStore.set((views) => {
    const next = change(views);
    return sameViews(next, views) ? views : next;
  });
}

/**
 * Adds a tag for each visited view with a title, hidden ones included (the template's 'Edit
 * Article'); pins the affixed ones. Redirect routes and views the roles may not open (the 401 page
 * in place) get no tag. Written after the view has painted: the store's readers re-render at once
 * (useSyncExternalStore), and written from the effects they made one long task of the admin's first
 * mount, its effects and a second render of the tags and kept views.
 */
function useVisitTracking() {
  const location = useLocation();
  const roles = useRoles();
  const { permissions } = useGrantee();
  const { routeTable } = useRouteTable();
  const affix = useMemo(() => affixViews(routeTable, roles), [routeTable, roles]);
  useEffect(() => afterNextPaint(() => updateViews((views) => withAffix(views, affix))), [affix]);
  useEffect(() => {
    const route = findRoute(routeTable, location.pathname);
    const title = route?.item.meta?.title;
    if (!route || !title || !route.item.component || route.item.redirect) return;
    if (!route.trail.every((step) => routeAllows(step, roles, permissions))) return;
    const fullPath = `${location.pathname}${location.search}${location.hash}`;
    return afterNextPaint(() =>
      updateViews((views) =>
        addView(views, {
          path: location.pathname,
          fullPath,
          name: route.item.name,
          title,
          affix: route.item.meta?.affix,
          noCache: route.item.meta?.noCache,
        }),
      ),
    );
  }, [routeTable, location, roles, permissions]);
}

/** The tags view: a tag per visited view, a context menu, middle click to close. */
export function TagsView() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const views = useVisitedViews();
  const actions = useTagActions();
  const [menu, setMenu] = useState<ContextMenuState | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  useVisitTracking();

  useActiveTagInView(bar, pathname, views.length);

  const run = (action: (view: VisitedView) => void) => () => {
    if (menu) action(menu.view);
    setMenu(null);
  };

  return (
    <Box
      component="nav"
      aria-label={translate('layout.tags.label')}
      ref={bar}
      sx={{
        height: 34,
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        overflowX: 'auto',
        overflowY: 'hidden',
        whiteSpace: 'nowrap',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 3px 0 rgba(0,0,0,.12), 0 0 3px 0 rgba(0,0,0,.04)',
        scrollbarWidth: 'thin',
      }}
    >
      {views.map((view) => {
        const active = view.path === pathname;
        const title = translate(view.title);
        return (
          <Box
            key={view.path}
            data-tag={view.path}
            data-active={active}
            onContextMenu={(event) => {
              event.preventDefault();
              setMenu({ view, top: event.clientY, left: event.clientX });
            }}
            onMouseDown={(event) => {
              if (event.button === 1) event.preventDefault();
            }}
            onAuxClick={(event) => {
              if (event.button !== 1) return;
              event.preventDefault();
              actions.close(view);
            }}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              flexShrink: 0,
              height: 26,
              border: 1,
              borderColor: active ? 'primary.main' : 'divider',
              bgcolor: active ? 'primary.main' : 'background.paper',
              color: active ? 'primary.contrastText' : 'text.secondary',
              fontSize: 12,
              pl: 1,
              pr: view.affix ? 1 : 0.25,
            }}
          >
            {active && (
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'currentColor', mr: 0.5 }} />
            )}
            <Box
              component={Link}
              to={view.fullPath}
              aria-current={active ? 'page' : undefined}
              // At least 24 px wide, as WCAG 2.2 (2.5.8) asks of a target: a short title ("Tab") is narrower.
              sx={{ color: 'inherit', textDecoration: 'none', lineHeight: '24px', display: 'inline-block', minWidth: 24, textAlign: 'center' }}
            >
              {title}
            </Box>
            {!view.affix && (
              <IconButton
                aria-label={translate('layout.tags.closeTag', { title })}
                onClick={() => actions.close(view)}
                // 24 × 24 px: the smallest target WCAG 2.2 (2.5.8) allows.
                sx={{ color: 'inherit', p: '6px', ml: 0.25 }}
              >
                <CloseIcon sx={{ fontSize: 12 }} />
              </IconButton>
            )}
          </Box>
        );
      })}
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
      >
        <MenuItem onClick={run(actions.refresh)}>{translate('layout.tags.refresh')}</MenuItem>
        {menu && !menu.view.affix && <MenuItem onClick={run(actions.close)}>{translate('layout.tags.close')}</MenuItem>}
        <MenuItem onClick={run(actions.closeOthers)}>{translate('layout.tags.closeOthers')}</MenuItem>
        <MenuItem onClick={run(() => actions.closeAll())}>{translate('layout.tags.closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
}
