import { useEffect, useRef, useState } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** Lazily loaded pages show this placeholder until their code has arrived (components/PageLoading). */
const LOADING_SELECTOR = '[aria-label="Loading page"]';
const MIN_VISIBLE_MS = 200;

/**
 * A thin bar at the top during route changes and lazy loads: it starts with every navigation and
 * ends once no page placeholder is left on screen.
 */
export function RouteProgress() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!document.querySelector(LOADING_SELECTOR)) return;
    }
    setBusy(true);
    const started = performance.now();
    let frame = 0;
    const check = () => {
      const loading = document.querySelector(LOADING_SELECTOR) !== null;
      if (!loading && performance.now() - started >= MIN_VISIBLE_MS) setBusy(false);
      else frame = requestAnimationFrame(check);
    };
    frame = requestAnimationFrame(check);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  if (!busy) return null;
  return (
    <LinearProgress
      aria-label={translate('layout.progress')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: (theme) => theme.zIndex.modal + 10 }}
    />
  );
}
