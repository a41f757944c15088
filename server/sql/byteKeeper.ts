/** Where the SQL store keeps an upload's bytes (uploads.ts; s3Bytes.ts): a folder, the database or an S3 bucket. */
import type { Kysely } from 'kysely';
import type { StoredUpload } from '../storage/storeTypes';
import type { Database } from './schema';

/** Upload ids are random hex (handlers/upload.ts): nothing else may become a path or an object key. */
export const SAFE_ID = /^[0-9a-f]{8,64}$/;

export interface ByteKeeper {
  /** Runs `insertRow` with the bytes kept: both or neither. */
  put(file: StoredUpload, insertRow: (db: Kysely<Database>) => Promise<void>): Promise<void>;
  read(id: string): Promise<Uint8Array | undefined>;
  /** Deletes every upload's bytes kept outside the database (a reset). */
  removeAll(): Promise<void>;
  /** Throws when the bytes' place does not answer (readiness); nothing to check for a folder or the database. */
  reachable(): Promise<void>;
}
