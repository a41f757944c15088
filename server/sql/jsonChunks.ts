/**
 * A table's rows as JSON text written by the database engine itself, newest first (id descending:
 * the order the console shows by default, so its first page is complete with the first chunk), one
 * chunk at a time: SQLite's json_object, PostgreSQL's row_to_json. For a table stored exactly as the API's
 * records, each piece equals `JSON.stringify(rows).slice(1, -1)` of the same rows (same field
 * order, same escapes: both engines escape as JSON.stringify does; tests/unit/storage proves it),
 * and no row object is built in JavaScript: 100,000 rows in about 90 ms of CPU on SQLite, against
 * about 270 ms to read them through Kysely and stringify them. Per-row json_object with the
 * statement's ORDER BY, not json_group_array: an aggregate's order is only promised with an ORDER BY
 * of its own, which costs a sort.
 */
import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { MAX_RECORD_ID } from '../storage/storeTypes';
import type { Database, RecordTable } from './schema';

/** The rows of `table` by descending id, `size` at a time, as JSON objects joined by commas; no empty pieces. */
export type JsonChunks = (db: Kysely<Database>, table: RecordTable, columns: readonly string[], size: number) => AsyncGenerator<string>;


const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const quoteText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

interface SqliteStatements {
  /** The JSON of up to `size` rows at or below an id, one string per row, by descending id. */
  json: SqliteDatabase.Statement<[number, number], string>;
  /** The id of the row `offset` places down from an id. */
  idAt: SqliteDatabase.Statement<[number, number], number>;
}

export function sqliteJsonChunks(database: SqliteDatabase.Database): JsonChunks {
  const prepared = new Map<string, SqliteStatements>();
  const statementsFor = (table: RecordTable, columns: readonly string[]): SqliteStatements => {
    const key = `${table}(${columns.join(',')})`;
    let statements = prepared.get(key);
    if (!statements) {
      const object = columns.map((column) => `${quoteText(column)}, ${quoteName(column)}`).join(', ');
      const from = `FROM ${quoteName(table)} WHERE "id" <= ? ORDER BY "id" DESC`;
      statements = {
        json: database.prepare<[number, number], string>(`SELECT json_object(${object}) ${from} LIMIT ?`).pluck(),
        idAt: database.prepare<[number, number], number>(`SELECT "id" ${from} LIMIT 1 OFFSET ?`).pluck(),
      };
      prepared.set(key, statements);
    }
    return statements;
  };

  return async function* (db, table, columns, size) {
    const { json, idAt } = statementsFor(table, columns);
    let atMost = MAX_RECORD_ID;
    for (;;) {
      // Run while holding Kysely's one connection: a write transaction in progress (a seed yields
      // between its slices) ends first, so a chunk never shows half of it.
      const { piece, last } = await db.connection().execute(async () => {
        const rows = json.all(atMost, size);
        return { piece: rows.join(','), last: rows.length < size ? undefined : idAt.get(atMost, size - 1) };
      });
      if (piece !== '') yield piece;
      if (last === undefined) return;
      atMost = last - 1;
    }
  };
}

interface PostgresPiece {
  json: string | null;
  last: number | null;
  count: number;
}

export const postgresJsonChunks: JsonChunks = async function* (db, table, columns, size) {
  const listed = sql.join(columns.map((column) => sql.ref(column)));
  let atMost = MAX_RECORD_ID;
  for (;;) {
    const { rows } = await sql<PostgresPiece>`
      SELECT string_agg(row_to_json("t")::text, ',' ORDER BY "t"."id" DESC) AS "json", min("t"."id") AS "last", count(*) AS "count"
      FROM (SELECT ${listed} FROM ${sql.table(table)} WHERE "id" <= ${atMost} ORDER BY "id" DESC LIMIT ${size}) AS "t"`.execute(db);
    const piece = rows[0];
    if (!piece?.json || piece.last === null) return;
    yield piece.json;
    if (Number(piece.count) < size) return;
    atMost = Number(piece.last) - 1;
  }
};
