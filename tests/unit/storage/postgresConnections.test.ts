// @vitest-environment node
/** The PostgreSQL store outlives the server ending its connections (runs when the run has a PostgreSQL). */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, createTestStore } from './stores';

async function terminateConnectionsTo(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const result = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!POSTGRES_URL)('PostgreSQL connections', () => {
  it('keeps answering after the server ends its idle connections, without an unhandled error', async () => {
    const test = await createTestStore('postgres');
    try {
      const users = await test.store.users.count();
      expect(users).toBeGreaterThan(0);
      const database = new URL(test.location?.target.location ?? '').pathname.slice(1);
      expect(await terminateConnectionsTo(database)).toBeGreaterThan(0);
      // Let the terminations reach the pool's idle clients (unheard, they threw in the test run).
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await test.store.users.count()).toBe(users);
    } finally {
      await test.dispose();
    }
  });
});
