import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always runs the latest `fn`: memoised parts of a
 * page can take it as a prop and skip re-rendering when only its closure changed.
 * Not for calls during render (the latest `fn` is in place after the commit).
 */
export function useStableCallback<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
