/** The API contract for Vitest: an MSW node server over a (fresh by default) memory store. */
import { setupServer, type SetupServer } from 'msw/node';
import { apiHandlers } from './forward';
import { createMemoryStore, type Store } from '../server/store';

export interface MockServer {
  server: SetupServer;
  store: Store;
}

export function createMockServer(store: Store = createMemoryStore()): MockServer {
  return { server: setupServer(...apiHandlers(store)), store };
}
