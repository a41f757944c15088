/**
 * Schema migrations, in order; the same on SQLite and PostgreSQL. Add a new entry for every change
 * (never edit a released one): Kysely's Migrator records which ones ran in `kysely_migration`.
 */
import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

// Migrations see the database as it was then, not as schema.ts describes it today.
type AnyDb = Kysely<unknown>;

const init: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('userName', 'text', (column) => column.notNull())
      .addColumn('nameKey', 'text', (column) => column.notNull().unique())
      .addColumn('phone', 'text', (column) => column.notNull())
      .addColumn('passwordHash', 'text', (column) => column.notNull())
      .addColumn('type', 'integer', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('roles', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('packageConfs')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('packageId', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('userName', 'text', (column) => column.notNull())
      // No foreign key: a package keeps its owner's id and name after the user is deleted.
      .addColumn('userId', 'integer', (column) => column.notNull())
      .addColumn('totalNum', 'bigint', (column) => column.notNull())
      .addColumn('remainNum', 'bigint', (column) => column.notNull())
      .addColumn('smsCode', 'text', (column) => column.notNull())
      .addColumn('createTime', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('packageConfs_userId').on('packageConfs').column('userId').execute();

    await db.schema
      .createTable('sendNames')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('sendName', 'text', (column) => column.notNull())
      .addColumn('userId', 'integer', (column) => column.notNull())
      .addColumn('userName', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sendNames_userId').on('sendNames').column('userId').execute();

    await db.schema
      .createTable('articles')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('timestamp', 'bigint', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('author', 'text', (column) => column.notNull())
      .addColumn('reviewer', 'text', (column) => column.notNull())
      .addColumn('content_short', 'text', (column) => column.notNull())
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('forecast', 'double precision', (column) => column.notNull())
      .addColumn('display_time', 'text', (column) => column.notNull())
      .addColumn('comment_disabled', 'integer', (column) => column.notNull())
      .addColumn('pageviews', 'bigint', (column) => column.notNull())
      .addColumn('image_uri', 'text', (column) => column.notNull())
      .addColumn('platforms', 'text', (column) => column.notNull())
      .addColumn('remark', 'text', (column) => column.notNull())
      .addColumn('importance', 'integer', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('roles')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('routes', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('tokenHash', 'text', (column) => column.primaryKey())
      // Deleting a user ends its sessions.
      .addColumn('userId', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expiresAt', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_userId').on('sessions').column('userId').execute();
    await db.schema.createIndex('sessions_expiresAt').on('sessions').column('expiresAt').execute();

    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      // No foreign key: a file stays reachable by its link after its owner is deleted.
      .addColumn('ownerId', 'integer', (column) => column.notNull())
      .addColumn('createdAt', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('uploads_ownerId').on('uploads').column('ownerId').execute();

    await db.schema
      .createTable('smsCodes')
      .addColumn('userId', 'integer', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('sentAt', 'bigint', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('idCounters')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('lastId', 'integer', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('meta')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['meta', 'idCounters', 'smsCodes', 'uploads', 'sessions', 'roles', 'articles', 'sendNames', 'packageConfs', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Saved list views: a user's views go with the user. */
const listViews: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('listViews')
      .addColumn('id', 'integer', (column) => column.primaryKey())
      .addColumn('ownerId', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('resource', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull())
      .addColumn('isDefault', 'integer', (column) => column.notNull())
      .addColumn('sharedWith', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('listViews_owner_resource_name').on('listViews').columns(['ownerId', 'resource', 'name']).unique().execute();
    await db.schema.createIndex('listViews_resource').on('listViews').column('resource').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('listViews').ifExists().execute();
  },
};

/** Resource files published at run time: every server on the database serves them. */
const resourceFiles: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('resourceFiles')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('updatedAt', 'bigint', (column) => column.notNull())
      .addColumn('updatedBy', 'text', (column) => column.notNull())
      .addColumn('revision', 'integer', (column) => column.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('resourceFiles').ifExists().execute();
  },
};

/** Failed logins, one row per failure and key (account or address): every instance counts the same ones (sql/sqlLoginThrottle.ts). */
const loginFailures: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('loginFailures')
      .addColumn('key', 'text', (column) => column.notNull())
      .addColumn('at', 'bigint', (column) => column.notNull())
      // The try that wrote the row (both of its rows), until it is known to have failed; null for a plain failure.
      .addColumn('attempt', 'text')
      .execute();
    await db.schema.createIndex('loginFailures_key_at').on('loginFailures').columns(['key', 'at']).execute();
    await db.schema.createIndex('loginFailures_attempt').on('loginFailures').column('attempt').execute();
    await db.schema.createIndex('loginFailures_at').on('loginFailures').column('at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('loginFailures').ifExists().execute();
  },
};

/** Upload bytes in the database (PostgreSQL keeps them there, so any instance serves any upload; SQLite keeps files). */
const uploadBytes: Migration = {
  async up(db: AnyDb) {
    const bytesType = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
    await db.schema
      .createTable('uploadBytes')
      .addColumn('id', 'text', (column) => column.primaryKey().references('uploads.id').onDelete('cascade'))
      .addColumn('bytes', sql.raw(bytesType), (column) => column.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('uploadBytes').ifExists().execute();
  },
};

/** The trash of resources with `trash: true`: a deleted record as JSON until restored or purged. */
const trash: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('trash')
      .addColumn('resource', 'text', (column) => column.notNull())
      .addColumn('recordId', 'integer', (column) => column.notNull())
      .addColumn('record', 'text', (column) => column.notNull())
      .addColumn('deletedAt', 'bigint', (column) => column.notNull())
      .addColumn('deletedBy', 'text')
      // Ids are never reused: a record is in the trash at most once.
      .addPrimaryKeyConstraint('trash_resource_recordId', ['resource', 'recordId'])
      .execute();
    await db.schema.createIndex('trash_resource_deletedAt').on('trash').columns(['resource', 'deletedAt']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('trash').ifExists().execute();
  },
};

/** The audit log: ids from the engine (SQLite's rowid, PostgreSQL's bigserial), no counter row to contend on. */
const audit: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('auditLog')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (column) => column.primaryKey())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('actorId', 'integer')
      .addColumn('actorName', 'text')
      .addColumn('address', 'text')
      .addColumn('requestId', 'text')
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('resource', 'text')
      .addColumn('recordId', 'text')
      .addColumn('changes', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('auditLog_resource_recordId').on('auditLog').columns(['resource', 'recordId']).execute();
    await db.schema.createIndex('auditLog_at').on('auditLog').column('at').execute();
    await db.schema.createIndex('auditLog_actorId').on('auditLog').column('actorId').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('auditLog').ifExists().execute();
  },
};

/** Every publish of a resource file (who, when, the body), kept after an unpublish: history and rollback. */
const resourceFileRevisions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('resourceFileRevisions')
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('revision', 'integer', (column) => column.notNull())
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('publishedAt', 'bigint', (column) => column.notNull())
      .addColumn('publishedBy', 'text', (column) => column.notNull())
      .addColumn('rolledBackFrom', 'integer')
      .addPrimaryKeyConstraint('resourceFileRevisions_name_revision', ['name', 'revision'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('resourceFileRevisions').ifExists().execute();
  },
};

/** API tokens: only each secret's SHA-256 is kept; a user's tokens go with the user. */
const apiTokens: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('apiTokens')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull().unique())
      .addColumn('secretHash', 'text', (column) => column.notNull().unique())
      .addColumn('roles', 'text', (column) => column.notNull())
      .addColumn('createdBy', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('createdAt', 'bigint', (column) => column.notNull())
      .addColumn('expiresAt', 'bigint', (column) => column.notNull())
      .addColumn('lastUsedAt', 'bigint')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('apiTokens').ifExists().execute();
  },
};

/** The outbox (events/sqlOutbox.ts): one event per change of a conventional record, numbered by the `outbox` row of idCounters (made by the first event, so a new database holds no data for a restore). */
const outbox: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('outbox')
      .addColumn('sequence', 'bigint', (column) => column.primaryKey())
      .addColumn('at', 'bigint', (column) => column.notNull())
      .addColumn('resource', 'text', (column) => column.notNull())
      .addColumn('recordId', 'bigint', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('version', 'integer')
      .addColumn('actorId', 'integer')
      .addColumn('actorName', 'text')
      .addColumn('fields', 'text', (column) => column.notNull())
      .addColumn('record', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('outbox_at').on('outbox').column('at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('outbox').ifExists().execute();
    await sql`DELETE FROM ${sql.id('idCounters')} WHERE ${sql.id('name')} = 'outbox'`.execute(db);
  },
};

/** Webhooks (webhooks/sqlWebhooks.ts) and their deliveries, each with its attempts as JSON text; a webhook's deliveries go with it. */
const webhooks: Migration = {
  async up(db: AnyDb) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('webhooks')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('url', 'text', (column) => column.notNull())
      .addColumn('resources', 'text', (column) => column.notNull())
      .addColumn('events', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('secret', 'text', (column) => column.notNull())
      .addColumn('paused', 'integer', (column) => column.notNull())
      .addColumn('pausedReason', 'text')
      .addColumn('createdBy', 'integer', (column) => column.notNull())
      .addColumn('createdAt', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('webhookDeliveries')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (column) => column.primaryKey())
      .addColumn('webhookId', 'text', (column) => column.notNull().references('webhooks.id').onDelete('cascade'))
      .addColumn('sequence', 'bigint', (column) => column.notNull())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('resource', 'text', (column) => column.notNull())
      .addColumn('recordId', 'bigint', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('tries', 'integer', (column) => column.notNull())
      .addColumn('attempts', 'text', (column) => column.notNull())
      .addColumn('nextAt', 'bigint')
      .addColumn('leaseUntil', 'bigint', (column) => column.notNull())
      .addColumn('createdAt', 'bigint', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('webhookDeliveries_due').on('webhookDeliveries').columns(['status', 'nextAt']).execute();
    await db.schema.createIndex('webhookDeliveries_webhookId').on('webhookDeliveries').columns(['webhookId', 'id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('webhookDeliveries').ifExists().execute();
    await db.schema.dropTable('webhooks').ifExists().execute();
  },
};

/** What each role may do per resource (storage/permissionStore.ts): one row per role and resource, the rules as JSON. */
const rolePermissions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('rolePermissions')
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('resource', 'text', (column) => column.notNull())
      .addColumn('rules', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('rolePermissions_role_resource', ['role', 'resource'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('rolePermissions').ifExists().execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_init': init,
  '0002_list_views': listViews,
  '0003_login_failures': loginFailures,
  '0004_upload_bytes': uploadBytes,
  '0005_resource_files': resourceFiles,
  '0006_audit': audit,
  '0007_trash': trash,
  '0008_resource_file_revisions': resourceFileRevisions,
  '0009_api_tokens': apiTokens,
  '0010_outbox': outbox,
  '0011_webhooks': webhooks,
  '0012_role_permissions': rolePermissions,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** Runs the migrations that have not run yet; throws with the failing one's error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
