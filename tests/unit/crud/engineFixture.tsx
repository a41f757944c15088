/**
 * A resource that exists only in the tests ('gizmo', plus the 'ktOwner' it
 * references) whose schema uses every key of the engine, its API as MSW node handlers, and a
 * render helper. The engineKeys.*.test.tsx files each exercise a family of keys through the UI.
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type AuthProvider, type I18nProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setConfig } from '../../../src/config';
import { registerActionDialog, registerActionHandler, registerToolbarExtension } from '../../../src/crud/actions/registry';
import { registerCell } from '../../../src/crud/cells';
import { ResourceList } from '../../../src/crud/ResourcePage';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import type { AnyRecord, FieldValidator, ResourceSchema } from '../../../src/kernel/types';

/** Local time as epoch milliseconds (the 'epoch' wire of `startAt`). */
export const epoch = (year: number, month: number, day: number, hour = 0, minute = 0) => new Date(year, month - 1, day, hour, minute).getTime();

export const owners = [
  { id: 1, ownerName: 'Alice', ownerCode: 'A-1' },
  { id: 2, ownerName: 'Bob', ownerCode: 'B-2' },
];

export const ktOwner: ResourceSchema = {
  name: 'ktOwner',
  label: 'Owners',
  endpoints: { list: { method: 'GET', path: '/kt-owner/all' } },
  list: { kind: 'client' },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'ownerName', type: 'text' },
  ],
};

const noForbidden: FieldValidator = (value) => (value === 'Forbidden' ? 'That title is forbidden' : undefined);

/** Every field key, each on a field of its own where it can be (so a test names one key). */
export const gizmo: ResourceSchema = {
  name: 'gizmo',
  // No messages for create/edit/delete: they default from this label.
  label: 'Gizmo',
  endpoints: {
    list: { method: 'GET', path: '/kt-gizmo/all' },
    create: { method: 'POST', path: '/kt-gizmo/new' },
    update: { method: 'PUT', path: '/kt-gizmo/change' },
    delete: { method: 'DELETE', path: '/kt-gizmo/drop/{id}' },
  },
  list: { kind: 'client' },
  sort: { field: 'price', order: 'DESC' },
  perPage: 4,
  show: true,
  export: { file: 'gizmos', formats: ['csv'] },
  toolbar: ['kt-toolbar'],
  messages: { bulkDeleteConfirm: 'Remove these %{smart_count} gizmos for good?', savedDetail: 'Saved %{title}' },
  fields: [
    { source: 'id', label: 'Id', type: 'number', create: false, edit: false },
    // No label: 'resources.gizmo.fields.title' from the catalogue (engineI18n below).
    {
      source: 'title',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 20,
      filter: 'text',
      validate: [noForbidden],
      messages: { minLength: 'Title needs 3 letters' },
      helperText: 'Shown in every list',
      editHelperText: 'Renaming shows everywhere',
    },
    // No label and no catalogue entry: the readable fallback 'Serial code'.
    {
      source: 'serialCode',
      type: 'text',
      maxLength: 12,
      edit: 'readonly',
      requiredOn: 'create',
      unique: true,
      pattern: { value: '^[A-Z]{2}-\\d+$', message: 'Looks like AB-12' },
      placeholder: 'AB-12',
      searchable: false,
      sortable: false,
    },
    {
      source: 'status',
      label: 'Status',
      type: 'status',
      defaultValue: 0,
      filter: 'select',
      choices: [
        { id: 0, name: 'Active', color: 'success' },
        { id: 1, name: 'Blocked', color: 'danger' },
      ],
    },
    { source: 'price', label: 'Price', type: 'number', min: 0, max: 1000, format: { type: 'money', currency: 'USD', decimals: 2 }, filter: 'numberRange' },
    { source: 'ratio', label: 'Ratio', type: 'number', list: 'hidden', format: { type: 'percent', decimals: 1 } },
    { source: 'stars', label: 'Stars', type: 'number', cell: { name: 'kt-stars', options: { mark: '*' } }, create: false, edit: false },
    {
      source: 'ownerId',
      label: 'Owner',
      type: 'reference',
      required: true,
      list: false,
      filter: 'reference',
      reference: { resource: 'ktOwner', optionText: 'ownerName', copy: { ownerName: 'ownerName', ownerCode: 'ownerCode' } },
    },
    { source: 'ownerName', label: 'Owner name', type: 'text', create: false, edit: false },
    { source: 'startAt', label: 'Starts', type: 'datetime', format: { type: 'datetime', wire: 'epoch' }, filter: 'dateRange' },
    { source: 'quota', label: 'Quota', type: 'number', integer: true, list: false, disabledWhen: { field: 'locked', equals: true } },
    { source: 'locked', label: 'Locked', type: 'boolean', list: false },
    { source: 'contact', label: 'Contact', type: 'text', email: true, list: false, messages: { email: 'Contact must be an email' } },
    { source: 'homepage', label: 'Homepage', type: 'text', url: true, list: false, messages: { url: 'Homepage must be a web address' } },
    { source: 'reason', label: 'Block reason', type: 'text', list: false, requiredWhen: { field: 'status', equals: 1 } },
    { source: 'note', label: 'Block note', type: 'textarea', list: false, visibleWhen: { field: 'status', equals: 1 } },
    { source: 'secret', label: 'Secret', type: 'password', requiredOn: 'create' },
    { source: 'audit', label: 'Audit note', type: 'text', roles: { view: ['auditor'] } },
    { source: 'discount', label: 'Discount', inputLabel: 'Discount rate', type: 'number', list: false, roles: { edit: ['auditor'] } },
    { source: 'memo', label: 'Memo', type: 'text', export: false, show: false },
    { source: 'internalCode', label: 'Internal code', type: 'text', list: false, export: true, create: false, edit: false },
  ],
  actions: [
    {
      name: 'unblock',
      label: 'Unblock',
      placement: 'row',
      visibleWhen: { field: 'status', equals: 1 },
      confirm: 'Unblock %{title}?',
      success: 'Unblocked %{title}',
      effect: { kind: 'api', endpoint: { method: 'POST', path: '/kt-gizmo/unblock/{id}', body: (record) => ({ id: record.id, status: 0 }) } },
    },
    { name: 'open', label: 'Open', placement: 'row', effect: { kind: 'link', to: '/gizmo/{id}/page' } },
    { name: 'star', label: 'Star', placement: 'row', effect: { kind: 'handler', handler: 'kt-star', args: { mark: '!' } } },
    { name: 'inspect', label: 'Inspect', placement: 'row', effect: { kind: 'dialog', dialog: 'kt-inspect' } },
    { name: 'audit', label: 'Audit', placement: 'row', roles: ['auditor'], effect: { kind: 'dialog', dialog: 'kt-inspect' } },
    {
      name: 'sync',
      label: 'Sync all',
      placement: 'toolbar',
      success: 'Synced',
      failure: 'Sync failed: %{message}',
      effect: { kind: 'api', endpoint: { method: 'POST', path: '/kt-gizmo/sync' } },
    },
    {
      name: 'archive',
      label: 'Archive',
      placement: 'bulk',
      confirm: 'Archive %{smart_count} gizmos?',
      success: 'Archived',
      effect: { kind: 'api', endpoint: { method: 'POST', path: '/kt-gizmo/archive/{id}' }, refresh: false },
    },
  ],
};

/** The same resource paged by the server, without a label (its texts default from the name). */
export const gizmoPage: ResourceSchema = {
  ...gizmo,
  name: 'gizmoPage',
  label: undefined,
  export: undefined,
  toolbar: undefined,
  actions: undefined,
  endpoints: { ...gizmo.endpoints, list: { method: 'GET', path: '/kt-gizmo/page' } },
  list: {
    kind: 'server',
    query: ({ page, perPage, sort, filter }) => ({
      page,
      size: perPage,
      sortField: sort.field,
      sortOrder: sort.order,
      ...(filter as Record<string, string | number | undefined>),
    }),
    parse: (data) => data as { data: AnyRecord[]; total: number },
  },
  fields: gizmo.fields.map((field) => (field.source === 'status' ? { ...field, filter: { kind: 'select', param: 'state' } } : field)),
};

/** A gizmo that applies a save to the rows shown instead of reloading. */
export const gizmoLocal: ResourceSchema = { ...gizmo, name: 'gizmoLocal', afterSave: 'local' };

export const seedGizmos = (): AnyRecord[] => [
  {
    id: 1, title: 'Alpha', serialCode: 'AL-1', status: 0, price: 12.5, ratio: 0.125, stars: 3, ownerId: 1, ownerName: 'Alice',
    startAt: epoch(2024, 5, 6, 7, 8), quota: 5, locked: false, audit: 'audited-1', discount: 1, memo: 'memo-1', internalCode: 'INT-1',
  },
  {
    id: 2, title: 'Bravo', serialCode: 'BR-2', status: 1, price: 40, ratio: 0.5, stars: 1, ownerId: 2, ownerName: 'Bob',
    startAt: epoch(2024, 2, 1, 9, 0), quota: 8, locked: true, reason: 'Late payment', note: 'Call first', audit: 'audited-2', discount: 2,
    memo: 'memo-2', internalCode: 'INT-2',
  },
  { id: 3, title: 'Charlie', serialCode: 'CH-3', status: 0, price: 7, stars: 2, ownerId: 1, ownerName: 'Alice', startAt: epoch(2024, 3, 15, 12, 0), memo: 'memo-3' },
  {
    id: 4, title: 'Delta', serialCode: 'DE-4', status: 1, price: 99, stars: 5, ownerId: 2, ownerName: 'Bob', startAt: epoch(2024, 7, 20, 18, 30),
    reason: 'Fraud', memo: 'memo-4',
  },
  { id: 5, title: 'Echo', serialCode: 'EC-5', status: 0, price: 3, stars: 0, ownerId: 1, ownerName: 'Alice', startAt: epoch(2023, 12, 31, 23, 0), memo: 'memo-5' },
];

// ---- Code the schema names, registered as a developer would.

registerCell('kt-stars', ({ value, options }) => <span data-testid="stars">{String(options.mark ?? '★').repeat(Number(value ?? 0)) || '-'}</span>);

registerActionHandler('kt-star', ({ record, args, patchRow }) => {
  if (record) patchRow({ ...record, title: `${String(record.title)}${String(args?.mark ?? '')}` });
  return 'Starred';
});

registerActionDialog('kt-inspect', ({ record, onClose }) => (
  <Dialog open onClose={onClose} aria-labelledby="kt-inspect-title">
    <DialogTitle id="kt-inspect-title">Inspect gizmo</DialogTitle>
    <DialogContent>Inspecting {String(record?.title)}</DialogContent>
  </Dialog>
));

registerToolbarExtension('kt-toolbar', ({ schema }) => <span data-testid="kt-toolbar">Extension of {schema.name}</span>);

// ---- The API, in memory.

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body?: unknown;
}

export const api = {
  gizmos: seedGizmos(),
  calls: [] as Call[],
  /** Answers of the update endpoint keep the stored rows unchanged (to tell a reload from a local patch). */
  frozen: false,
  fail: undefined as undefined | { path: string; message: string },
};

export const callsTo = (method: string, path: string) => api.calls.filter((call) => call.method === method && call.path === path);

const ok = (data: unknown) => HttpResponse.json({ code: '00000', data });

async function log(request: Request): Promise<Call> {
  const url = new URL(request.url);
  const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
  const call = { method: request.method, path: url.pathname.replace(/^\/api/, ''), query: url.searchParams, body: text ? JSON.parse(text) : undefined };
  api.calls.push(call);
  return call;
}

const failed = (call: Call) =>
  api.fail && api.fail.path === call.path ? HttpResponse.json({ code: '40001', message: api.fail.message, data: null }) : undefined;

export const server = setupServer(
  http.get('*/kt-owner/all', async ({ request }) => {
    await log(request);
    return ok(owners);
  }),
  http.get('*/kt-gizmo/all', async ({ request }) => {
    await log(request);
    return ok(api.gizmos);
  }),
  http.get('*/kt-gizmo/page', async ({ request }) => {
    const { query } = await log(request);
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('size') ?? 10);
    return ok({ data: api.gizmos.slice((page - 1) * size, page * size), total: api.gizmos.length });
  }),
  http.post('*/kt-gizmo/new', async ({ request }) => {
    const call = await log(request);
    const id = Math.max(0, ...api.gizmos.map((row) => Number(row.id))) + 1;
    api.gizmos = [...api.gizmos, { ...(call.body as AnyRecord), id }];
    return ok({ id });
  }),
  http.put('*/kt-gizmo/change', async ({ request }) => {
    const call = await log(request);
    const body = call.body as AnyRecord;
    if (!api.frozen) api.gizmos = api.gizmos.map((row) => (row.id === body.id ? { ...row, ...body } : row));
    return ok(null);
  }),
  http.delete('*/kt-gizmo/drop/:id', async ({ request, params }) => {
    await log(request);
    api.gizmos = api.gizmos.filter((row) => String(row.id) !== params.id);
    return ok(null);
  }),
  http.post('*/kt-gizmo/unblock/:id', async ({ request, params }) => {
    await log(request);
    api.gizmos = api.gizmos.map((row) => (String(row.id) === params.id ? { ...row, status: 0 } : row));
    return ok(null);
  }),
  http.post('*/kt-gizmo/sync', async ({ request }) => failed(await log(request)) ?? ok(null)),
  http.post('*/kt-gizmo/archive/:id', async ({ request }) => {
    await log(request);
    return ok(null);
  }),
);

/** Registers the MSW server and a fresh API state per test; call once at the top of a test file. */
export function setupEngineApi() {
  // Whole pages in jsdom on a shared 2-core machine: give each test room.
  vi.setConfig({ testTimeout: 45_000 });
  beforeAll(() => {
    setConfig({ apiBaseUrl: 'http://localhost/api' });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    api.gizmos = seedGizmos();
    api.calls = [];
    api.frozen = false;
    api.fail = undefined;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

// ---- Rendering.

/** The real catalogue, plus the one label the test resource takes from `resources.gizmo.fields.*`. */
const extra: Record<string, string> = { 'resources.gizmo.fields.title': 'Title of gizmo', 'resources.gizmoNamed.name': 'Named gizmos' };
export const engineI18n: I18nProvider = {
  ...i18nProvider,
  translate: (key, options) => extra[key] ?? i18nProvider.translate(key, options),
};

const authWith = (roles: string[], userId?: number): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
  ...(userId === undefined ? {} : { getIdentity: async () => ({ id: `user-${userId}`, userId }) }),
});

export interface RenderOptions {
  schema?: ResourceSchema;
  roles?: string[];
  /** The signed-in user's id (identity.userId), for resources with an `owner`. */
  userId?: number;
  /** Initial items of react-admin's store (e.g. '<resource>.shownColumns'). */
  store?: Record<string, unknown>;
  /** Called with each location the router moves to. */
  onLocation?: (pathname: string) => void;
  children?: ReactNode;
}

export function renderEngine({ schema = gizmo, roles = ['admin'], userId, store = {}, onLocation, children }: RenderOptions = {}) {
  const user = userEvent.setup();
  const dataProvider = createDataProvider([schema, ktOwner]);
  const view = render(
    <TestMemoryRouter locationCallback={(location) => onLocation?.(location.pathname)}>
      <AdminContext dataProvider={dataProvider} i18nProvider={engineI18n} authProvider={authWith(roles, userId)} store={memoryStore(store)}>
        <ResourceList schema={schema} />
        {children}
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { user, dataProvider, ...view };
}

/** The table, once a row holding `text` is there. */
export async function findTable(text = 'Delta', name = 'Gizmo') {
  const table = await screen.findByRole('table', { name });
  await within(table).findByText(text);
  return table;
}

/** The body rows' texts of one column, by header text (top to bottom). */
export function columnTexts(table: HTMLElement, header: string): string[] {
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent === header);
  if (index < 0) throw new Error(`No column '${header}' in ${headers.map((cell) => cell.textContent).join(', ')}`);
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

export const headerTexts = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent ?? '');

/** The body row holding a text. */
export function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`No row with '${text}'`);
  return row;
}
