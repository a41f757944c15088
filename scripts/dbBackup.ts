/**
 * `npm run db:backup -- <file>`: writes the server's database (the SQLite file in DATA_DIR, or
 * DATABASE_URL) and its uploads to one archive (see dbArchive.ts). Safe while the server runs.
 */
import type { Kysely } from 'kysely';
import { describeTarget, openDatabase, targetFromEnv } from '../server/sql/connect';
import { backup } from './dbArchive';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('name the archive to write: npm run db:backup -- <file>');
  const target = targetFromEnv(process.env);
  const { db } = openDatabase(target);
  try {
    const counts = await backup(db as unknown as Kysely<unknown>, target, file);
    console.log(`Backed up ${describeTarget(target)} to ${file}: ${counts.tables} tables, ${counts.rows} rows, ${counts.files} uploaded files.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
