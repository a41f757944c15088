/**
 * The uploaded bytes of a backup (dbArchive.ts), wherever the store keeps them: the files of
 * DATA_DIR/uploads, or the objects of the S3 bucket (S3_ENDPOINT/S3_BUCKET) copied into the archive,
 * so that an archive is whole by itself. (Bytes kept in PostgreSQL's `uploadBytes` travel as rows.)
 * Restore puts each upload back where the target keeps bytes: the bucket, the database, or the folder.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DatabaseTarget } from '../server/sql/connect';
import { SAFE_ID } from '../server/sql/byteKeeper';
import { openUploadBucket } from '../server/sql/s3Bytes';
import type { Database } from '../server/sql/schema';
import { uploadPlaceOf } from '../server/sql/uploads';

export interface ArchivedUpload {
  id: string;
  bytes: Uint8Array;
}

/** Every upload's bytes kept outside the database: the bucket's objects with S3, else the folder's files. */
export async function* uploadsToArchive(target: DatabaseTarget): AsyncGenerator<ArchivedUpload> {
  if (target.s3) {
    const bucket = openUploadBucket(target.s3);
    for await (const ids of bucket.ids()) {
      for (const id of ids) {
        const bytes = await bucket.get(id);
        if (bytes) yield { id, bytes };
      }
    }
    return;
  }
  const folder = join(target.dataDir, 'uploads');
  if (!existsSync(folder)) return;
  for (const id of readdirSync(folder)) if (SAFE_ID.test(id)) yield { id, bytes: readFileSync(join(folder, id)) };
}

/**
 * Puts the archive's uploads where `target` keeps bytes (after the rows were restored). With S3, the
 * bytes an archive of PostgreSQL kept in `uploadBytes` move into the bucket too, so that switching
 * to S3 is a backup, setting S3_*, and a restore. Returns how many uploads were written.
 */
export async function restoreUploads(db: Kysely<Database>, target: DatabaseTarget, uploads: readonly ArchivedUpload[]): Promise<number> {
  const place = uploadPlaceOf(target);
  if (place.kind === 's3') {
    const bucket = openUploadBucket(place.settings);
    for (const { id, bytes } of uploads) await bucket.put(id, bytes);
    const kept = await db.selectFrom('uploadBytes').select(['id', 'bytes']).execute();
    for (const { id, bytes } of kept) await bucket.put(id, bytes);
    if (kept.length > 0) await db.deleteFrom('uploadBytes').execute();
    return uploads.length + kept.length;
  }
  if (place.kind === 'database') {
    // Files of an archive from a bucket or a folder: kept for the uploads whose row the archive had.
    let written = 0;
    for (const { id, bytes } of uploads) {
      const known = await db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst();
      const already = await db.selectFrom('uploadBytes').select('id').where('id', '=', id).executeTakeFirst();
      if (!known || already) continue;
      await db.insertInto('uploadBytes').values({ id, bytes: Buffer.from(bytes) }).execute();
      written += 1;
    }
    return written;
  }
  mkdirSync(place.folder, { recursive: true });
  for (const { id, bytes } of uploads) writeFileSync(join(place.folder, id), bytes);
  return uploads.length;
}
