// @vitest-environment node
/**
 * The uploads contract of the SQL store with its bytes in an S3-compatible bucket (a fake one on
 * loopback): SQLite + S3 always, PostgreSQL + S3 with TEST_POSTGRES_URL. Each store writes under its
 * own key prefix of one bucket.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomHex } from '../../../server/random';
import { openDatabase } from '../../../server/sql/connect';
import { s3Keeper } from '../../../server/sql/s3Bytes';
import type { S3Settings } from '../../../server/sql/s3Settings';
import { createSqlStore, type SqlStore } from '../../../server/sql/sqlStore';
import { DuplicateError } from '../../../server/storage/storeTypes';
import { UploadStorageError } from '../../../server/storage/uploadStorageError';
import { startFakeS3, type FakeS3 } from '../../helpers/fakeS3';
import { postgresLocation, POSTGRES_URL, sqliteLocation, TEST_PASSWORDS, testUpload, type TestLocation } from './stores';

const BUCKET = 'sms-uploads';
/** Small pages, so that removing every object needs ListObjectsV2's continuation. */
const PAGE_SIZE = 2;

const ID = (letter: string): string => letter.repeat(24);

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET], pageSize: PAGE_SIZE });
});
afterAll(() => fake.close());

const settingsFor = (prefix: string, bucket = BUCKET): S3Settings => ({
  endpoint: fake.endpoint,
  bucket,
  region: 'us-east-1',
  credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
  prefix,
});

const KINDS = POSTGRES_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(KINDS)('%s store with uploads in S3', (kind) => {
  let location: TestLocation;
  let store: SqlStore;
  const prefix = `t-${randomHex(4)}/`;
  const keysOfStore = (): string[] => [...fake.objects(BUCKET).keys()].filter((key) => key.startsWith(prefix)).sort();

  beforeAll(async () => {
    location = kind === 'sqlite' ? await sqliteLocation() : await postgresLocation();
    location.target.s3 = settingsFor(prefix);
    store = await createSqlStore(openDatabase(location.target), { passwords: TEST_PASSWORDS });
  });
  afterAll(async () => {
    await store.close();
    await location.remove();
  });
  beforeEach(async () => {
    fake.failing = false;
    await store.reset();
  });

  it('keeps the bytes as <prefix>uploads/<id> in the bucket, not on disk nor in uploadBytes, and answers the quota usage', async () => {
    await store.uploads.put(testUpload(ID('a'), 2, [1, 2, 3]));
    await store.uploads.put(testUpload(ID('b'), 2, [4, 5]));
    await store.uploads.put(testUpload(ID('c'), 3, [6]));
    const file = await store.uploads.get(ID('a'));
    expect(file && [...file.bytes]).toEqual([1, 2, 3]);
    expect(file?.ownerId).toBe(2);
    expect(await store.uploads.usage(2)).toEqual({ files: 2, bytes: 5, totalBytes: 6 });
    expect(await store.uploads.count()).toBe(3);
    expect(await store.uploads.get(ID('d'))).toBeUndefined();
    expect(await store.uploads.get('../../etc/passwd')).toBeUndefined();

    expect(keysOfStore()).toEqual([`${prefix}uploads/${ID('a')}`, `${prefix}uploads/${ID('b')}`, `${prefix}uploads/${ID('c')}`]);
    expect([...(fake.objects(BUCKET).get(`${prefix}uploads/${ID('b')}`) ?? [])]).toEqual([4, 5]);
    const folder = join(location.target.dataDir, 'uploads');
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    expect(await store.db.selectFrom('uploadBytes').select('id').execute()).toEqual([]);
    expect(fake.unsigned).toBe(0);
  });

  it('serves 1 MB byte-exact', async () => {
    const bytes = Array.from({ length: 1024 * 1024 }, (_, index) => (index * 7) % 256);
    await store.uploads.put(testUpload(ID('e'), 1, bytes));
    const file = await store.uploads.get(ID('e'));
    expect(file?.bytes.length).toBe(bytes.length);
    expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
  });

  it('reset deletes every object under its prefix, page after page, and none of another prefix', async () => {
    const other = `${prefix}x/`;
    fake.objects(BUCKET).set(`${other}uploads/${ID('f')}`, Buffer.from([9]));
    for (const letter of ['1', '2', '3', '4', '5']) await store.uploads.put(testUpload(ID(letter), 1, [1]));
    expect(keysOfStore().filter((key) => !key.startsWith(other))).toHaveLength(5);
    await store.reset();
    expect(keysOfStore()).toEqual([`${other}uploads/${ID('f')}`]);
    expect(await store.uploads.get(ID('1'))).toBeUndefined();
    expect(fake.log.filter((line) => line.includes('list-type=2')).length).toBeGreaterThan(2);
    fake.objects(BUCKET).delete(`${other}uploads/${ID('f')}`);
  });

  it('refuses a taken id before touching the object, and deletes the object when its row cannot be inserted', async () => {
    await store.uploads.put(testUpload(ID('a'), 1, [1, 2]));
    await expect(store.uploads.put(testUpload(ID('a'), 1, [7]))).rejects.toBeInstanceOf(DuplicateError);
    expect([...((await store.uploads.get(ID('a')))?.bytes ?? [])]).toEqual([1, 2]);

    const keeper = s3Keeper(store.db, settingsFor(prefix));
    await expect(keeper.put(testUpload(ID('b'), 1, [3]), () => Promise.reject(new Error('row refused')))).rejects.toThrow('row refused');
    expect(keysOfStore()).toEqual([`${prefix}uploads/${ID('a')}`]);
  });

  it('a failing bucket refuses the upload with an UploadStorageError and writes no row', async () => {
    fake.failing = true;
    await expect(store.uploads.put(testUpload(ID('a'), 1, [1]))).rejects.toBeInstanceOf(UploadStorageError);
    await expect(store.uploads.put(testUpload(ID('a'), 1, [1]))).rejects.toThrow(/upload store \(S3\) could not store the upload a+: InternalError \(HTTP 500\)/);
    fake.failing = false;
    expect(await store.uploads.count()).toBe(0);
    await store.uploads.put(testUpload(ID('b'), 1, [2]));
    fake.failing = true;
    await expect(store.uploads.get(ID('b'))).rejects.toBeInstanceOf(UploadStorageError);
    fake.failing = false;
  });

  it('is reachable while the bucket answers HeadBucket, and not when it fails or is missing', async () => {
    const uploads = store.uploads as SqlStore['uploads'] & { reachable(): Promise<void> };
    await expect(uploads.reachable()).resolves.toBeUndefined();
    fake.failing = true;
    await expect(uploads.reachable()).rejects.toBeInstanceOf(UploadStorageError);
    fake.failing = false;
    await expect(s3Keeper(store.db, settingsFor(prefix, 'no-such-bucket')).reachable()).rejects.toThrow(/could not be reached/);
  });
});
