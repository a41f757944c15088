/** A RecordStore over one SQL table with an integer id (storage/storeTypes.ts). */
import type { Kysely } from 'kysely';
import { DEFAULT_CHUNK } from '../storage/memoryRecords';
import type { Identified, NewRecord, RecordStore } from '../storage/storeTypes';
import { duplicatesAsErrors } from './errors';
import { claimId, nextId } from './ids';
import type { RowMapper } from './rows';
import type { Database, RecordTable } from './schema';

type Row = Record<string, unknown>;
/** The same connection seen through any one table: the record tables share the code below. */
type LooseDb = Kysely<Record<string, Row>>;

const loose = (db: Kysely<Database>): LooseDb => db as unknown as LooseDb;

export interface SqlRecords<T extends Identified> extends RecordStore<T> {
  /** The record as `conn` (a transaction) sees it. */
  getIn(conn: Kysely<Database>, id: number): Promise<T | undefined>;
  /** Inserts as `insert` does, then runs `within` in the same transaction (both or neither). */
  insert(item: NewRecord<T>, within?: (trx: Kysely<Database>, record: T) => Promise<void>): Promise<T>;
  /** The merged record written inside the caller's transaction `trx`. */
  patchIn(trx: Kysely<Database>, id: number, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined>;
  /** The record whose unique column equals `value`. */
  findBy(column: string, value: string): Promise<T | undefined>;
}

export function sqlRecords<T extends Identified, R extends object>(
  db: Kysely<Database>,
  table: RecordTable,
  rows: RowMapper<T, R>,
): SqlRecords<T> {
  const read = (row: Row): T => rows.fromRow(row as unknown as R);
  const write = (record: T): Row => rows.toRow(record) as unknown as Row;
  const duplicate = (id: number | undefined): string => (id === undefined ? 'Record already exists' : `Record ${id} already exists`);

  const getIn = async (conn: Kysely<Database>, id: number): Promise<T | undefined> => {
    const row = await loose(conn).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? read(row) : undefined;
  };

  const patchIn = async (trx: Kysely<Database>, id: number, patch: Partial<Omit<T, 'id'>>): Promise<T | undefined> => {
    const current = await getIn(trx, id);
    if (!current) return undefined;
    const next: T = { ...current, ...patch, id };
    const { id: _id, ...columns } = write(next);
    await duplicatesAsErrors(() => loose(trx).updateTable(table).set(columns).where('id', '=', id).execute(), rows.unique, duplicate(id));
    return next;
  };

  return {
    getIn,
    patchIn,
    async count() {
      const row = await loose(db).selectFrom(table).select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async list() {
      const found = await loose(db).selectFrom(table).selectAll().orderBy('id').execute();
      return found.map(read);
    },
    async *chunks(size = DEFAULT_CHUNK) {
      let after = 0;
      for (;;) {
        const found = await loose(db).selectFrom(table).selectAll().where('id', '>', after).orderBy('id').limit(size).execute();
        if (found.length === 0) return;
        yield found.map(read);
        after = Number(found[found.length - 1]?.id ?? after);
        if (found.length < size) return;
      }
    },
    get: (id) => getIn(db, id),
    async findBy(column, value) {
      const row = await loose(db).selectFrom(table).selectAll().where(column, '=', value).executeTakeFirst();
      return row ? read(row) : undefined;
    },
    insert: (item: NewRecord<T>, within?: (trx: Kysely<Database>, record: T) => Promise<void>) =>
      duplicatesAsErrors(
        () =>
          db.transaction().execute(async (trx) => {
            let id = item.id;
            if (id === undefined) id = await nextId(trx, table);
            else await claimId(trx, table, id);
            const record = { ...item, id } as T;
            await loose(trx).insertInto(table).values(write(record)).execute();
            await within?.(trx, record);
            return record;
          }),
        rows.unique,
        duplicate(item.id),
      ),
    update: (id, patch) => db.transaction().execute((trx) => patchIn(trx, id, patch)),
    async remove(id) {
      const result = await loose(db).deleteFrom(table).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
