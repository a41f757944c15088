/**
 * `npm run db:restore -- <file> [--replace]`: restores an archive of db:backup into the server's
 * database (DATA_DIR or DATABASE_URL), which must be empty (a new DATA_DIR or database) unless
 * --replace is given; stop the servers first.
 */
import type { Kysely } from 'kysely';
import { describeTarget, openDatabase, targetFromEnv } from '../server/sql/connect';
import { restore } from './dbArchive';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('name the archive to read: npm run db:restore -- <file> [--replace]');
  const target = targetFromEnv(process.env);
  const { db } = openDatabase(target);
  try {
    const counts = await restore(db as unknown as Kysely<unknown>, target, file, { replace: args.includes('--replace') });
    console.log(`Restored ${file} into ${describeTarget(target)}: ${counts.tables} tables, ${counts.rows} rows, ${counts.files} uploaded files.`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
