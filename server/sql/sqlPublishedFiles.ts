/**
 * Published resource files (storage/publishedFileStore.ts) on SQL, in the `resourceFiles` table, and
 * their revisions in `resourceFileRevisions`, each write with its audit entry in one transaction.
 */
import type { Kysely } from 'kysely';
import { MAX_FILE_REVISIONS } from '../../src/kernel/http/resourceFiles';
import { NoRoomError, type PublishedFile, type PublishedFileStore, type PublishedFileRevision, type PublishedRevisionInfo } from '../storage/publishedFileStore';
import type { Database, ResourceFileRevisionsTable, ResourceFilesTable } from './schema';
import { journalIn } from './sqlAudit';

const COUNTER = 'resourceFiles';

const fromRow = (row: ResourceFilesTable): PublishedFile => ({
  name: row.name,
  body: row.body,
  updatedAt: Number(row.updatedAt),
  updatedBy: row.updatedBy,
  revision: Number(row.revision),
});

const revisionInfoOf = (row: Omit<ResourceFileRevisionsTable, 'body'>): PublishedRevisionInfo => ({
  name: row.name,
  revision: Number(row.revision),
  publishedAt: Number(row.publishedAt),
  publishedBy: row.publishedBy,
  rolledBackFrom: row.rolledBackFrom === null ? null : Number(row.rolledBackFrom),
});

const revisionOf = (row: ResourceFileRevisionsTable): PublishedFileRevision => ({ ...revisionInfoOf(row), body: row.body });

const REVISION_INFO = ['name', 'revision', 'publishedAt', 'publishedBy', 'rolledBackFrom'] as const;

/** Drops the revisions of `name` older than the newest MAX_FILE_REVISIONS. */
async function pruneRevisions(trx: Kysely<Database>, name: string): Promise<void> {
  const oldestKept = await trx
    .selectFrom('resourceFileRevisions')
    .select('revision')
    .where('name', '=', name)
    .orderBy('revision', 'desc')
    .offset(MAX_FILE_REVISIONS - 1)
    .limit(1)
    .executeTakeFirst();
  if (oldestKept) await trx.deleteFrom('resourceFileRevisions').where('name', '=', name).where('revision', '<', oldestKept.revision).execute();
}

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
    put: ({ name, body, updatedBy }, now = Date.now(), maxFiles = Number.POSITIVE_INFINITY, options = {}) =>
      db.transaction().execute(async (trx) => {
        // The revision first: it locks the counter, so the count below cannot change before the commit.
        const revision = await nextRevision(trx);
        const known = await trx.selectFrom('resourceFiles').select(['name', 'revision']).where('name', '=', name).executeTakeFirst();
        if (Number.isFinite(maxFiles)) {
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
        await trx
          .insertInto('resourceFileRevisions')
          .values({ name, revision, body, publishedAt: now, publishedBy: updatedBy, rolledBackFrom: options.rolledBackFrom ?? null })
          .execute();
        await pruneRevisions(trx, name);
        await journalIn(trx, options.audit?.({ ...file }, known ? Number(known.revision) : undefined));
        return file;
      }),
    remove: (name, audit) =>
      db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom('resourceFiles').where('name', '=', name).returning(['name', 'updatedAt', 'updatedBy', 'revision']).executeTakeFirst();
        if (!removed) return false;
        await journalIn(trx, audit?.({ name: removed.name, updatedAt: Number(removed.updatedAt), updatedBy: removed.updatedBy, revision: Number(removed.revision) }));
        return true;
      }),
    async revisions(name, limit) {
      const rows = await db.selectFrom('resourceFileRevisions').select(REVISION_INFO).where('name', '=', name).orderBy('revision', 'desc').limit(limit).execute();
      return rows.map(revisionInfoOf);
    },
    async revision(name, revision) {
      const row = await db.selectFrom('resourceFileRevisions').selectAll().where('name', '=', name).where('revision', '=', revision).executeTakeFirst();
      return row && revisionOf(row);
    },
    async unpublishedRevisions(limit) {
      const rows = await db
        .selectFrom('resourceFileRevisions as kept')
        .select(['kept.name', 'kept.revision', 'kept.publishedAt', 'kept.publishedBy', 'kept.rolledBackFrom'])
        .where((eb) => eb('kept.revision', '=', eb.selectFrom('resourceFileRevisions as newer').select((inner) => inner.fn.max('newer.revision').as('top')).whereRef('newer.name', '=', 'kept.name')))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('resourceFiles').select('resourceFiles.name').whereRef('resourceFiles.name', '=', 'kept.name'))))
        .orderBy('kept.name')
        .limit(limit)
        .execute();
      return rows.map(revisionInfoOf);
    },
    async clear() {
      await db.deleteFrom('resourceFileRevisions').execute();
      await db.deleteFrom('resourceFiles').execute();
    },
  };
}
