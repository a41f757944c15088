/**
 * While `active` (an open editor holding a change, in the view on screen), a click on a link of
 * the console and the browser's Back or Forward ask 'Discard your changes?' before going, and
 * leaving the page asks the browser's question. The console's router is not a data router, so the
 * link clicks are caught on their way down. Discard calls `onDiscard`, then goes. `isChanged`
 * tells the change at the moment of a Back (by default: `active` as last rendered).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useViewShown } from '../../utils/viewShown';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { useBackGuard } from './useBackGuard';
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

export interface LinkGuardOptions {
  onDiscard?: () => void;
  isChanged?: () => boolean;
}

export function useLinkGuard(active: boolean, { onDiscard, isChanged }: LinkGuardOptions = {}): ReactNode {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string>();
  const shown = useViewShown();
  const catching = active && shown;
  useLeaveGuard(active);
  const backPrompt = useBackGuard(isChanged ?? (() => active), onDiscard);
  useEffect(() => {
    if (!catching) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = linkTarget(event);
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [catching]);
  if (target === undefined) return backPrompt;
  return (
    <DiscardChangesDialog
      onKeep={() => setTarget(undefined)}
      onDiscard={() => {
        setTarget(undefined);
        onDiscard?.();
        void navigate(target);
      }}
    />
  );
}
