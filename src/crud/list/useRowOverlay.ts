import { useCallback, useState } from 'react';
import type { AnyRecord, Identifier } from '../../resources/types';

/**
 * Rows changed locally on top of the list's page (actions that set a row, `afterSave: 'local'`):
 * the overlay lasts until the list shows another page or reloads.
 */
export function useRowOverlay(data: AnyRecord[] | undefined) {
  const [overlay, setOverlay] = useState<{ base: AnyRecord[] | undefined; created: AnyRecord[]; changed: Map<Identifier, AnyRecord> }>({
    base: data,
    created: [],
    changed: new Map(),
  });
  let current = overlay;
  if (overlay.base !== data) {
    current = { base: data, created: [], changed: new Map() };
    setOverlay(current);
  }
  const rows =
    data && (current.created.length > 0 || current.changed.size > 0)
      ? [...current.created, ...data.map((row) => current.changed.get(row.id) ?? row)]
      : data;

  const prepend = useCallback((record: AnyRecord) => setOverlay((state) => ({ ...state, created: [record, ...state.created] })), []);

  const patch = useCallback((record: AnyRecord) => {
    setOverlay((state) => {
      if (state.created.some((row) => row.id === record.id)) {
        return { ...state, created: state.created.map((row) => (row.id === record.id ? record : row)) };
      }
      const changed = new Map(state.changed);
      changed.set(record.id, record);
      return { ...state, changed };
    });
  }, []);

  return { rows, prepend, patch };
}
