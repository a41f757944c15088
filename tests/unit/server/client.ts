/** Test client for the mock API behind MSW node: fetch against http://localhost/api. */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { apiHandlers } from '../../../mock/forward';
import { createMockServer } from '../../../mock/node';
import { createMemoryStore, type Store, type StoreOptions } from '../../../server/store';
import { createTestStore, TEST_STORE, type TestStore } from '../storage/stores';
import type { EnvelopeCode } from '../../../server/apiTypes';

export const BASE = 'http://localhost/api';

export interface Answer<T = unknown> {
  status: number;
  code: EnvelopeCode;
  message?: string;
  data: T;
  /** Field errors of a '40001' refused by the schema's rules. */
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
}

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(`${BASE}${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.Token = options.token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
  const json = (await response.json()) as Omit<Answer<T>, 'status'>;
  return { status: response.status, ...json };
}

export async function login(userName: string, password = '111111'): Promise<string> {
  const answer = await call<string>('/user/login', { method: 'POST', body: { userName, password } });
  if (answer.code !== '00000') throw new Error(`login ${userName} failed: ${answer.message}`);
  return answer.data;
}

/**
 * Starts an MSW node server for the file (reset before each test); returns the store. The store is
 * the memory one, or the SQL one TEST_STORE names (sqlite, postgres): the same contract on each.
 */
export function setupMockApi(options: StoreOptions = {}): Store {
  if (TEST_STORE !== 'memory') return setupSqlMockApi(options);
  const store = createMemoryStore(options);
  const { server } = createMockServer(store);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => store.reset());
  afterAll(() => server.close());
  return store;
}

/** setupMockApi on a SQL store, opened before the file's tests and dropped after them. */
function setupSqlMockApi(options: StoreOptions): Store {
  let opened: TestStore | undefined;
  let server: SetupServer | undefined;
  const current = (): Store => {
    if (!opened) throw new Error('the SQL store opens in beforeAll');
    return opened.store;
  };
  // The handlers and the tests hold this stand-in; it forwards to the store once it is open.
  const store = new Proxy({} as Store, { get: (_target, key) => Reflect.get(current(), key) });
  beforeAll(async () => {
    opened = await createTestStore(TEST_STORE, options);
    server = setupServer(...apiHandlers(store));
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => current().reset());
  afterAll(async () => {
    server?.close();
    await opened?.dispose();
  });
  return store;
}
