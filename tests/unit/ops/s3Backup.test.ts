// @vitest-environment node
/**
 * db:backup and db:restore with the uploads in an S3 bucket (a fake one on loopback): the archive
 * holds the objects' bytes, and a restore puts them back where the target keeps bytes.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup } from '../../../scripts/dbArchive';
import { openDatabase } from '../../../server/sql/connect';
import type { S3Settings } from '../../../server/sql/s3Settings';
import { createSqlStore, type SqlStore } from '../../../server/sql/sqlStore';
import { startFakeS3, type FakeS3 } from '../../helpers/fakeS3';
import { POSTGRES_URL, TEST_PASSWORDS, postgresLocation, sqliteLocation, type TestLocation } from '../storage/stores';

const root = resolve(import.meta.dirname, '../../..');
const BUCKET = 'backup-bucket';
const ID = 'abcdef0123456789abcdef01';
const BYTES = Buffer.from('GIF89a-bytes-of-an-upload-in-s3');

let fake: FakeS3;
let work = '';
beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET], pageSize: 2 });
  work = mkdtempSync(join(tmpdir(), 'ops-s3-backup-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(work, { recursive: true, force: true });
});

const s3 = (prefix: string): S3Settings => ({ endpoint: fake.endpoint, bucket: BUCKET, region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, prefix });
const dbOf = (store: SqlStore): Kysely<unknown> => store.db as unknown as Kysely<unknown>;

async function storeWithUpload(location: TestLocation): Promise<SqlStore> {
  const store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
  await store.uploads.put({ id: ID, name: 'a.gif', type: 'image/gif', size: BYTES.length, ownerId: 1, createdAt: 1, bytes: BYTES });
  return store;
}

/** db:restore through the npm script's entry point, as an operator would; its output line. Not execFileSync: the fake S3 of this process must answer. */
async function restoreScript(file: string, into: TestLocation, prefix?: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: into.target.dataDir, DATABASE_URL: into.target.dialect === 'postgres' ? into.target.location : '' };
  for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX']) delete env[name];
  if (prefix !== undefined) Object.assign(env, { S3_ENDPOINT: fake.endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: prefix });
  const { stdout } = await promisify(execFile)(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dbRestore.ts', file], { cwd: root, env, encoding: 'utf8' });
  return stdout;
}

async function servedBy(location: TestLocation): Promise<{ bytes: string | undefined; inTable: number }> {
  const store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
  try {
    const file = await store.uploads.get(ID);
    const rows = await store.db.selectFrom('uploadBytes').select('id').execute();
    return { bytes: file ? Buffer.from(file.bytes).toString() : undefined, inTable: rows.length };
  } finally {
    await store.close();
  }
}

describe('backup and restore with the uploads in S3', () => {
  it('SQLite + S3: the archive carries the objects, the restore puts them into the target bucket', async () => {
    const from = await sqliteLocation();
    const into = await sqliteLocation();
    from.target.s3 = s3('from/');
    try {
      const store = await storeWithUpload(from);
      const file = join(work, 'sqlite.jsonl.gz');
      const counts = await backup(dbOf(store), from.target, file);
      await store.close();
      expect(counts.files).toBe(1);

      const output = await restoreScript(file, into, 'into/');
      expect(output).toContain('1 uploaded files');
      expect(output).toContain(`uploads in S3 ${fake.endpoint}/${BUCKET}/into/uploads/`);
      expect(fake.objects(BUCKET).get(`into/uploads/${ID}`)?.toString()).toBe(BYTES.toString());
      into.target.s3 = s3('into/');
      expect(await servedBy(into)).toEqual({ bytes: BYTES.toString(), inTable: 0 });
    } finally {
      await from.remove();
      await into.remove();
    }
  }, 60_000);

  it.skipIf(!POSTGRES_URL)('PostgreSQL: bytes kept in the database move into the bucket, and a bucket archive restores into the database', async () => {
    const plain = await postgresLocation();
    const withS3 = await postgresLocation();
    const back = await postgresLocation();
    try {
      const store = await storeWithUpload(plain);
      const file = join(work, 'pg.jsonl.gz');
      await backup(dbOf(store), plain.target, file);
      await store.close();

      await restoreScript(file, withS3, 'pg/');
      withS3.target.s3 = s3('pg/');
      expect(await servedBy(withS3)).toEqual({ bytes: BYTES.toString(), inTable: 0 });
      expect(fake.objects(BUCKET).has(`pg/uploads/${ID}`)).toBe(true);

      const fromBucket = await createSqlStore(openDatabase(withS3.target), { passwords: TEST_PASSWORDS });
      const second = join(work, 'pg-s3.jsonl.gz');
      expect((await backup(dbOf(fromBucket), withS3.target, second)).files).toBe(1);
      await fromBucket.close();
      await restoreScript(second, back);
      expect(await servedBy(back)).toEqual({ bytes: BYTES.toString(), inTable: 1 });
    } finally {
      await plain.remove();
      await withS3.remove();
      await back.remove();
    }
  }, 120_000);
});
