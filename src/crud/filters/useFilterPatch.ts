/**
 * One writer for a list's filter values, shared by the search box and the filter bar. react-admin's
 * setFilters replaces all values, and the values a component reads are only updated after a render
 * (or a transition, or a debounce): two writers each spreading what they last read undo each other
 * (a paused number filter firing after a search was typed would drop the search). Here each change
 * is a patch on the latest values asked for.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useListContext } from 'react-admin';

export type FilterValues = Record<string, unknown>;
/** Applies a patch (undefined or '' removes a key) now, or after a pause in typing. */
export type FilterPatch = (patch: FilterValues, pauseMs?: number) => void;

const withoutEmpty = (values: FilterValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''));

const sameValues = (a: FilterValues, b: FilterValues) => {
  const text = (values: FilterValues) => JSON.stringify(Object.entries(withoutEmpty(values)).sort(([x], [y]) => x.localeCompare(y)));
  return text(a) === text(b);
};

export function useFilterPatch(): FilterPatch {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const asked = useRef<FilterValues | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest list, read when a patch is applied: the patch function itself never changes, so the
  // memoised search box and filter bar do not re-render on each page, sort or keystroke.
  const latest = useRef({ filterValues, setFilters, displayedFilters });
  useLayoutEffect(() => {
    latest.current = { filterValues, setFilters, displayedFilters };
  });

  // Once the list shows what was asked for, its values are the truth again.
  useEffect(() => {
    if (asked.current && timer.current === undefined && sameValues(asked.current, filterValues as FilterValues)) asked.current = undefined;
  }, [filterValues]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((patch: FilterValues, pauseMs = 0) => {
    asked.current = withoutEmpty({ ...(asked.current ?? (latest.current.filterValues as FilterValues)), ...patch });
    clearTimeout(timer.current);
    timer.current = undefined;
    const commit = () => {
      timer.current = undefined;
      latest.current.setFilters(asked.current ?? {}, latest.current.displayedFilters ?? {}, false);
    };
    if (pauseMs > 0) timer.current = setTimeout(commit, pauseMs);
    else commit();
  }, []);
}
