/**
 * One schema change at a time across every server instance on one PostgreSQL: migrations with the
 * first seed, and the CREATE/ALTER TABLE of conventional resources. Two processes creating the same
 * table at once can fail on PostgreSQL (a duplicate pg_type row) even with IF NOT EXISTS, and two
 * first seeds would insert the demo data twice. A session advisory lock, held on one connection for
 * the work, is released by the database itself if the process dies. SQLite needs none: one file,
 * one writer at a time.
 */
import { sql, type Kysely } from 'kysely';
import type { SqlDialectName } from './connect';

/** Any constant the application alone uses ("smsadm" in ASCII). */
const SCHEMA_LOCK_KEY = 0x736d_7361_646d;

export async function withSchemaLock<DB, T>(db: Kysely<DB>, dialect: SqlDialectName, work: (locked: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work(db);
  return db.connection().execute(async (locked) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(SCHEMA_LOCK_KEY)})`.execute(locked);
    try {
      return await work(locked);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(SCHEMA_LOCK_KEY)})`.execute(locked);
    }
  });
}

/**
 * One transaction for a schema change. On SQLite it begins IMMEDIATE, holding the write lock from
 * its first read: another process changing the same table waits (busy timeout) and then reads the
 * changed table, where a deferred transaction would fail to upgrade its read lock ("database is
 * locked"). The connection is held for the whole work, so no other query joins the transaction.
 */
export async function schemaTransaction<DB, T>(db: Kysely<DB>, dialect: SqlDialectName, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') return db.transaction().execute(work);
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}
