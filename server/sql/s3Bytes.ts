/**
 * Upload bytes in an S3-compatible bucket (S3_ENDPOINT/S3_BUCKET, see s3Settings.ts): the object
 * `<prefix>uploads/<id>` is written before the upload's row, and deleted again when the row cannot
 * be inserted, so that a row never names missing bytes. The AWS SDK loads on first use only.
 */
import type { Kysely } from 'kysely';
import type { S3Client } from '@aws-sdk/client-s3';
import { SAFE_ID, type ByteKeeper } from './byteKeeper';
import { UploadStorageError } from '../storage/uploadStorageError';
import { DuplicateError } from '../storage/storeTypes';
import type { Database } from './schema';
import type { S3Settings } from './s3Settings';

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** DeleteObjects takes at most 1000 keys. */
const DELETE_BATCH = 1000;
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 30_000;

/** The uploads' objects of one bucket and prefix. */
export interface UploadBucket {
  put(id: string, bytes: Uint8Array): Promise<void>;
  /** Undefined when there is no such object. */
  get(id: string): Promise<Uint8Array | undefined>;
  remove(id: string): Promise<void>;
  /** The ids of every upload object, page by page (ListObjectsV2). */
  ids(): AsyncGenerator<string[]>;
  removeAll(): Promise<void>;
  /** Throws unless the bucket answers (HeadBucket) within `timeoutMs`. */
  reachable(timeoutMs?: number): Promise<void>;
}

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const failureOf = (error: unknown): S3Failure => (error !== null && typeof error === 'object' ? (error as S3Failure) : { message: String(error) });

function isMissing(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

export function openUploadBucket(settings: S3Settings): UploadBucket {
  const folder = `${settings.prefix}uploads/`;
  let loaded: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = (): Promise<{ sdk: S3Sdk; client: S3Client }> =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: true,
        credentials: settings.credentials,
        // Many S3-compatible stores refuse the newer default checksums; send them only where S3 requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
      }),
    })));
  const keyOf = (id: string): string => {
    if (!SAFE_ID.test(id)) throw new Error(`Invalid upload id ${JSON.stringify(id)}`);
    return `${folder}${id}`;
  };
  const failed = (action: string, error: unknown): UploadStorageError => {
    const { name, message, $metadata } = failureOf(error);
    const status = $metadata?.httpStatusCode ? ` (HTTP ${$metadata.httpStatusCode})` : '';
    return new UploadStorageError(`The upload store (S3) could not ${action}: ${name ?? 'Error'}${status}: ${message ?? ''}`.trim());
  };
  const Bucket = settings.bucket;

  const bucket: UploadBucket = {
    async put(id, bytes) {
      const Key = keyOf(id);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.byteLength, ContentType: 'application/octet-stream' }));
      } catch (error) {
        throw failed(`store the upload ${id}`, error);
      }
    },
    async get(id) {
      if (!SAFE_ID.test(id)) return undefined;
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(id) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw failed(`read the upload ${id}`, error);
      }
    },
    async remove(id) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
      } catch (error) {
        throw failed(`delete the upload ${id}`, error);
      }
    },
    async *ids() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
        } catch (error) {
          throw failed('list the uploads', error);
        }
        const ids = (page.Contents ?? []).map((object) => (object.Key ?? '').slice(folder.length)).filter((id) => SAFE_ID.test(id));
        if (ids.length > 0) yield ids;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async removeAll() {
      const { sdk, client } = await connect();
      // Collected first: deleting while listing could make the store skip keys between pages.
      const keys: string[] = [];
      for await (const ids of bucket.ids()) keys.push(...ids.map(keyOf));
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        let answer;
        try {
          answer = await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        } catch (error) {
          throw failed('delete the uploads', error);
        }
        const refused = answer.Errors ?? [];
        if (refused.length > 0) throw failed('delete the uploads', { name: refused[0]?.Code, message: `${refused.length} objects refused, e.g. ${refused[0]?.Key}: ${refused[0]?.Message}` });
      }
    },
    async reachable(timeoutMs = CONNECT_TIMEOUT_MS) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw failed('be reached', error);
      }
    },
  };
  return bucket;
}

export function s3Keeper(db: Kysely<Database>, settings: S3Settings): ByteKeeper {
  const bucket = openUploadBucket(settings);
  return {
    async put(file, insertRow) {
      // The object of a taken id would be overwritten, then deleted with the failed row.
      const taken = await db.selectFrom('uploads').select('id').where('id', '=', file.id).executeTakeFirst();
      if (taken) throw new DuplicateError(`An upload ${file.id} exists already`);
      await bucket.put(file.id, file.bytes);
      try {
        await insertRow(db);
      } catch (error) {
        await bucket.remove(file.id).catch(() => undefined);
        throw error;
      }
    },
    read: (id) => bucket.get(id),
    removeAll: () => bucket.removeAll(),
    reachable: () => bucket.reachable(),
  };
}
