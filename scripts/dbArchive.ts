/**
 * A backup of the SQL store as one gzip'd JSON-lines archive: a header (format, dialect, the
 * migrations that had run), then every table of the database (generic: the tables the migrations
 * made, and those resource files added at run time), each as a table line (its columns and how to
 * create it) and its rows, read in chunks in one consistent snapshot; then the uploaded files (of
 * DATA_DIR/uploads, or of the S3 bucket: archiveUploads.ts). Restore migrates the target first, refuses an archive of a newer migration set
 * and a database that already holds data (unless told to replace it), and writes everything in one
 * transaction.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { DatabaseTarget } from '../server/sql/connect';
import { MIGRATIONS, migrateToLatest } from '../server/sql/migrations';
import type { Database } from '../server/sql/schema';
import { restoreUploads, uploadsToArchive } from './archiveUploads';
import { parentsFirst } from './archiveOrder';

export const ARCHIVE_FORMAT = 'sms-admin-backup';
export const ARCHIVE_VERSION = 1;
const CHUNK_ROWS = 1000;
/** Kysely's own bookkeeping: the restore's migration run writes it. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);
/** Upload ids are random hex (server/sql/uploads.ts); nothing else becomes a path on restore. */
const SAFE_FILE = /^[0-9a-f]{8,64}$/;

type Db = Kysely<unknown>;
type Row = Record<string, unknown>;

interface Column {
  name: string;
  type: string;
}

interface Header {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  dialect: DatabaseTarget['dialect'];
  createdAt: string;
  migrations: string[];
}

interface TableLine {
  table: string;
  columns: Column[];
  /** SQLite: the statement that made it. */
  create?: string;
  primaryKey: string[];
}

type Line = { header: Header } | TableLine | { t: string; r: Row } | { file: string; b64: string } | { end: { tables: number; rows: number; files: number } };

const BYTES = '$b64';

function encodeValue(value: unknown): unknown {
  return Buffer.isBuffer(value) || value instanceof Uint8Array ? { [BYTES]: Buffer.from(value).toString('base64') } : value;
}

function decodeValue(value: unknown, column: Column | undefined): unknown {
  if (value !== null && typeof value === 'object' && BYTES in value) return Buffer.from(String((value as Record<string, unknown>)[BYTES]), 'base64');
  // pg turns a JS array into a PostgreSQL array literal: JSON columns get their text.
  if (value !== null && typeof value === 'object' && column && /json/i.test(column.type)) return JSON.stringify(value);
  return value;
}

async function tablesOf(db: Db, dialect: DatabaseTarget['dialect']): Promise<TableLine[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    const tables: TableLine[] = [];
    for (const { name, sql: create } of rows) {
      const info = await sql<{ name: string; type: string; pk: number }>`select name, type, pk from pragma_table_info(${name})`.execute(db);
      tables.push({ table: name, create, columns: info.rows.map((c) => ({ name: c.name, type: c.type })), primaryKey: info.rows.filter((c) => c.pk > 0).map((c) => c.name) });
    }
    return tables;
  }
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  const tables: TableLine[] = [];
  for (const { tablename } of rows) {
    const columns = await sql<{ name: string; type: string }>`
      select column_name as name, data_type as type from information_schema.columns
      where table_schema = current_schema() and table_name = ${tablename} order by ordinal_position`.execute(db);
    const keys = await sql<{ name: string }>`
      select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${sql.lit(`"${tablename}"`)}::regclass and i.indisprimary`.execute(db);
    tables.push({ table: tablename, columns: columns.rows, primaryKey: keys.rows.map((k) => k.name) });
  }
  const references = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent from pg_constraint c
    join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return parentsFirst(tables, references.rows);
}

async function migrationsRan(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Writes the archive of `db` (and of `dataDir`/uploads) to `file`. */
export async function backup(db: Db, target: DatabaseTarget, file: string): Promise<{ tables: number; rows: number; files: number }> {
  const gzip = createGzip();
  const out = gzip.pipe(createWriteStream(file));
  const write = async (line: Line): Promise<void> => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const counts = { tables: 0, rows: 0, files: 0 };
  // One snapshot: rows written while the backup runs are either all in it or all not.
  const snapshot = target.dialect === 'postgres' ? db.transaction().setIsolationLevel('repeatable read') : db.transaction();
  await snapshot.execute(async (trx) => {
    await write({ header: { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, dialect: target.dialect, createdAt: new Date().toISOString(), migrations: await migrationsRan(trx) } });
    for (const table of await tablesOf(trx, target.dialect)) {
      if (MIGRATOR_TABLES.has(table.table)) continue;
      await write(table);
      counts.tables += 1;
      const order = target.dialect === 'postgres' ? sql.raw('ctid') : sql.raw('rowid');
      for (let offset = 0; ; offset += CHUNK_ROWS) {
        const { rows } = await sql<Row>`select * from ${sql.table(table.table)} order by ${order} limit ${CHUNK_ROWS} offset ${offset}`.execute(trx);
        for (const row of rows) await write({ t: table.table, r: Object.fromEntries(Object.entries(row).map(([key, value]) => [key, encodeValue(value)])) });
        counts.rows += rows.length;
        if (rows.length < CHUNK_ROWS) break;
      }
    }
  });
  for await (const { id, bytes } of uploadsToArchive(target)) {
    await write({ file: id, b64: Buffer.from(bytes).toString('base64') });
    counts.files += 1;
  }
  await write({ end: counts });
  gzip.end();
  await once(out, 'finish');
  return counts;
}

async function* linesOf(file: string): AsyncGenerator<Line> {
  const reader = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of reader) if (text.trim() !== '') yield JSON.parse(text) as Line;
}

async function hasRows(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(db);
  return rows.length > 0;
}

export class ArchiveError extends Error {}

async function createMissing(trx: Db, dialect: DatabaseTarget['dialect'], table: TableLine, existing: ReadonlySet<string>): Promise<void> {
  if (existing.has(table.table)) return;
  if (dialect === 'sqlite' && table.create) {
    await sql.raw(table.create).execute(trx);
    return;
  }
  const columns = table.columns.map((column) => sql`${sql.id(column.name)} ${sql.raw(column.type.replace(/[^A-Za-z0-9 ()]/g, ''))}`);
  const key = table.primaryKey.length > 0 ? [sql`primary key (${sql.join(table.primaryKey.map((name) => sql.id(name)))})`] : [];
  await sql`create table ${sql.table(table.table)} (${sql.join([...columns, ...key])})`.execute(trx);
}

/** PostgreSQL: each serial or identity column's sequence goes on after the restored rows' largest value. */
async function resumeSequences(trx: Db): Promise<void> {
  const { rows } = await sql<{ table: string; column: string; sequence: string }>`
    select table_name as table, column_name as column, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
    from information_schema.columns where table_schema = current_schema()
    and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`.execute(trx);
  for (const { table, column, sequence } of rows) {
    await sql`select setval(${sequence}, greatest(coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0), 1), (select count(*) > 0 from ${sql.table(table)}))`.execute(trx);
  }
}

/**
 * Restores `file` into the database of `target` (migrated first). Refuses an archive of another
 * format, of a newer migration set or of another engine, and a database holding data unless `replace`.
 */
export async function restore(db: Db, target: DatabaseTarget, file: string, { replace = false } = {}): Promise<{ tables: number; rows: number; files: number }> {
  const lines = linesOf(file);
  const first = await lines.next();
  const header = !first.done && 'header' in first.value ? first.value.header : undefined;
  if (!header || header.format !== ARCHIVE_FORMAT) throw new ArchiveError(`${file} is not a backup of this server (no ${ARCHIVE_FORMAT} header)`);
  if (header.version > ARCHIVE_VERSION) throw new ArchiveError(`${file} is archive format ${header.version}; this server reads up to ${ARCHIVE_VERSION}: update the server`);
  const unknown = header.migrations.filter((name) => !(name in MIGRATIONS));
  if (unknown.length > 0) throw new ArchiveError(`${file} comes from a newer server (migrations ${unknown.join(', ')} are unknown here): restore it with that version`);
  if (header.dialect !== target.dialect) throw new ArchiveError(`${file} is a ${header.dialect} backup; restore it into a ${header.dialect} database`);

  await migrateToLatest(db);
  const existing = new Set((await tablesOf(db, target.dialect)).map((table) => table.table));
  const counts = { tables: 0, rows: 0, files: 0 };
  const files: Array<{ file: string; b64: string }> = [];
  await db.transaction().execute(async (trx) => {
    if (target.dialect === 'sqlite') await sql`PRAGMA defer_foreign_keys = ON`.execute(trx);
    const columnsOf = new Map<string, Map<string, Column>>();
    let batch: { table: string; rows: Row[] } | undefined;
    const flush = async (): Promise<void> => {
      if (!batch || batch.rows.length === 0) return;
      await trx.insertInto(batch.table as never).values(batch.rows as never).execute();
      batch.rows = [];
    };
    for await (const line of lines) {
      if ('table' in line) {
        await flush();
        if (existing.has(line.table) && (await hasRows(trx, line.table))) {
          if (!replace) throw new ArchiveError(`The database already holds data (table ${line.table}): restore into an empty database, or pass --replace`);
          await sql`delete from ${sql.table(line.table)}`.execute(trx);
        }
        await createMissing(trx, target.dialect, line, existing);
        columnsOf.set(line.table, new Map(line.columns.map((column) => [column.name, column])));
        batch = { table: line.table, rows: [] };
        counts.tables += 1;
      } else if ('t' in line) {
        const columns = columnsOf.get(line.t);
        if (!columns || batch?.table !== line.t) throw new ArchiveError(`${file}: a row of ${line.t} before its table`);
        batch.rows.push(Object.fromEntries(Object.entries(line.r).map(([key, value]) => [key, decodeValue(value, columns.get(key))])));
        counts.rows += 1;
        // Few enough parameters for either engine (SQLite: 32766, PostgreSQL: 65535).
        if (batch.rows.length * columns.size >= 20_000) await flush();
      } else if ('file' in line) {
        if (!SAFE_FILE.test(line.file)) throw new ArchiveError(`${file}: an upload named ${JSON.stringify(line.file)}`);
        files.push(line);
      }
    }
    await flush();
    if (target.dialect === 'postgres') await resumeSequences(trx);
  });
  counts.files = await restoreUploads(db as unknown as Kysely<Database>, target, files.map(({ file: id, b64 }) => ({ id, bytes: Buffer.from(b64, 'base64') })));
  return counts;
}
