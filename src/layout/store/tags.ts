/**
 * The visited views behind the tags view, kept in sessionStorage so the tags survive a reload of
 * the tab (and end with it). Logging out closes them all.
 */
import { VISITED_VIEWS_KEY, readSessionJson, removeSession, writeSessionJson } from '../../providers/session';
import { isVisitedView, type VisitedView } from '../tags/tagsOps';
import { createStore, useStore } from './createStore';

function restore(): VisitedView[] {
  const stored = readSessionJson(VISITED_VIEWS_KEY);
  return Array.isArray(stored) ? stored.filter(isVisitedView) : [];
}

export const tagsStore = createStore<VisitedView[]>(restore(), (views) => writeSessionJson(VISITED_VIEWS_KEY, views));

/** A generation per path: bumping it remounts the kept view (Refresh). */
export const viewGenerationsStore = createStore<Record<string, number>>({});

export function remountView(path: string): void {
  viewGenerationsStore.set((current) => ({ ...current, [path]: (current[path] ?? 0) + 1 }));
}

export const useViewGenerations = (): Record<string, number> => useStore(viewGenerationsStore);

export function forgetVisitedViews(): void {
  tagsStore.set([]);
  removeSession(VISITED_VIEWS_KEY);
}

export const useVisitedViews = (): VisitedView[] => useStore(tagsStore);
