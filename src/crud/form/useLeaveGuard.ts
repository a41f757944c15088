/**
 * While `active`, leaving the page by reload, closing the tab or typing an address asks the
 * browser's own question (the only one a page may ask then).
 */
import { useEffect } from 'react';

export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a return value set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
