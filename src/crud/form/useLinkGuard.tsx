/**
 * While `active` (an open editor holding a change), a click on a link of the console asks
 * 'Discard your changes?' before going there, and leaving the page asks the browser's question.
 * The console's router is not a data router, so the link clicks are caught on their way down.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { useLeaveGuard } from './useLeaveGuard';

/** The in-console address a plain left click on a link would open, if any. */
function linkTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function useLinkGuard(active: boolean): ReactNode {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string>();
  useLeaveGuard(active);
  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
  if (target === undefined) return null;
  return (
    <DiscardChangesDialog
      onKeep={() => setTarget(undefined)}
      onDiscard={() => {
        setTarget(undefined);
        void navigate(target);
      }}
    />
  );
}
