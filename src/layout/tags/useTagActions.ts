import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { remountView, tagsStore } from '../store/tags';
import { closeAll, closeOthers, closeView, nextAfterClose, type VisitedView } from './tagsOps';

/** Refresh, Close, Close Others and Close All, with the navigation each implies. */
export function useTagActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const settle = useCallback(
    (remaining: VisitedView[]) => {
      tagsStore.set(remaining);
      const next = nextAfterClose(remaining, pathname);
      if (next) navigate(next);
    },
    [navigate, pathname],
  );

  return {
    refresh: (view: VisitedView) => {
      remountView(view.path);
      navigate(`/redirect${view.fullPath}`, { replace: view.path === pathname });
    },
    close: (view: VisitedView) => {
      if (!view.affix) settle(closeView(tagsStore.get(), view.path));
    },
    closeOthers: (view: VisitedView) => {
      tagsStore.set(closeOthers(tagsStore.get(), view.path));
      if (view.path !== pathname) navigate(view.fullPath);
    },
    closeAll: () => settle(closeAll(tagsStore.get())),
  };
}
