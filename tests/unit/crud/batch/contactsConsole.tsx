/**
 * A conventional resource file with `bulkEdit` and `import {key}`, loaded as the console loads it,
 * over MSW handlers that follow the contract of src/kernel/http/batch.ts (lists as convention.ts).
 * Each test sets how `_bulk` and `_import` answer and reads what they were sent.
 */
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, Notification, type AuthProvider } from 'react-admin';
import { vi } from 'vitest';
import { ResourceList } from '../../../../src/crud/ResourcePage';
import { contentRange } from '../../../../src/kernel/format/convention';
import type { BulkEditRequest, ImportRequest } from '../../../../src/kernel/http/batch';
import { resources as builtIns } from '../../../../src/kernel/resources/registry';
import { createConsoleDataProvider } from '../../../../src/providers/consoleDataProvider';
import { createI18nProvider } from '../../../../src/providers/i18nProvider';
import { consoleModel } from '../../../../src/shell/consoleModel';
import { loadRuntime } from '../../../../src/shell/runtime/loadRuntime';

export const contactsFile = {
  name: 'contacts',
  roles: ['editor'],
  sort: { field: 'id', order: 'ASC' },
  bulkEdit: true,
  import: { key: 'email' },
  recordRepresentation: 'name',
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'name', type: 'text', required: true },
    { source: 'email', type: 'email' },
    { source: 'level', type: 'select', choices: [{ id: 'bronze', name: 'Bronze' }, { id: 'gold', name: 'Gold' }] },
    { source: 'code', type: 'text', edit: 'readonly' },
    { source: 'secret', type: 'text', roles: { edit: ['boss'] } },
  ],
  texts: {
    en: { resources: { contacts: { name: 'Contacts', fields: { id: 'Id', name: 'Name', email: 'E-mail', level: 'Level', code: 'Code', secret: 'Secret' } } } },
    zh: { resources: { contacts: { name: '联系人', fields: { id: '编号', name: '姓名', email: '邮箱', level: '等级', code: '代码', secret: '机密' } } } },
  },
};

export interface Contact {
  id: number;
  name: string;
  email: string;
  level: string;
}

export const contacts: Contact[] = [
  { id: 1, name: 'Alice', email: 'alice@x.io', level: 'bronze' },
  { id: 2, name: 'Bob', email: 'bob@x.io', level: 'bronze' },
  { id: 3, name: 'Carol', email: 'carol@x.io', level: 'gold' },
];

type Answer = { code: string; message: string; data: unknown };
export const sent = { bulk: [] as BulkEditRequest[], imports: [] as ImportRequest[], lists: 0 };
export const answers = { bulk: [] as Answer[], imports: [] as Answer[] };
export const ok = (data: unknown): Answer => ({ code: '00000', message: 'success', data });
export const refusal = (data: unknown): Answer => ({ code: '40001', message: 'Some rows are refused', data });

export const server = setupServer(
  http.get('*/resources/contacts.json', () => HttpResponse.json(contactsFile)),
  http.get('*/api/contacts', () => {
    sent.lists += 1;
    return HttpResponse.json(ok(contacts), { headers: { 'Content-Range': contentRange('contacts', 0, contacts.length, contacts.length) } });
  }),
  http.post('*/api/contacts/_bulk', async ({ request }) => {
    sent.bulk.push((await request.json()) as BulkEditRequest);
    return HttpResponse.json(answers.bulk.shift() ?? ok({ updated: [], refused: [] }));
  }),
  http.post('*/api/contacts/_import', async ({ request }) => {
    sent.imports.push((await request.json()) as ImportRequest);
    return HttpResponse.json(answers.imports.shift() ?? refusal(null));
  }),
);

export function resetExchange() {
  sent.bulk = [];
  sent.imports = [];
  sent.lists = 0;
  answers.bulk = [];
  answers.imports = [];
}

const authAs = (roles: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => roles,
});

/** The contacts page for a user of the given roles (not admin: field roles apply). */
export async function renderContacts(roles = ['editor']) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const model = consoleModel(await loadRuntime(['resources/contacts.json'], builtIns));
  const schema = model.resources.find('contacts');
  if (!schema) throw new Error(`contacts did not load: ${JSON.stringify(model.broken)}`);
  render(
    <AdminContext dataProvider={createConsoleDataProvider(model.resources)} i18nProvider={createI18nProvider(model.texts)} authProvider={authAs(roles)}>
      <ResourceList schema={schema} />
      <Notification />
    </AdminContext>,
  );
}
