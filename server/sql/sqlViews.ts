/** Saved list views on SQL (the rules: storage/viewStore.ts), in the `listViews` table. */
import type { Kysely } from 'kysely';
import type { ListViewState } from '../../src/kernel/http/views';
import { IdRangeError, MAX_RECORD_ID, DuplicateError } from '../storage/storeTypes';
import { duplicateViewName, sharedWithAny, type StoredView, type ViewStore } from '../storage/viewStore';
import { isUniqueViolation } from './errors';
import type { Database, ListViewsTable } from './schema';

const COUNTER = 'listViews';

const fromRow = (row: ListViewsTable): StoredView => ({
  id: Number(row.id),
  ownerId: Number(row.ownerId),
  resource: row.resource,
  name: row.name,
  state: JSON.parse(row.state) as ListViewState,
  isDefault: Number(row.isDefault) === 1,
  sharedWith: JSON.parse(row.sharedWith) as string[],
});

const toColumns = (view: Omit<StoredView, 'id'>): Omit<ListViewsTable, 'id'> => ({
  ownerId: view.ownerId,
  resource: view.resource,
  name: view.name,
  state: JSON.stringify(view.state),
  isDefault: view.isDefault ? 1 : 0,
  sharedWith: JSON.stringify(view.sharedWith),
});

/** The next id of the table's counter (created at the first view; ids are not reused). */
async function nextViewId(trx: Kysely<Database>): Promise<number> {
  await trx.insertInto('idCounters').values({ name: COUNTER, lastId: 0 }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
  const row = await trx
    .updateTable('idCounters')
    .set((eb) => ({ lastId: eb('lastId', '+', 1) }))
    .where('name', '=', COUNTER)
    .where('lastId', '<', MAX_RECORD_ID)
    .returning('lastId')
    .executeTakeFirst();
  if (!row) throw new IdRangeError(`No view id left below ${MAX_RECORD_ID}`);
  return Number(row.lastId);
}

async function clearOtherDefaults(trx: Kysely<Database>, view: StoredView): Promise<void> {
  if (!view.isDefault) return;
  await trx
    .updateTable('listViews')
    .set({ isDefault: 0 })
    .where('ownerId', '=', view.ownerId)
    .where('resource', '=', view.resource)
    .where('id', '!=', view.id)
    .execute();
}

async function writing<R>(name: string, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateError(duplicateViewName(name));
    throw error;
  }
}

export function sqlViews(db: Kysely<Database>): ViewStore {
  return {
    async visibleTo(resource, ownerId, roles) {
      const rows = await db
        .selectFrom('listViews')
        .selectAll()
        .where('resource', '=', resource)
        .where((eb) => eb.or([eb('ownerId', '=', ownerId), eb('sharedWith', '!=', '[]')]))
        .orderBy('id')
        .execute();
      return rows.map(fromRow).filter((view) => view.ownerId === ownerId || sharedWithAny(view, roles));
    },
    async get(id) {
      const row = await db.selectFrom('listViews').selectAll().where('id', '=', id).executeTakeFirst();
      return row && fromRow(row);
    },
    async countOf(ownerId, resource) {
      const row = await db
        .selectFrom('listViews')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('ownerId', '=', ownerId)
        .where('resource', '=', resource)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    insert: (input) =>
      writing(input.name, () =>
        db.transaction().execute(async (trx) => {
          const view: StoredView = { ...input, id: await nextViewId(trx) };
          await trx.insertInto('listViews').values({ id: view.id, ...toColumns(view) }).execute();
          await clearOtherDefaults(trx, view);
          return view;
        }),
      ),
    update: (id, change) =>
      writing(change.name ?? '', () =>
        db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom('listViews').selectAll().where('id', '=', id).executeTakeFirst();
          if (!row) return undefined;
          const view: StoredView = { ...fromRow(row), ...change, id };
          await trx.updateTable('listViews').set(toColumns(view)).where('id', '=', id).execute();
          await clearOtherDefaults(trx, view);
          return view;
        }),
      ),
    async remove(id) {
      const result = await db.deleteFrom('listViews').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
