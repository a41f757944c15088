/**
 * The API contract in the browser (dev and static demo builds only): an MSW service worker over a
 * memory store. Import it lazily so that its code never loads otherwise.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { createMemoryStore, type Store, type StoreOptions } from './store';

export interface BrowserMockOptions {
  /** Worker script URL (default '/mockServiceWorker.js'; prefix it with the app's base path if any). */
  serviceWorkerUrl?: string;
  store?: Store;
  storeOptions?: StoreOptions;
}

export interface BrowserMock {
  worker: SetupWorker;
  store: Store;
}

export async function startBrowserMock(options: BrowserMockOptions = {}): Promise<BrowserMock> {
  const store = options.store ?? createMemoryStore(options.storeOptions);
  const worker = setupWorker(...createHandlers(store));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { worker, store };
}
