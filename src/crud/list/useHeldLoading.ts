import { useEffect, useState } from 'react';

/** The list loading indicator hides 1500 ms after the response. */
export const LOADING_HOLD_MS = 1500;

export function useHeldLoading(fetching: boolean, holdMs = LOADING_HOLD_MS): boolean {
  const [held, setHeld] = useState(fetching);
  useEffect(() => {
    if (fetching) {
      setHeld(true);
      return;
    }
    const timer = setTimeout(() => setHeld(false), holdMs);
    return () => clearTimeout(timer);
  }, [fetching, holdMs]);
  return fetching || held;
}
