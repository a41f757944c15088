/**
 * The API over the store TEST_STORE names, called in process (`app.request`, no MSW), with the
 * conventional resources a test gives; and the resources and APIs of the audit log, outbox, webhook
 * and event stream tests.
 */
import { createApi, type ApiOptions } from '../../../server/handlers';
import { resourceServer, type ResourceServer } from '../../../server/operations/scope';
import { fixedResources } from '../../../server/handlers/crud/conventional';
import { CLIENT_ADDRESS_HEADER } from '../../../server/loginThrottle';
import type { ResourceSchema } from '../../../src/kernel/types';
import { conventional } from './conventional/conventionalSchema';
import { createTestStore, TEST_STORE, type TestStore } from '../storage/stores';

export interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  /** Field errors of a refused input. */
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
  /** The Content-Range header of a list. */
  range: string | null;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  /** The client's address (10.0.0.7 unless given). */
  address?: string;
}

export interface StoreApi {
  opened: TestStore;
  /** The server's view of the resources (what the webhook dispatcher and the event stream read through). */
  server: ResourceServer;
  /** The API app itself (a streamed answer is read from its Response). */
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> };
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  login(userName: string, password?: string): Promise<string>;
}

export async function storeApi(schemas: ResourceSchema[], options: Omit<ApiOptions, 'resources'> = {}): Promise<StoreApi> {
  const opened = await createTestStore(TEST_STORE);
  const resources = fixedResources(schemas);
  const { app } = createApi(opened.store, undefined, { ...options, resources });
  const call: StoreApi['call'] = async <T>(path: string, options: CallOptions = {}) => {
    const url = new URL(`http://localhost/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: options.address ?? '10.0.0.7' };
    if (options.token) headers.Token = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, range: response.headers.get('content-range'), ...((await response.json()) as Omit<Answer<T>, 'status' | 'range'>) };
  };
  const login = async (userName: string, password = '111111') => (await call<string>('/user/login', { method: 'POST', body: { userName, password } })).data;
  return { opened, server: resourceServer(opened.store, resources), app: { request: (url, init) => app.request(url, init) }, call, login };
}

/** A unique title, an amount, and a memo only admins read. */
const AMOUNT_FIELDS = [
  { source: 'id', type: 'number', create: false, edit: false },
  { source: 'title', type: 'text', required: true, unique: true },
  { source: 'amount', type: 'number' },
  { source: 'memo', type: 'text', roles: { view: ['admin'] } },
];

/** Every kind of change: trash, bulk edit, import, an action. */
export const ticket = conventional({
  name: 'ticket',
  roles: ['admin', 'editor'],
  trash: true,
  bulkEdit: true,
  import: { key: 'title' },
  fields: AMOUNT_FIELDS,
  actions: [{ name: 'close', label: 'Close', placement: 'bulk', effect: { kind: 'update', set: { amount: 0 } } }],
});

/** Bulk edit and import. */
export const ledger = conventional({
  name: 'ledger',
  roles: ['admin', 'editor'],
  bulkEdit: true,
  import: { key: 'title' },
  fields: AMOUNT_FIELDS,
});

/** Keeps no history (but has events). */
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

/** The outbox, webhook and event stream tests' API. */
export type EventsApp = StoreApi;
export const eventsApp = (options: Omit<ApiOptions, 'resources'> = {}): Promise<EventsApp> => storeApi(EVENT_RESOURCES, options);

/** The audit log tests' API. */
export type AuditApp = StoreApi;
export const auditApp = (): Promise<AuditApp> => storeApi([ledger, scratch, vault]);
