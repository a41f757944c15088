/** A list's current state as a saved view keeps it, and a view put back on the list. */
import type { ListViewState } from '../../kernel/http/views';

export interface ListStateControls {
  filterValues: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  setFilters: (filters: Record<string, unknown>, displayedFilters?: Record<string, boolean>, debounce?: boolean) => void;
  setSort: (sort: { field: string; order: 'ASC' | 'DESC' }) => void;
  setPerPage: (perPage: number) => void;
}

const withoutEmpty = (filter: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''));

export function currentViewState(list: Pick<ListStateControls, 'filterValues' | 'sort' | 'perPage'>, columns: readonly string[]): ListViewState {
  return { filter: withoutEmpty(list.filterValues), sort: { field: list.sort.field, order: list.sort.order }, perPage: list.perPage, columns: [...columns] };
}

/** Puts a view's filters, sort and page size on the list (page 1) and its columns in the store. */
export function applyViewState(list: ListStateControls, state: ListViewState, setColumns: (columns: string[]) => void): void {
  list.setFilters(withoutEmpty(state.filter), {}, false);
  list.setSort(state.sort);
  list.setPerPage(state.perPage);
  setColumns([...state.columns]);
}

/** The roles an admin typed, comma separated. */
export const rolesOf = (text: string): string[] => [...new Set(text.split(/[,\s]+/).map((role) => role.trim()).filter(Boolean))];
