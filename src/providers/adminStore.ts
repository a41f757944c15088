/**
 * react-admin's store. List state (filters, sort, page, page size, selection) is kept per browser
 * tab in sessionStorage, so a new tab or a new browser session opens every list with the spec's
 * defaults (§9: page 1, limit 20); the rest (the language) stays in localStorage.
 */
import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { LIST_STATE_KEY, readSessionJson, writeSessionJson } from './session';

/** Keys of react-admin's store that belong to one list view. */
export function isListStateKey(key: string): boolean {
  return key.endsWith('.listParams') || key.endsWith('.selectedIds');
}

function readListState(): Record<string, unknown> {
  const stored = readSessionJson(LIST_STATE_KEY);
  return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
}

/** A store in memory, written through to this tab's sessionStorage. */
export function tabStore(): Store {
  // memoryStore reads this object again at each setup: refresh it from sessionStorage first.
  const initial: Record<string, unknown> = {};
  const inner = memoryStore(initial);
  const persist = () => writeSessionJson(LIST_STATE_KEY, inner.listItems?.() ?? {});
  const writing =
    <A extends unknown[]>(change: (...args: A) => void) =>
    (...args: A) => {
      change(...args);
      persist();
    };
  return {
    ...inner,
    setup: () => {
      for (const key of Object.keys(initial)) delete initial[key];
      Object.assign(initial, readListState());
      inner.setup();
    },
    setItem: writing(inner.setItem),
    removeItem: writing(inner.removeItem),
    removeItems: writing(inner.removeItems),
    reset: writing(inner.reset),
  };
}

/** One store for the admin: list keys go to the tab's store, everything else to `lasting`. */
export function splitStore(lasting: Store, tab: Store): Store {
  const storeOf = (key: string): Store => (isListStateKey(key) ? tab : lasting);
  return {
    setup: () => {
      lasting.setup();
      tab.setup();
    },
    teardown: () => {
      lasting.teardown();
      tab.teardown();
    },
    getItem: (key, defaultValue) => storeOf(key).getItem(key, defaultValue),
    setItem: (key, value) => storeOf(key).setItem(key, value),
    removeItem: (key) => storeOf(key).removeItem(key),
    removeItems: (prefix) => {
      lasting.removeItems(prefix);
      tab.removeItems(prefix);
    },
    reset: () => {
      lasting.reset();
      tab.reset();
    },
    subscribe: (key, callback) => storeOf(key).subscribe(key, callback),
  };
}

export function createAdminStore(): Store {
  return splitStore(localStorageStore(undefined, 'sms-admin'), tabStore());
}
