/**
 * The API contract in the browser (dev and static demo builds only): an MSW service worker over a
 * memory store. Import it lazily so that its code never loads otherwise.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { apiHandlers } from './forward';
import type { SessionEntry } from '../server/sessions';
import { createMemoryStore, type MemoryStore, type StoreOptions } from '../server/store';

const SESSIONS_KEY = 'mock-api-sessions';

/** Sessions survive a page reload (the data itself starts again from the seed). */
function keepSessions(store: MemoryStore): void {
  try {
    const saved = sessionStorage.getItem(SESSIONS_KEY);
    if (saved) store.sessionState.restore(JSON.parse(saved) as SessionEntry[]);
    store.sessionState.subscribe(() => sessionStorage.setItem(SESSIONS_KEY, JSON.stringify(store.sessionState.snapshot())));
  } catch {
    // Storage unavailable: sessions last as long as the page.
  }
}

export interface BrowserMockOptions {
  /** Worker script URL (default '/mockServiceWorker.js'; prefix it with the app's base path if any). */
  serviceWorkerUrl?: string;
  store?: MemoryStore;
  storeOptions?: StoreOptions;
  /** The API's path (default '/api'): the console's apiBaseUrl. */
  apiBase?: string;
}

export interface BrowserMock {
  worker: SetupWorker;
  store: MemoryStore;
}

export async function startBrowserMock(options: BrowserMockOptions = {}): Promise<BrowserMock> {
  const store = options.store ?? createMemoryStore(options.storeOptions);
  keepSessions(store);
  const worker = setupWorker(...apiHandlers(store, options.apiBase));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, store };
}
