/**
 * Record ids on SQL: one counter per table holds the largest id ever used, so ids are not reused
 * after a delete and an explicit id moves the counter on, exactly as in memory. The counter row is
 * updated in the inserting transaction (locked on PostgreSQL, serialised on SQLite).
 */
import type { Kysely } from 'kysely';
import { IdRangeError, MAX_RECORD_ID } from '../storage/storeTypes';
import type { Database, RecordTable } from './schema';

export async function nextId(db: Kysely<Database>, table: RecordTable): Promise<number> {
  const row = await db
    .updateTable('idCounters')
    .set((eb) => ({ lastId: eb('lastId', '+', 1) }))
    .where('name', '=', table)
    .where('lastId', '<', MAX_RECORD_ID)
    .returning('lastId')
    .executeTakeFirst();
  if (!row) throw new IdRangeError(`No ${table} id left below ${MAX_RECORD_ID}`);
  return Number(row.lastId);
}

/** Moves the counter to `id` when it is larger. */
export async function claimId(db: Kysely<Database>, table: RecordTable, id: number): Promise<void> {
  if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) throw new IdRangeError();
  await db
    .updateTable('idCounters')
    .set((eb) => ({ lastId: eb.case().when('lastId', '<', id).then(id).else(eb.ref('lastId')).end() }))
    .where('name', '=', table)
    .execute();
}

/** Sets the counter (seeding): the next id is `lastId + 1`. */
export async function setCounter(db: Kysely<Database>, table: RecordTable, lastId: number): Promise<void> {
  await db.deleteFrom('idCounters').where('name', '=', table).execute();
  await db.insertInto('idCounters').values({ name: table, lastId }).execute();
}
