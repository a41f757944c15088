/**
 * react-admin's store. List state (filters, sort, page, page size, selection) is kept per browser
 * tab in sessionStorage, so a new tab or a new browser session opens every list with the spec's
 * defaults (page 1, limit 20); the rest (the language) stays in localStorage.
 */
import { localStorageStore, memoryStore, type Store } from 'react-admin';
import { getLanguage } from './language';
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

/** react-admin's store key of the chosen language. */
export const LOCALE_KEY = 'locale';

/**
 * A store whose 'locale', while nothing is stored under it, reads as the console's language (the
 * one the i18n provider starts in). react-admin's I18nContextProvider renders nothing until the
 * stored locale equals the provider's: without a stored value (a first visit) that costs one
 * effect, and the admin's whole first tree then mounts in one blocking render instead of the
 * boot's time-sliced transition. The language shown is the same either way.
 */
export function withLocaleDefault(store: Store, language: () => string = getLanguage): Store {
  return {
    ...store,
    getItem: <T>(key: string, defaultValue?: T): T | undefined =>
      store.getItem<T>(key, key === LOCALE_KEY ? (defaultValue ?? (language() as unknown as T)) : defaultValue),
  };
}

export function createAdminStore(): Store {
  return splitStore(withLocaleDefault(localStorageStore(undefined, 'sms-admin')), tabStore());
}
