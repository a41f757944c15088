/**
 * The SQL store (SQLite or PostgreSQL through Kysely): the Node server's storage. The first open
 * migrates the schema and seeds the demo data once; later opens keep everything.
 */
import type { Kysely } from 'kysely';
import { seedPackageConfs, seedTransactions } from '../seed';
import { nameKey } from '../storage/nameKey';
import type { PasswordHasher } from '../passwords';
import { seedDataset, seedPasswordHashes } from '../storage/seedData';
import { DEFAULT_CHUNK } from '../storage/memoryRecords';
import { storeSettings, type Store, type StoreSettings } from '../storage/storeTypes';
import { openDatabase, targetFromEnv, type OpenDatabase, type SqlDialectName } from './connect';
import { setCounter } from './ids';
import { migrateToLatest } from './migrations';
import { sqlRecords } from './records';
import { sqlRoles } from './sqlRoles';
import { sqlPermissions } from './sqlPermissions';
import { articleRows, packageConfRows, roleRows, sendNameRows, userRows } from './rows';
import { PACKAGE_CONF_COLUMNS, type Database } from './schema';
import { sqlSessions } from './sqlSessions';
import { sqlApiTokens } from './sqlApiTokens';
import { holdingIn, lockRoleHolding } from './roleHolding';
import { withSchemaLock } from './schemaLock';
import { sqlSmsCodes } from './smsCodes';
import { sqlLoginThrottle } from './sqlLoginThrottle';
import { sqlUploads, uploadPlaceOf } from './uploads';
import { sqlViews } from './sqlViews';
import { sqlPublishedFiles } from './sqlPublishedFiles';
import { journalIn, sqlAuditLog } from './sqlAudit';
import { createSqlResourceTables } from '../resources/sql';
import { createOutboxSignal } from '../events/outboxSignal';
import { sqlOutbox } from '../events/sqlOutbox';
import { pgOutboxListener } from '../events/pgListener';
import { sqlWebhooks } from '../webhooks/sqlWebhooks';

export interface SqlStore extends Store {
  readonly kind: SqlDialectName;
  readonly db: Kysely<Database>;
}

export interface SqlStoreOptions extends Partial<StoreSettings> {
  /** How passwords are hashed (the server passes scrypt). */
  passwords: PasswordHasher;
  /** Clock of the sessions (tests). */
  now?: () => number;
}

const SEEDED_AT = 'seededAt';

/** Tables emptied by a reset, children first. */
const ALL_TABLES = ['webhookDeliveries', 'webhooks', 'outbox', 'auditLog', 'resourceFileRevisions', 'resourceFiles', 'listViews', 'sessions', 'apiTokens', 'smsCodes', 'loginFailures', 'uploadBytes', 'uploads', 'packageConfs', 'sendNames', 'articles', 'rolePermissions', 'roles', 'users'] as const;

export async function createSqlStore({ db, target, bulkInsert: insertBatches, jsonChunks }: OpenDatabase, options: SqlStoreOptions): Promise<SqlStore> {
  const { passwords, now, ...rest } = options;
  const settings = storeSettings(rest);
  const hashesOf = seedPasswordHashes(passwords);

  const users = sqlRecords(db, 'users', userRows);
  const packageConfs = sqlRecords(db, 'packageConfs', packageConfRows);
  // An S3 bucket when configured; else PostgreSQL keeps the bytes in the database, so that every instance serves every upload.
  const uploads = sqlUploads(db, uploadPlaceOf(target));
  const signal = createOutboxSignal();
  // On PostgreSQL the outbox's readers are woken by every server's commits (NOTIFY outbox).
  const listener = target.dialect === 'postgres' ? pgOutboxListener(target.location, signal) : undefined;
  const resources = createSqlResourceTables(db as unknown as Kysely<unknown>, target.dialect, undefined, undefined, signal);

  const writePackages = async (trx: Kysely<Database>, count: number): Promise<void> => {
    const owners = await trx.selectFrom('users').select(['id', 'userName']).orderBy('id').execute();
    await trx.deleteFrom('packageConfs').execute();
    await insertBatches(trx, 'packageConfs', seedPackageConfs(count, settings.seed, owners).map(packageConfRows.toRow));
    await setCounter(trx, 'packageConfs', count);
  };

  const reset = async (): Promise<void> => {
    const data = seedDataset(settings);
    const hashes = await hashesOf(data.users);
    data.users.forEach((user, index) => Object.assign(user, { passwordHash: hashes[index] ?? '' }));
    await db.transaction().execute(async (trx) => {
      for (const table of ALL_TABLES) await trx.deleteFrom(table).execute();
      await insertBatches(trx, 'users', data.users.map(userRows.toRow));
      await setCounter(trx, 'users', Math.max(0, ...data.users.map((user) => user.id)));
      await writePackages(trx, settings.packageConfCount);
      await insertBatches(trx, 'sendNames', data.sendNames.map(sendNameRows.toRow));
      await setCounter(trx, 'sendNames', Math.max(0, ...data.sendNames.map((row) => row.id)));
      await insertBatches(trx, 'articles', data.articles.map(articleRows.toRow));
      await setCounter(trx, 'articles', Math.max(0, ...data.articles.map((row) => row.id)));
      await insertBatches(trx, 'roles', data.roles.map((role, index) => roleRows.toRow(role, index + 1)));
      await trx.deleteFrom('idCounters').where('name', '=', 'listViews').execute();
      await trx.deleteFrom('meta').where('key', '=', SEEDED_AT).execute();
      await trx.insertInto('meta').values({ key: SEEDED_AT, value: new Date().toISOString() }).execute();
    });
    await uploads.removeFiles();
    await resources.clear();
  };

  const store: SqlStore = {
    kind: target.dialect,
    db,
    options: settings,
    users: {
      ...users,
      byName: (userName) => users.findBy('nameKey', nameKey(userName)),
      options: () => db.selectFrom('users').select(['id', 'userName']).orderBy('id').execute(),
      insert: (item, audit) => users.insert(item, audit && ((trx, row) => journalIn(trx, audit(undefined, row)))),
      update: (id, patch, audit, guard) =>
        db.transaction().execute(async (trx) => {
          if (guard) await lockRoleHolding(trx, target.dialect);
          const before = (audit || guard) && (await users.getIn(trx, id));
          if (before && guard) await guard(before, { ...before, ...patch, id }, holdingIn(trx));
          const updated = await users.patchIn(trx, id, patch);
          if (updated && patch.userName !== undefined) {
            await trx.updateTable('packageConfs').set({ userName: updated.userName }).where('userId', '=', id).execute();
            await trx.updateTable('sendNames').set({ userName: updated.userName }).where('userId', '=', id).execute();
          }
          if (updated) await journalIn(trx, audit?.(before, updated));
          return updated;
        }),
      remove: (id, audit, guard) =>
        db.transaction().execute(async (trx) => {
          if (guard) await lockRoleHolding(trx, target.dialect);
          const before = await users.getIn(trx, id);
          if (!before) return false;
          await guard?.(before, undefined, holdingIn(trx));
          await trx.deleteFrom('users').where('id', '=', id).execute();
          await journalIn(trx, audit?.(before, undefined));
          return true;
        }),
    },
    packageConfs: {
      ...packageConfs,
      byPackageId: (packageId) => packageConfs.findBy('packageId', packageId),
      jsonChunks: (size = DEFAULT_CHUNK) => jsonChunks(db, 'packageConfs', PACKAGE_CONF_COLUMNS, size),
    },
    sendNames: sqlRecords(db, 'sendNames', sendNameRows),
    articles: sqlRecords(db, 'articles', articleRows),
    roles: sqlRoles(db, target.dialect),
    permissions: sqlPermissions(db, target.dialect),
    sessions: sqlSessions(db, settings.tokenTtlMs, now),
    apiTokens: sqlApiTokens(db),
    uploads,
    smsCodes: sqlSmsCodes(db),
    resources,
    views: sqlViews(db),
    resourceFiles: sqlPublishedFiles(db),
    loginThrottle: sqlLoginThrottle(db),
    audit: sqlAuditLog(db),
    outbox: sqlOutbox(db as unknown as Kysely<unknown>, {
      notify: signal.notify,
      subscribe: (reader) => {
        listener?.start();
        return signal.subscribe(reader);
      },
    }),
    webhooks: sqlWebhooks(db, target.dialect),
    passwords,
    ready: Promise.resolve(),
    transactions: async () => seedTransactions(settings.seed),
    reset,
    seedPackageConfs: (count) => db.transaction().execute((trx) => writePackages(trx, count)),
    close: async () => {
      await listener?.close();
      await db.destroy();
    },
  };

  // Instances starting together on one PostgreSQL take turns: one migrates and seeds, the others find it done.
  await withSchemaLock(db, target.dialect, async (locked) => {
    await migrateToLatest(locked as unknown as Kysely<unknown>);
    const seeded = await locked.selectFrom('meta').select('value').where('key', '=', SEEDED_AT).executeTakeFirst();
    if (!seeded) await reset();
  });
  return store;
}

/** The SQL store the environment names (DATABASE_URL, DATA_DIR: see connect.ts). */
export async function openSqlStore(env: NodeJS.ProcessEnv, options: SqlStoreOptions): Promise<SqlStore> {
  return createSqlStore(openDatabase(targetFromEnv(env)), options);
}
