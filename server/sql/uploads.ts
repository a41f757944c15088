/**
 * Uploads of the SQL store: the metadata is a row of `uploads`; the bytes are either files named by
 * the upload id in one folder (`${DATA_DIR}/uploads`, the SQLite default; the file is in place before
 * its row exists), a row of `uploadBytes` written in the same transaction (PostgreSQL: every
 * server instance on the database serves every upload, no disk involved), or an object of an
 * S3-compatible bucket (S3_ENDPOINT/S3_BUCKET, either engine: s3Bytes.ts).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { StoredUpload, UploadInfo, UploadStore } from '../storage/storeTypes';
import type { Database, UploadsTable } from './schema';
import { SAFE_ID, type ByteKeeper } from './byteKeeper';
import { s3Keeper } from './s3Bytes';
import type { S3Settings } from './s3Settings';
import type { DatabaseTarget } from './connect';

/** Where the bytes go: files in a folder, the database, or an S3-compatible bucket. */
export type UploadPlace = { kind: 'files'; folder: string } | { kind: 'database' } | { kind: 's3'; settings: S3Settings };

export interface SqlUploads extends UploadStore {
  /** Deletes every upload's file or object (reset, after its rows went in a transaction); nothing to do in the database. */
  removeFiles(): Promise<void>;
  reachable(): Promise<void>;
}

function fileKeeper(db: Kysely<Database>, folder: string): ByteKeeper {
  mkdirSync(folder, { recursive: true });
  const pathOf = (id: string): string => {
    if (!SAFE_ID.test(id)) throw new Error(`Invalid upload id ${JSON.stringify(id)}`);
    return join(folder, id);
  };
  return {
    async put(file, insertRow) {
      const path = pathOf(file.id);
      await writeFile(`${path}.part`, file.bytes);
      await rename(`${path}.part`, path);
      await insertRow(db);
    },
    async read(id) {
      try {
        return await readFile(pathOf(id));
      } catch {
        return undefined;
      }
    },
    async removeAll() {
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
    },
    reachable: async () => {},
  };
}

function databaseKeeper(db: Kysely<Database>): ByteKeeper {
  return {
    put: (file, insertRow) =>
      db.transaction().execute(async (trx) => {
        await insertRow(trx);
        const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
        await trx.insertInto('uploadBytes').values({ id: file.id, bytes }).execute();
      }),
    async read(id) {
      const row = await db.selectFrom('uploadBytes').select('bytes').where('id', '=', id).executeTakeFirst();
      return row?.bytes;
    },
    removeAll: async () => {},
    reachable: async () => {},
  };
}

/** The place `target` keeps upload bytes: its S3 bucket if it has one, else the database (PostgreSQL) or DATA_DIR/uploads (SQLite). */
export function uploadPlaceOf(target: DatabaseTarget): UploadPlace {
  if (target.s3) return { kind: 's3', settings: target.s3 };
  return target.dialect === 'postgres' ? { kind: 'database' } : { kind: 'files', folder: join(target.dataDir, 'uploads') };
}

const infoOf = (row: UploadsTable): UploadInfo => ({ ...row, size: Number(row.size), ownerId: row.ownerId, createdAt: Number(row.createdAt) });

export function sqlUploads(db: Kysely<Database>, place: UploadPlace): SqlUploads {
  const keeper = place.kind === 'files' ? fileKeeper(db, place.folder) : place.kind === 's3' ? s3Keeper(db, place.settings) : databaseKeeper(db);
  const info = async (id: string): Promise<UploadInfo | undefined> => {
    if (!SAFE_ID.test(id)) return undefined;
    const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? infoOf(row) : undefined;
  };
  return {
    async count() {
      const row = await db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async put(file) {
      const { id, name, type, size, ownerId, createdAt } = file;
      await keeper.put(file, async (into) => {
        await into.insertInto('uploads').values({ id, name, type, size, ownerId, createdAt }).execute();
      });
    },
    async get(id) {
      const found = await info(id);
      if (!found) return undefined;
      const bytes = await keeper.read(id);
      if (!bytes) return undefined;
      const copy = new Uint8Array(new ArrayBuffer(bytes.length));
      copy.set(bytes);
      const upload: StoredUpload = { ...found, bytes: copy };
      return upload;
    },
    info,
    async usage(ownerId) {
      const row = await db
        .selectFrom('uploads')
        .select((eb) => [eb.fn.countAll().as('files'), eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('bytes')])
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      const all = await db
        .selectFrom('uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('size'), eb.lit(0)).as('bytes'))
        .executeTakeFirst();
      return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0), totalBytes: Number(all?.bytes ?? 0) };
    },
    removeFiles: () => keeper.removeAll(),
    reachable: () => keeper.reachable(),
  };
}
