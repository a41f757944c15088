/**
 * `npm run db:reset`: puts the demo data back in the server's database (the SQLite file in
 * DATA_DIR, or DATABASE_URL): every record, session and upload is replaced by the seed.
 * MOCK_PACKAGE_COUNT sets the number of package configurations (default 25).
 */
import { describeTarget, targetFromEnv } from '../server/sql/connect';
import { createScryptHasher } from '../server/http/scrypt';
import { openSqlStore } from '../server/sql/sqlStore';

async function main(): Promise<void> {
  const target = targetFromEnv(process.env);
  const count = process.env.MOCK_PACKAGE_COUNT?.trim();
  if (count && !/^\d+$/.test(count)) throw new Error(`MOCK_PACKAGE_COUNT must be a whole number >= 0 (got "${count}")`);
  const store = await openSqlStore(process.env, { packageConfCount: count ? Number(count) : undefined, passwords: createScryptHasher() });
  try {
    await store.reset();
  } finally {
    await store.close();
  }
  console.log(`Re-seeded ${describeTarget(target)}: demo data back, sessions and uploads cleared.`);
}

main().catch((error: unknown) => {
  console.error(`db:reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
