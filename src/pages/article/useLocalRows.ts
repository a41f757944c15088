import { useCallback, useState } from 'react';
import type { Article } from './articleStatus';

/**
 * The spec applies article create, update and status changes locally on the page: this overlay sits
 * on top of the server page until the page changes.
 */
export function useLocalRows(serverRows: Article[] | undefined) {
  const [overlay, setOverlay] = useState<{ base: Article[] | undefined; created: Article[]; changed: Map<number, Article> }>({
    base: serverRows,
    created: [],
    changed: new Map(),
  });
  // A new server page replaces the local changes.
  let current = overlay;
  if (overlay.base !== serverRows) {
    current = { base: serverRows, created: [], changed: new Map() };
    setOverlay(current);
  }
  const rows = serverRows
    ? [...current.created, ...serverRows.map((row) => current.changed.get(row.id) ?? row)]
    : undefined;

  const prepend = useCallback((article: Article) => {
    setOverlay((state) => ({ ...state, created: [article, ...state.created] }));
  }, []);

  const replace = useCallback((article: Article) => {
    setOverlay((state) => {
      if (state.created.some((row) => row.id === article.id)) {
        return { ...state, created: state.created.map((row) => (row.id === article.id ? article : row)) };
      }
      const changed = new Map(state.changed);
      changed.set(article.id, article);
      return { ...state, changed };
    });
  }, []);

  return { rows, prepend, replace };
}
