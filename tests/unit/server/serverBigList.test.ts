// @vitest-environment node
/**
 * The big list through the Node server: compressed with the fast settings of server/http/apiCompression.ts
 * (the decoded bytes are the uncompressed answer's, in about a tenth of the size), and
 * read from the store no further than the client takes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/http/startServer';
import { createMemoryStore } from '../../../server/storage/memoryStore';

/** Enough rows (34 MB) that the answer cannot sit whole in the socket's buffers. */
const ROWS = 200_000;
/** "About a tenth": brotli 2 and gzip 3 give 11.5-12% on the package list. */
const MAX_RATIO = 0.13;

let dist = '';
let server: RunningServer;
let token = '';
/** What the server read of the store's JSON chunks. */
const reads = { pieces: 0, closed: false };

function get(path: string, acceptEncoding: string): Promise<{ coding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { Token: token, 'Accept-Encoding': acceptEncoding };
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ coding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sms-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  const store = createMemoryStore({ packageConfCount: ROWS });
  const jsonChunks = store.packageConfs.jsonChunks.bind(store.packageConfs);
  store.packageConfs.jsonChunks = async function* (size) {
    try {
      for await (const piece of jsonChunks(size)) {
        reads.pieces += 1;
        yield piece;
      }
    } finally {
      reads.closed = true;
    }
  };
  server = await startServer({ port: 0, distDir: dist, store });
  await store.ready;
  const login = await fetch(`${server.url}api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName: 'admin', password: '111111' }),
  });
  token = ((await login.json()) as { data: string }).data;
});

afterAll(async () => {
  await server.close();
  await server.store.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the big list through the Node server', () => {
  it('is compressed to about a tenth with brotli and with gzip, decoding to the same bytes', async () => {
    const path = '/api/sms/packageConf-list';
    const plain = await get(path, 'identity');
    expect(plain.coding).toBeUndefined();
    expect((JSON.parse(plain.body.toString()) as { data: unknown[] }).data).toHaveLength(ROWS);
    const brotli = await get(path, 'gzip, deflate, br, zstd');
    expect(brotli.coding).toBe('br');
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length / plain.body.length).toBeLessThan(MAX_RATIO);
    const gzip = await get(path, 'gzip');
    expect(gzip.coding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(gzip.body.length / plain.body.length).toBeLessThan(MAX_RATIO);
  });

  it('stops reading the store when the client goes away', async () => {
    reads.pieces = 0;
    reads.closed = false;
    await new Promise<void>((resolve, reject) => {
      const headers = { Token: token, 'Accept-Encoding': 'identity' };
      const req = request({ host: '127.0.0.1', port: server.port, path: '/api/sms/packageConf-list', headers }, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
      req.setTimeout(10_000, () => reject(new Error('no answer')));
      req.end();
    });
    await expect.poll(() => reads.closed, { timeout: 5000 }).toBe(true);
    expect(reads.pieces).toBeLessThan(ROWS / 5000);
  });
});
