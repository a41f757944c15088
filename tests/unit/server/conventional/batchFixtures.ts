/** Conventional resources and an API over the TEST_STORE store for the bulk edit and import tests. */
import { createApi } from '../../../../server/handlers';
import { fixedResources } from '../../../../server/handlers/crud/conventional';
import { conventional } from './conventionalSchema';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';

export const team = conventional({
  name: 'team',
  roles: ['admin', 'editor'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
  ],
});

export const person = conventional({
  name: 'person',
  roles: ['admin', 'editor'],
  bulkEdit: true,
  import: { key: 'email' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'email', type: 'email', required: true, unique: { ignoreCase: true } },
    { source: 'name', type: 'text', required: true, maxLength: 40 },
    { source: 'age', type: 'number', integer: true, min: 0, max: 150 },
    { source: 'active', type: 'boolean' },
    { source: 'level', type: 'select', choices: [{ id: 'low', name: 'Low' }, { id: 'high', name: 'High' }] },
    { source: 'teamId', type: 'reference', reference: { resource: 'team', optionText: 'name' } },
    { source: 'tags', type: 'tags' },
    { source: 'since', type: 'date' },
    { source: 'badge', type: 'text', unique: true },
    { source: 'salary', type: 'number', roles: { edit: ['admin'] } },
    { source: 'code', type: 'text', edit: false },
  ],
});

/** Owned: editors change only their own notes; no `import`. */
export const note = conventional({
  name: 'note',
  roles: ['admin', 'editor'],
  bulkEdit: true,
  owner: { field: 'ownerId' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'ownerId', type: 'reference', reference: { resource: 'user', optionText: 'userName' } },
    { source: 'title', type: 'text', required: true },
  ],
});

/** Neither bulk edit nor import. */
export const plain = conventional({
  name: 'plain',
  roles: ['admin'],
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text' },
  ],
});

/** Import without a key, and editors may read but not create. */
export const entry = conventional({
  name: 'entry',
  roles: ['admin', 'editor'],
  access: { create: ['admin'], update: ['admin'] },
  import: true,
  bulkEdit: true,
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'title', type: 'text', required: true },
  ],
});

export interface Answer<T = unknown> {
  status: number;
  code: string | number;
  message: string;
  data: T;
  errors?: Record<string, { message: string; args: Record<string, unknown> }>;
}

export interface BatchApp {
  opened: TestStore;
  call<T = unknown>(path: string, options?: { method?: string; token?: string; body?: unknown; query?: Record<string, string> }): Promise<Answer<T>>;
  login(userName: string): Promise<string>;
}

export async function batchApp(): Promise<BatchApp> {
  const opened = await createTestStore(TEST_STORE);
  const { app } = createApi(opened.store, undefined, { resources: fixedResources([team, person, note, plain, entry]) });
  const call: BatchApp['call'] = async <T>(path: string, options: { method?: string; token?: string; body?: unknown; query?: Record<string, string> } = {}) => {
    const url = new URL(`http://localhost/api${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {};
    if (options.token) headers.Token = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(url.toString(), { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    return { status: response.status, ...((await response.json()) as Omit<Answer<T>, 'status'>) };
  };
  const login = async (userName: string) => (await call<string>('/user/login', { method: 'POST', body: { userName, password: '111111' } })).data;
  return { opened, call, login };
}
