import { useCallback, useEffect, useRef } from 'react';

/** Refetches the list a while after a save or delete (the spec's "page reloads after 2000 ms"). */
export const RELOAD_DELAY_MS = 2000;

export function useDelayedRefresh(refetch: () => unknown, delayMs = RELOAD_DELAY_MS): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), delayMs);
  }, [delayMs]);
}
