/**
 * The bulk buttons, mounted at the first selection: react-admin keeps its bulk bar in the page,
 * collapsed, while nothing is selected, so without this every list visit would render (and compile)
 * the bulk delete with its confirm and mutation, the selected export and the bulk actions. Once
 * shown they stay mounted, so the bar collapses with them as before.
 */
import { useState, type ReactNode } from 'react';
import { useListContext } from 'react-admin';

export function OnceSelected({ children }: { children: ReactNode }) {
  const { selectedIds } = useListContext();
  const [shown, setShown] = useState(false);
  const selected = selectedIds.length > 0;
  if (selected && !shown) setShown(true);
  return shown || selected ? children : null;
}
