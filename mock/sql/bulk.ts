/** Bulk writes: many rows per INSERT, within the parameter limits of SQLite (32766) and PostgreSQL (65535). */
import type { Kysely } from 'kysely';
import type { Database, RecordTable } from './schema';

const MAX_PARAMETERS = 30_000;
const MAX_ROWS = 2_000;

type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

/** Inserts `rows` (all with the same columns) in batches; call it inside a transaction. */
export async function insertBatches<R extends object>(db: Kysely<Database>, table: RecordTable | 'roles', rows: readonly R[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perBatch = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMETERS / Object.keys(first).length)));
  const conn = db as unknown as LooseDb;
  for (let start = 0; start < rows.length; start += perBatch) {
    await conn
      .insertInto(table)
      .values(rows.slice(start, start + perBatch) as unknown as Record<string, unknown>[])
      .execute();
  }
}
