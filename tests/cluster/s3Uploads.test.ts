/**
 * Two server processes on one throw-away PostgreSQL with the uploads in an S3-compatible bucket (a
 * fake one in this process, on loopback): an upload through one is an object of the bucket, not a
 * row of uploadBytes, and the other serves it byte-exact. Run by `npm run test:cluster`.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDeployment, type Deployment, type Instance } from './instances';
import { PNG } from '../fixtures/images';
import { startFakeS3, type FakeS3 } from '../helpers/fakeS3';

const BUCKET = 'cluster-uploads';
let fake: FakeS3;
let deployment: Deployment;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  fake = await startFakeS3({ buckets: [BUCKET] });
  deployment = await createDeployment({}, { S3_ENDPOINT: fake.endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_PREFIX: 'cluster' });
  a = await deployment.start();
  b = await deployment.start();
});

afterAll(async () => {
  await deployment?.dispose();
  await fake?.close();
});

it('serves an upload made through one instance from the other, out of the bucket', async () => {
  const login = await fetch(`${a.origin}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
  const token = ((await login.json()) as { data: string }).data;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const uploaded = (await (await fetch(`${a.origin}/api/upload/image`, { method: 'POST', headers: { Token: token }, body: form })).json()) as { data: { url: string } };
  const id = /\/upload\/files\/([0-9a-f]{24})/.exec(uploaded.data.url)?.[1] ?? '';
  expect(fake.objects(BUCKET).has(`cluster/uploads/${id}`)).toBe(true);

  const served = await fetch(`${b.origin}${uploaded.data.url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(PNG));

  const client = new pg.Client({ connectionString: deployment.databaseUrl });
  await client.connect();
  try {
    expect((await client.query('select count(*)::int as n from "uploadBytes"')).rows[0]).toEqual({ n: 0 });
  } finally {
    await client.end();
  }
  for (const instance of [a, b]) expect((await fetch(`${instance.origin}/api/ready`)).status).toBe(200);
  expect(fake.unsigned).toBe(0);
});
