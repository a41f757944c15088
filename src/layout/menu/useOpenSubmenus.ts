import { useCallback, useState } from 'react';

export interface OpenSubmenus {
  /** The open submenus' paths; the same set as long as none opens or closes. */
  open: ReadonlySet<string>;
  toggle: (path: string) => void;
}

/**
 * Which submenus are open: those the user opened, plus the ones leading to the current page
 * (added whenever the page changes, so the active item is always in view).
 */
export function useOpenSubmenus(required: readonly string[]): OpenSubmenus {
  const requiredKey = required.join('|');
  const [state, setState] = useState(() => ({ open: new Set(required), key: requiredKey }));
  let current = state;
  if (state.key !== requiredKey) {
    const missing = required.filter((path) => !state.open.has(path));
    // Keeping the set when nothing opens lets the menu's entries skip rendering on navigation.
    current = { open: missing.length > 0 ? new Set([...state.open, ...missing]) : state.open, key: requiredKey };
    setState(current);
  }
  const toggle = useCallback(
    (path: string) =>
      setState((previous) => {
        const next = new Set(previous.open);
        if (next.has(path)) next.delete(path);
        else next.add(path);
        return { ...previous, open: next };
      }),
    [],
  );
  return { open: current.open, toggle };
}
