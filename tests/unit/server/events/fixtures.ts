/** Conventional resources and an API over the TEST_STORE store for the outbox, webhook and event stream tests. */
import { createApi, type ApiOptions } from '../../../../server/handlers';
import { resourceServer, type ResourceServer } from '../../../../server/operations/scope';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { CLIENT_ADDRESS_HEADER } from '../../../../server/loginThrottle';
import { conventional } from '../conventional/conventionalSchema';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';

/** Every kind of change: trash, bulk edit, import, an action; `memo` only admins read. */
export const ticket = conventional({
  name: 'ticket',
  roles: ['admin', 'editor'],
  trash: true,
  bulkEdit: true,
  import: { key: 'title' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true, unique: true },
    { source: 'amount', type: 'number' },
    { source: 'memo', type: 'text', roles: { view: ['admin'] } },
  ],
  actions: [{ name: 'close', label: 'Close', placement: 'bulk', effect: { kind: 'update', set: { amount: 0 } } }],
});

/** Keeps no history, but has events. */
export const scratch = conventional({
  name: 'scratch',
  roles: ['admin', 'editor'],
  history: false,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text' },
  ],
});

/** Editors may not read it. */
export const vault = conventional({
  name: 'vault',
  roles: ['admin'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text' },
  ],
});

export const EVENT_RESOURCES = [ticket, scratch, vault];

export interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  errors?: Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
}

export interface EventsApp {
  opened: TestStore;
  /** The server's view of the resources (what the webhook dispatcher and the stream read through). */
  server: ResourceServer;
  /** The API app itself (a streamed answer is read from its Response). */
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> };
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  login(userName: string): Promise<string>;
}

export async function eventsApp(options: Omit<ApiOptions, 'resources'> = {}): Promise<EventsApp> {
  const opened = await createTestStore(TEST_STORE);
  const resources = fixedResources(EVENT_RESOURCES);
  const { app } = createApi(opened.store, undefined, { ...options, resources });
  const call: EventsApp['call'] = async <T>(path: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: '10.0.0.7' };
    if (options.token) headers.Token = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(`http://localhost/api${path}`, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
  };
  const login = async (userName: string) => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;
  return { opened, server: resourceServer(opened.store, resources), app: { request: (url, init) => app.request(url, init) }, call, login };
}
