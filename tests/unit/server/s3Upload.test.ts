// @vitest-environment node
/** The bundled server with SQLite and its uploads in an S3-compatible bucket (a fake one on loopback). */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/http/startServer';
import type { SqlStore } from '../../../server/sql/sqlStore';
import { GIF } from '../../fixtures/images';
import { startFakeS3, type FakeS3 } from '../../helpers/fakeS3';

const BUCKET = 'console-uploads';
let fake: FakeS3;
let server: RunningServer;
let root = '';

beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET] });
  root = mkdtempSync(join(tmpdir(), 'sms-s3-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(dist, 'config.json'), '{"mock":false}');
  const dataDir = join(root, 'data');
  server = await startServer({
    port: 0,
    distDir: dist,
    database: {
      dialect: 'sqlite',
      dataDir,
      location: join(dataDir, 'sms-admin.db'),
      s3: { endpoint: fake.endpoint, bucket: BUCKET, region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, prefix: 'console/' },
    },
  });
});

afterAll(async () => {
  await server?.close();
  await fake?.close();
  rmSync(root, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const answer = await fetch(`${server.url}api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
  return ((await answer.json()) as { data: string }).data;
}

function uploadGif(token: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([GIF], { type: 'image/gif' }), 'a.gif');
  return fetch(`${server.url}api/upload/image`, { method: 'POST', headers: { Token: token }, body: form });
}

const ready = async (): Promise<{ status: number; body: { status: string; reason?: string } }> => {
  const answer = await fetch(`${server.url}api/ready`);
  return { status: answer.status, body: (await answer.json()) as { status: string; reason?: string } };
};

describe('uploads in S3 through the API', () => {
  it('are stored in the bucket (not on disk, not in uploadBytes) and served back byte-exact', async () => {
    const answer = (await (await uploadGif(await signIn())).json()) as { code: string; data: { url: string } };
    expect(answer.code).toBe('00000');
    const id = /\/upload\/files\/([0-9a-f]{24})/.exec(answer.data.url)?.[1] ?? '';
    expect(id).not.toBe('');
    expect(new Uint8Array(fake.objects(BUCKET).get(`console/uploads/${id}`) ?? [])).toEqual(GIF);
    const db = (server.store as SqlStore).db;
    expect(await db.selectFrom('uploadBytes').select('id').execute()).toEqual([]);
    const folder = join(root, 'data', 'uploads');
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);

    const file = await fetch(new URL(answer.data.url, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(GIF);
    expect(fake.unsigned).toBe(0);
  });

  it('a failing bucket: 503 with a clear message on upload and download, not ready, and back when it answers again', async () => {
    const token = await signIn();
    const stored = (await (await uploadGif(token)).json()) as { data: { url: string } };
    expect((await ready()).status).toBe(200);
    fake.failing = true;
    try {
      const refused = await uploadGif(token);
      expect(refused.status).toBe(503);
      const body = (await refused.json()) as { code: string; message: string };
      expect(body.code).toBe('50300');
      expect(body.message).toMatch(/^The upload store \(S3\) could not store the upload [0-9a-f]{24}: InternalError \(HTTP 500\).*Try again later, or ask an administrator\.$/);
      const download = await fetch(new URL(stored.data.url, server.url));
      expect(download.status).toBe(503);
      await expect.poll(async () => (await ready()).status, { timeout: 5000 }).toBe(503);
      expect((await ready()).body.reason).toMatch(/^upload store unavailable: The upload store \(S3\) could not be reached/);
      // The server itself stays up.
      expect((await fetch(`${server.url}api/health`)).status).toBe(200);
    } finally {
      fake.failing = false;
    }
    await expect.poll(async () => (await ready()).status, { timeout: 5000 }).toBe(200);
    expect((await uploadGif(token)).status).toBe(200);
  });
});
