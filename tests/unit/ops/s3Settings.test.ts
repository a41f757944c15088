// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../../../server/http/env';
import { describeTarget, targetFromEnv } from '../../../server/sql/connect';
import { s3FromEnv } from '../../../server/sql/s3Settings';

const BASE = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'sms-uploads' };

describe('S3 settings', () => {
  it('are off without S3_ENDPOINT and S3_BUCKET', () => {
    expect(s3FromEnv({})).toBeUndefined();
    expect(s3FromEnv({ S3_ENDPOINT: ' ', S3_BUCKET: '' })).toBeUndefined();
    expect(targetFromEnv({ DATA_DIR: '/tmp/x' })).toEqual({ dialect: 'sqlite', dataDir: '/tmp/x', location: '/tmp/x/sms-admin.db' });
  });

  it('read the endpoint, bucket, region, credentials and prefix', () => {
    expect(s3FromEnv(BASE)).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'sms-uploads', region: 'us-east-1', credentials: undefined, prefix: '' });
    expect(
      s3FromEnv({ ...BASE, S3_ENDPOINT: 'https://s3.example.com/', S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'SK', S3_PREFIX: '/prod/sms' }),
    ).toEqual({ endpoint: 'https://s3.example.com', bucket: 'sms-uploads', region: 'eu-west-3', credentials: { accessKeyId: 'AK', secretAccessKey: 'SK' }, prefix: 'prod/sms/' });
  });

  it('go with either engine, and show in the description without the credentials', () => {
    const sqlite = targetFromEnv({ ...BASE, DATA_DIR: '/tmp/x', S3_ACCESS_KEY_ID: 'AK', S3_SECRET_ACCESS_KEY: 'secret-value' });
    expect(sqlite.s3?.bucket).toBe('sms-uploads');
    const postgres = targetFromEnv({ ...BASE, DATABASE_URL: 'postgres://u:p@db/sms' });
    expect(postgres).toMatchObject({ dialect: 'postgres', s3: { endpoint: 'http://127.0.0.1:9000' } });
    expect(describeTarget(sqlite)).toBe('SQLite /tmp/x/sms-admin.db, uploads in S3 http://127.0.0.1:9000/sms-uploads/uploads/');
    expect(describeTarget(sqlite)).not.toContain('secret');
    expect(optionsFromEnv({ ...BASE, DATA_DIR: '/tmp/x' }).database?.s3?.bucket).toBe('sms-uploads');
  });

  it.each([
    [{ S3_BUCKET: 'b-1' }, 'S3_BUCKET is set but S3_ENDPOINT is not'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_REGION: 'eu-west-3' }, 'S3_REGION set without S3_ENDPOINT and S3_BUCKET'],
    [{ ...BASE, S3_ENDPOINT: 'ftp://127.0.0.1:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...BASE, S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...BASE, S3_ENDPOINT: 'not a url' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ ...BASE, S3_ENDPOINT: 'http://key:secret@127.0.0.1:9000' }, 'S3_ENDPOINT must not hold credentials'],
    [{ ...BASE, S3_ENDPOINT: 'http://127.0.0.1:9000/sms-uploads' }, 'without a path or query'],
    [{ ...BASE, S3_BUCKET: 'Uploads' }, 'S3_BUCKET must be a bucket name'],
    [{ ...BASE, S3_BUCKET: 'ab' }, 'S3_BUCKET must be a bucket name'],
    [{ ...BASE, S3_BUCKET: 'a..b' }, 'S3_BUCKET must be a bucket name'],
    [{ ...BASE, S3_BUCKET: '192.168.1.1' }, 'S3_BUCKET must be a bucket name'],
    [{ ...BASE, S3_BUCKET: 'a_b' }, 'S3_BUCKET must be a bucket name'],
    [{ ...BASE, S3_REGION: 'EU West' }, 'S3_REGION must be a region name'],
    [{ ...BASE, S3_ACCESS_KEY_ID: 'AK' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...BASE, S3_SECRET_ACCESS_KEY: 'SK' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ ...BASE, S3_PREFIX: 'a/../b' }, 'S3_PREFIX may hold'],
    [{ ...BASE, S3_PREFIX: 'a b' }, 'S3_PREFIX may hold'],
  ])('refuse %o at start-up', (env, message) => {
    expect(() => s3FromEnv(env)).toThrow(message);
    expect(() => optionsFromEnv(env)).toThrow(message);
  });

  it('leave the AWS SDK unloaded unless S3 is configured: no server file imports it but as a type or dynamically', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
    const eager = files('server').filter((file) => /^import (?!type )[^;]*from '@aws-sdk\//m.test(readFileSync(file, 'utf8')));
    expect(eager).toEqual([]);
    expect(readFileSync('server/sql/s3Bytes.ts', 'utf8')).toContain("import('@aws-sdk/client-s3')");
  });
});
