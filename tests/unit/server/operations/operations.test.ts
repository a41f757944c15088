// @vitest-environment node
/**
 * The operations of a conventional resource called without HTTP (server/operations/), on the store
 * TEST_STORE names: each returns its value or throws a Refusal with the code and HTTP status the
 * API answers, and a refused write stores nothing. The restore goes through the update operation.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../server/apiTypes';
import { NO_STORED_PERMISSIONS } from '../../../../src/kernel/access/grants';
import { Refusal } from '../../../../server/refusal';
import type { ResourceRow } from '../../../../server/resources/resourceStoreTypes';
import { createRecord } from '../../../../server/operations/create';
import { deleteRecord } from '../../../../server/operations/delete';
import { readRecord } from '../../../../server/operations/read';
import { restoreRecord } from '../../../../server/operations/restore';
import { updateRecord } from '../../../../server/operations/update';
import { bulkEdit } from '../../../../server/operations/bulkEdit';
import { fixedResources } from '../../../../server/operations/served';
import { resourceServer, type ResourceServer } from '../../../../server/operations/scope';
import { createTestStore, TEST_STORE, type TestStore } from '../../storage/stores';
import { conventional } from '../conventional/conventionalSchema';

const note = conventional({
  name: 'note',
  roles: ['admin', 'editor'],
  access: { update: ['admin'] },
  bulkEdit: true,
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 40 },
    { source: 'count', type: 'number' },
  ],
});

let opened: TestStore;
let server: ResourceServer;
let admin: Caller;
let editor: Caller;

const write = (user: Caller) => ({ actor: { id: user.id, userName: user.userName } });
const refusalOf = async (work: Promise<unknown>): Promise<Refusal> => {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
};
const stored = (id: number) => readRecord(server, { resource: note, user: admin, id: String(id) });
const created = (title: string, count: number): Promise<ResourceRow> => createRecord(server, { resource: note, user: admin, write: write(admin), body: { title, count } });

beforeAll(async () => {
  opened = await createTestStore(TEST_STORE);
  server = resourceServer(opened.store, fixedResources([note]));
});

beforeEach(async () => {
  await opened.store.reset();
  const users = await opened.store.users.list();
  // As the endpoints hand callers to the operations: with the rules stored for their roles (none here).
  admin = { ...users.find((user) => user.userName === 'admin')!, permissions: NO_STORED_PERMISSIONS };
  editor = { ...users.find((user) => user.userName === 'editor')!, permissions: NO_STORED_PERMISSIONS };
});

afterAll(() => opened.dispose());

describe(`operations without HTTP (${TEST_STORE})`, () => {
  it('create, update and read return the record; delete returns it and it is gone (40400)', async () => {
    const row = await created('first', 1);
    expect(row).toMatchObject({ title: 'first', count: 1, _version: 1 });
    const updated = await updateRecord(server, { resource: note, user: admin, write: write(admin), id: String(row.id), body: { count: 2 }, version: { sent: 1 } });
    expect(updated).toMatchObject({ id: row.id, count: 2, _version: 2 });
    expect(await stored(row.id)).toMatchObject({ count: 2 });
    expect(await deleteRecord(server, { resource: note, user: admin, write: write(admin), id: String(row.id) })).toMatchObject({ id: row.id });
    const gone = await refusalOf(stored(row.id));
    expect([gone.code, gone.httpStatus, gone.message]).toEqual(['40400', 200, 'No note record with this id']);
  });

  it('throws 40001 with the field errors for a body that breaks a rule, and 40001 for no id', async () => {
    const refused = await refusalOf(createRecord(server, { resource: note, user: admin, write: write(admin), body: { count: 3 } }));
    expect([refused.code, refused.httpStatus]).toEqual(['40001', 200]);
    expect(Object.keys(refused.details.errors ?? {})).toEqual(['title']);
    expect(await refused.answer().json()).toMatchObject({ code: '40001', data: null, errors: { title: { message: 'crud.required' } } });
    expect((await refusalOf(stored(0))).code).toBe('40001');
  });

  it('throws 409 / 40901 with the stored version for a stale update, and stores nothing', async () => {
    const row = await created('a', 1);
    await updateRecord(server, { resource: note, user: admin, write: write(admin), id: String(row.id), body: { count: 2 } });
    const stale = await refusalOf(updateRecord(server, { resource: note, user: admin, write: write(admin), id: String(row.id), body: { count: 9 }, version: { ifMatch: '"1"' } }));
    expect([stale.code, stale.httpStatus]).toEqual(['40901', 409]);
    expect(stale.details.data).toMatchObject({ _version: 2, _updatedBy: 'admin' });
    expect(await stored(row.id)).toMatchObject({ count: 2, _version: 2 });
  });

  it('throws 40300 / 403 when the role may not update, and stores nothing', async () => {
    const row = await created('mine', 1);
    const refused = await refusalOf(updateRecord(server, { resource: note, user: editor, write: write(editor), id: String(row.id), body: { count: 5 } }));
    expect([refused.code, refused.httpStatus, refused.message]).toEqual(['40300', 403, 'No permission: this action needs the admin role.']);
    const bulk = await refusalOf(bulkEdit(server, { resource: note, user: editor, write: write(editor), body: { ids: [row.id], values: { count: 5 } } }));
    expect([bulk.code, bulk.httpStatus]).toEqual(['40300', 403]);
    expect(await stored(row.id)).toMatchObject({ count: 1, _version: 1 });
  });

  it('deny by default without HTTP: a role the resource does not let in is refused by every operation (40300), nothing stored', async () => {
    const row = await created('kept', 1);
    const guest: Caller = { ...editor, roles: ['guest'] };
    const tries: Array<Promise<unknown>> = [
      readRecord(server, { resource: note, user: guest, id: String(row.id) }),
      createRecord(server, { resource: note, user: guest, write: write(guest), body: { title: 'x' } }),
      deleteRecord(server, { resource: note, user: guest, write: write(guest), id: String(row.id) }),
      bulkEdit(server, { resource: note, user: guest, write: write(guest), body: { ids: [row.id], values: { count: 5 } } }),
    ];
    for (const attempt of tries) {
      const refused = await refusalOf(attempt);
      expect([refused.code, refused.httpStatus, refused.message]).toEqual(['40300', 403, 'No permission: this action needs the admin or editor role.']);
    }
    expect(await stored(row.id)).toMatchObject({ title: 'kept', count: 1, _version: 1 });
  });

  it('a refused bulk edit is a 40001 whose data names every refused row', async () => {
    const row = await created('b', 1);
    const refused = await refusalOf(bulkEdit(server, { resource: note, user: admin, write: write(admin), body: { ids: [row.id, 4242], values: { count: 7 } } }));
    expect(refused.code).toBe('40001');
    expect(refused.details.data).toEqual({ updated: [], refused: [{ row: 4242, message: 'No note record with this id' }] });
    expect(await stored(row.id)).toMatchObject({ count: 1 });
  });

  it('restores a past state through the update operation: the next version, audited as an update', async () => {
    const row = await created('before', 1);
    const last = await updateRecord(server, { resource: note, user: admin, write: write(admin), id: String(row.id), body: { title: 'after', count: 2 } });
    const version = Number(last._version);
    const { rows: history } = await opened.store.audit.list({ resource: 'note', recordId: String(row.id), order: 'DESC', offset: 0, limit: 10 });
    const creation = history.find((entry) => entry.action === 'create');
    const restored = await restoreRecord(server, { name: 'note', user: admin, write: write(admin), id: String(row.id), entry: String(creation?.id), version });
    expect(restored).toMatchObject({ id: row.id, title: 'before', count: 1, _version: version + 1 });
    const { rows: after } = await opened.store.audit.list({ resource: 'note', recordId: String(row.id), order: 'DESC', offset: 0, limit: 1 });
    expect(after[0]).toMatchObject({ action: 'update', actorName: 'admin' });

    const stale = await refusalOf(restoreRecord(server, { name: 'note', user: admin, write: write(admin), id: String(row.id), entry: String(creation?.id), version }));
    expect([stale.code, stale.httpStatus]).toEqual(['40901', 409]);
    const barred = await refusalOf(restoreRecord(server, { name: 'note', user: editor, write: write(editor), id: String(row.id), entry: String(creation?.id), version: version + 1 }));
    expect([barred.code, barred.httpStatus]).toEqual(['40300', 403]);
    expect(await stored(row.id)).toMatchObject({ title: 'before', _version: version + 1 });
  });
});
