/**
 * A tiny in-memory S3-compatible server for tests (loopback only): path-style PutObject, GetObject,
 * HeadObject, DeleteObject, HeadBucket, DeleteObjects (POST ?delete) and ListObjectsV2 (GET
 * ?list-type=2, with prefix and continuation). Signatures are not checked, but every request must
 * carry an `AWS4-HMAC-SHA256` Authorization header: proof that the SDK signed it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The objects of a bucket, by key. */
  objects(bucket: string): Map<string, Buffer>;
  /** While true, every request gets HTTP 500 InternalError. */
  failing: boolean;
  /** Requests refused for want of a signature. */
  unsigned: number;
  /** Requests answered, as `METHOD path?query`. */
  log: string[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  /** Buckets that exist (others answer NoSuchBucket). */
  buckets: string[];
  /** Keys per ListObjectsV2 page (default 1000; small to test continuation). */
  pageSize?: number;
}

const xmlEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

function error(res: ServerResponse, status: number, code: string, message: string, method: string): void {
  res.statusCode = status;
  if (method === 'HEAD') {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
}

function xml(res: ServerResponse, body: string): void {
  res.setHeader('Content-Type', 'application/xml');
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3({ buckets, pageSize = 1000 }: FakeS3Options): Promise<FakeS3> {
  const store = new Map<string, Map<string, Buffer>>(buckets.map((name) => [name, new Map()]));

  const list = (res: ServerResponse, bucket: Map<string, Buffer>, name: string, query: URLSearchParams): void => {
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : '';
    const max = Math.min(pageSize, Number(query.get('max-keys') ?? pageSize));
    const keys = [...bucket.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page.map((key) => `<Contents><Key>${xmlEscape(key)}</Key><Size>${bucket.get(key)?.length ?? 0}</Size></Contents>`).join('');
    const next = truncated ? `<NextContinuationToken>${Buffer.from(page[page.length - 1] ?? '').toString('base64url')}</NextContinuationToken>` : '';
    xml(
      res,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${name}</Name><Prefix>${xmlEscape(prefix)}</Prefix>` +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
    );
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, fake: FakeS3): Promise<void> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.log.push(`${method} ${url.pathname}${url.search}`);
    const body = await bodyOf(req);
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
      fake.unsigned += 1;
      return error(res, 403, 'AccessDenied', 'The request is not signed', method);
    }
    if (fake.failing) return error(res, 500, 'InternalError', 'The fake store is failing on purpose', method);
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const bucket = store.get(decodeURIComponent(bucketName));
    if (!bucket) return error(res, 404, 'NoSuchBucket', `No bucket ${bucketName}`, method);
    if (key === '') {
      if (method === 'HEAD') return void res.end();
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return list(res, bucket, bucketName, url.searchParams);
      if (method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString().matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlUnescape(match[1] ?? ''));
        for (const one of keys) bucket.delete(one);
        const quiet = /<Quiet>true<\/Quiet>/.test(body.toString());
        return xml(res, `<DeleteResult>${quiet ? '' : keys.map((one) => `<Deleted><Key>${xmlEscape(one)}</Key></Deleted>`).join('')}</DeleteResult>`);
      }
      return error(res, 501, 'NotImplemented', `${method} on a bucket`, method);
    }
    const object = bucket.get(key);
    switch (method) {
      case 'PUT':
        bucket.set(key, body);
        res.setHeader('ETag', `"${body.length}"`);
        return void res.end();
      case 'GET':
      case 'HEAD':
        if (!object) return error(res, 404, 'NoSuchKey', `No object ${key}`, method);
        res.setHeader('Content-Length', String(object.length));
        res.setHeader('Content-Type', 'application/octet-stream');
        return void res.end(method === 'GET' ? object : undefined);
      case 'DELETE':
        bucket.delete(key);
        res.statusCode = 204;
        return void res.end();
      default:
        return error(res, 501, 'NotImplemented', `${method} on an object`, method);
    }
  };

  const server = createServer();
  const fake: FakeS3 = {
    endpoint: '',
    objects: (bucket) => store.get(bucket) ?? new Map(),
    failing: false,
    unsigned: 0,
    log: [],
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
  server.on('request', (req, res) => {
    answer(req, res, fake).catch((failure: unknown) => error(res, 500, 'InternalError', String(failure), req.method ?? 'GET'));
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
