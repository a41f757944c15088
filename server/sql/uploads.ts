/**
 * Uploads of the SQL store: the bytes are files named by the upload id in one folder
 * (`${DATA_DIR}/uploads`), the metadata is a row. The file is in place before its row exists.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { StoredUpload, UploadStore } from '../storage/types';
import type { Database } from './schema';

/** Upload ids are random hex (handlers/upload.ts): nothing else may become a path. */
const SAFE_ID = /^[0-9a-f]{8,64}$/;

export interface SqlUploads extends UploadStore {
  /** Deletes every upload's file (reset, after its rows went in a transaction). */
  removeFiles(): void;
}

export function sqlUploads(db: Kysely<Database>, folder: string): SqlUploads {
  mkdirSync(folder, { recursive: true });
  const pathOf = (id: string): string => {
    if (!SAFE_ID.test(id)) throw new Error(`Invalid upload id ${JSON.stringify(id)}`);
    return join(folder, id);
  };
  return {
    async count() {
      const row = await db.selectFrom('uploads').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async put(file) {
      const path = pathOf(file.id);
      await writeFile(`${path}.part`, file.bytes);
      await rename(`${path}.part`, path);
      const { id, name, type, size, ownerId, createdAt } = file;
      await db.insertInto('uploads').values({ id, name, type, size, ownerId, createdAt }).execute();
    },
    async get(id) {
      if (!SAFE_ID.test(id)) return undefined;
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      let bytes: Buffer;
      try {
        bytes = await readFile(pathOf(id));
      } catch {
        return undefined;
      }
      const copy = new Uint8Array(new ArrayBuffer(bytes.length));
      copy.set(bytes);
      const upload: StoredUpload = { ...row, size: Number(row.size), ownerId: row.ownerId, createdAt: Number(row.createdAt), bytes: copy };
      return upload;
    },
    async info(id) {
      if (!SAFE_ID.test(id)) return undefined;
      const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { ...row, size: Number(row.size), ownerId: row.ownerId, createdAt: Number(row.createdAt) } : undefined;
    },
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
    removeFiles() {
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
    },
  };
}
