/** Conventional resources and an API over the TEST_STORE store (apiFixtures.ts) for the bulk edit and import tests. */
import { storeApi, type StoreApi } from '../apiFixtures';
import { conventional } from './conventionalSchema';

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

/** The bulk edit and import tests' API. */
export type BatchApp = StoreApi;
export const batchApp = (): Promise<BatchApp> => storeApi([team, person, note, plain, entry]);
