import { useCallback, useState } from 'react';

export interface OpenSubmenus {
  isOpen: (path: string) => boolean;
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
    current = { open: new Set([...state.open, ...required]), key: requiredKey };
    setState(current);
  }
  const { open } = current;
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
  return { isOpen: (path) => open.has(path), toggle };
}
