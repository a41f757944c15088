/**
 * Opens the SQL database the environment names: PostgreSQL when DATABASE_URL is a postgres:// URL,
 * otherwise SQLite in `${DATA_DIR}/sms-admin.db` (DATA_DIR defaults to `data/` of the repository).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { postgresBulkInsert, sqliteBulkInsert, type BulkInsert } from './bulk';
import { postgresJsonChunks, sqliteJsonChunks, type JsonChunks } from './jsonChunks';
import type { Database } from './schema';
import { describeS3, s3FromEnv, type S3Settings } from './s3Settings';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));
export const SQLITE_FILE_NAME = 'sms-admin.db';

export type SqlDialectName = 'sqlite' | 'postgres';

export interface DatabaseTarget {
  dialect: SqlDialectName;
  /** Folder of the SQLite file (SQLite) and of the uploaded bytes (both). */
  dataDir: string;
  /** SQLite: the file; PostgreSQL: the connection URL. */
  location: string;
  /** The S3-compatible bucket of the uploaded bytes, when configured (either engine; s3Settings.ts). */
  s3?: S3Settings;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  target: DatabaseTarget;
  /** The engine's fastest way to insert many rows (seeding). */
  bulkInsert: BulkInsert;
  /** The engine's fastest way to read many rows as JSON (the big list). */
  jsonChunks: JsonChunks;
}

const POSTGRES_URL = /^postgres(ql)?:\/\//i;

/** Where the data lives, from DATA_DIR, DATABASE_URL and the S3_* settings; throws on a setting it cannot use. */
export function targetFromEnv(env: NodeJS.ProcessEnv): DatabaseTarget {
  const dataDir = resolve(env.DATA_DIR?.trim() || DEFAULT_DATA_DIR);
  const url = env.DATABASE_URL?.trim() ?? '';
  const s3 = s3FromEnv(env);
  const uploads = s3 ? { s3 } : {};
  if (url === '') return { dialect: 'sqlite', dataDir, location: join(dataDir, SQLITE_FILE_NAME), ...uploads };
  if (POSTGRES_URL.test(url)) return { dialect: 'postgres', dataDir, location: url, ...uploads };
  throw new Error('DATABASE_URL must be a postgres:// (or postgresql://) URL; leave it unset for the SQLite file in DATA_DIR');
}

/** The URL without its password, for logs. */
export function describeTarget(target: DatabaseTarget): string {
  const uploads = target.s3 ? `, uploads in ${describeS3(target.s3)}` : '';
  return describeDatabase(target) + uploads;
}

function describeDatabase(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `SQLite ${target.location}`;
  try {
    const url = new URL(target.location);
    if (url.password) url.password = '***';
    return `PostgreSQL ${url.toString()}`;
  } catch {
    return 'PostgreSQL';
  }
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** bigint and numeric columns (ms times, counts, sums) read back as JS numbers, not strings. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function openSqlite(file: string): Omit<OpenDatabase, 'target'> {
  mkdirSync(resolve(file, '..'), { recursive: true });
  const database = new SqliteDatabase(file);
  // WAL: readers do not block the writer; NORMAL sync is durable across a process kill.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    bulkInsert: sqliteBulkInsert(database),
    jsonChunks: sqliteJsonChunks(database),
  };
}

function openPostgres(url: string): Omit<OpenDatabase, 'target'> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types: pgTypes });
  // PostgreSQL may end an idle connection (a restart, an administrator's kill, a dropped database).
  // node-postgres re-emits that on the pool, and an 'error' event nobody listens to would take the
  // whole server down; the pool has already dropped that client and opens another on the next query.
  pool.on('error', (error) => console.error(`[database] an idle connection was closed by the server: ${error.message}`));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), bulkInsert: postgresBulkInsert, jsonChunks: postgresJsonChunks };
}

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  return { ...(target.dialect === 'sqlite' ? openSqlite(target.location) : openPostgres(target.location)), target };
}
