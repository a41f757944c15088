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
