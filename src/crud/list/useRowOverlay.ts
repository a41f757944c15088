import { useCallback, useRef, useState } from 'react';
import type { AnyRecord, Identifier } from '../../kernel/types';

interface Overlay {
  base: AnyRecord[] | undefined;
  created: AnyRecord[];
  changed: Map<Identifier, AnyRecord>;
}

/**
 * Rows changed locally on top of the list's page (actions that set a row, `afterSave: 'local'`):
 * the overlay lasts until the list shows another page or reloads.
 */
export function useRowOverlay(data: AnyRecord[] | undefined) {
  const [overlay, setOverlay] = useState<Overlay>({ base: data, created: [], changed: new Map() });
  const latest = useRef(data);
  latest.current = data;
  // A stale overlay (the list moved on) counts as empty; an empty one is never reset, so a fast
  // list pays no extra render per page or keystroke.
  const live = overlay.base === data && (overlay.created.length > 0 || overlay.changed.size > 0);
  const rows = data && live ? [...overlay.created, ...data.map((row) => overlay.changed.get(row.id) ?? row)] : data;

  // Stable: the memoised row buttons and toolbar take them as props.
  const fresh = useCallback((state: Overlay): Overlay => (state.base === latest.current ? state : { base: latest.current, created: [], changed: new Map() }), []);

  const prepend = useCallback(
    (record: AnyRecord) =>
      setOverlay((previous) => {
        const state = fresh(previous);
        return { ...state, created: [record, ...state.created] };
      }),
    [fresh],
  );

  const patch = useCallback((record: AnyRecord) =>
    setOverlay((previous) => {
      const state = fresh(previous);
      if (state.created.some((row) => row.id === record.id)) {
        return { ...state, created: state.created.map((row) => (row.id === record.id ? record : row)) };
      }
      const changed = new Map(state.changed);
      changed.set(record.id, record);
      return { ...state, changed };
    }), [fresh]);

  return { rows, prepend, patch };
}
