/** Published resource files (storage/publishedFileStore.ts) on SQL, in the `resourceFiles` table. */
import type { Kysely } from 'kysely';
import { NoRoomError, type PublishedFile, type PublishedFileStore } from '../storage/publishedFileStore';
import type { Database, ResourceFilesTable } from './schema';

const COUNTER = 'resourceFiles';

const fromRow = (row: ResourceFilesTable): PublishedFile => ({
  name: row.name,
  body: row.body,
  updatedAt: Number(row.updatedAt),
  updatedBy: row.updatedBy,
  revision: Number(row.revision),
});

/** The next revision: the counter row is locked (PostgreSQL) or the write serialised (SQLite) until commit. */
async function nextRevision(trx: Kysely<Database>): Promise<number> {
  await trx.insertInto('idCounters').values({ name: COUNTER, lastId: 0 }).onConflict((conflict) => conflict.column('name').doNothing()).execute();
  const row = await trx
    .updateTable('idCounters')
    .set((eb) => ({ lastId: eb('lastId', '+', 1) }))
    .where('name', '=', COUNTER)
    .returning('lastId')
    .executeTakeFirstOrThrow();
  return Number(row.lastId);
}

export function sqlPublishedFiles(db: Kysely<Database>): PublishedFileStore {
  return {
    async signature() {
      const row = await db
        .selectFrom('resourceFiles')
        .select((eb) => [eb.fn.max('revision').as('top'), eb.fn.countAll().as('count')])
        .executeTakeFirst();
      return `${Number(row?.top ?? 0)}:${Number(row?.count ?? 0)}`;
    },
    async count() {
      const row = await db.selectFrom('resourceFiles').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async list() {
      const rows = await db.selectFrom('resourceFiles').select(['name', 'updatedAt', 'updatedBy', 'revision']).orderBy('name').execute();
      return rows.map((row) => ({ name: row.name, updatedAt: Number(row.updatedAt), updatedBy: row.updatedBy, revision: Number(row.revision) }));
    },
    async all() {
      return (await db.selectFrom('resourceFiles').selectAll().orderBy('name').execute()).map(fromRow);
    },
    async get(name) {
      const row = await db.selectFrom('resourceFiles').selectAll().where('name', '=', name).executeTakeFirst();
      return row && fromRow(row);
    },
    put: ({ name, body, updatedBy }, now = Date.now(), maxFiles = Number.POSITIVE_INFINITY) =>
      db.transaction().execute(async (trx) => {
        // The revision first: it locks the counter, so the count below cannot change before the commit.
        const revision = await nextRevision(trx);
        if (Number.isFinite(maxFiles)) {
          const known = await trx.selectFrom('resourceFiles').select('name').where('name', '=', name).executeTakeFirst();
          const row = await trx.selectFrom('resourceFiles').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
          if (!known && Number(row?.count ?? 0) >= maxFiles) throw new NoRoomError(maxFiles);
        }
        const file: PublishedFile = { name, body, updatedBy, updatedAt: now, revision };
        const { name: _key, ...changed } = file;
        await trx
          .insertInto('resourceFiles')
          .values(file)
          .onConflict((conflict) => conflict.column('name').doUpdateSet(changed))
          .execute();
        return file;
      }),
    async remove(name) {
      const result = await db.deleteFrom('resourceFiles').where('name', '=', name).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async clear() {
      await db.deleteFrom('resourceFiles').execute();
    },
  };
}
