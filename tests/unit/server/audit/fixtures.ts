/** Conventional resources and an API over the TEST_STORE store for the audit log tests. */
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { CLIENT_ADDRESS_HEADER } from '../../../../server/loginThrottle';
import { conventional } from '../conventional/conventionalSchema';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';

export const ledger = conventional({
  name: 'ledger',
  roles: ['admin', 'editor'],
  bulkEdit: true,
  import: { key: 'title' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true, unique: true },
    { source: 'amount', type: 'number' },
    { source: 'memo', type: 'text', roles: { view: ['admin'] } },
  ],
});

/** Keeps no history. */
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

export interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  range: string | null;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  address?: string;
}

export interface AuditApp {
  opened: TestStore;
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  login(userName: string, password?: string): Promise<string>;
}

export async function auditApp(): Promise<AuditApp> {
  const opened = await createTestStore(TEST_STORE);
  const { app } = createApi(opened.store, undefined, { resources: fixedResources([ledger, scratch, vault]) });
  const call: AuditApp['call'] = async <T>(path: string, options: CallOptions = {}) => {
    const url = new URL(`http://localhost/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: options.address ?? '10.0.0.7' };
    if (options.token) headers.Token = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, range: response.headers.get('content-range'), ...((await response.json()) as Omit<Answer<T>, 'status' | 'range'>) };
  };
  const login = async (userName: string, password = '111111') => (await call<string>('/user/login', { method: 'POST', body: { userName, password } })).data;
  return { opened, call, login };
}
