/** Small helpers over node:http requests and responses. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {}

/** Beyond this many bytes an over-limit body is no longer drained: the connection is closed instead. */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/**
 * The whole request body, refusing more than `limit` bytes. On refusal the rest of the body is read
 * and dropped (up to DRAIN_LIMIT), so that the kept-alive connection stays in step for the next
 * request; `req.socket` is destroyed only for a flood beyond that.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = declared > limit;
    const refuse = (): void => {
      refused = true;
      chunks.length = 0;
      if (size > DRAIN_LIMIT || declared > DRAIN_LIMIT) {
        req.removeListener('data', onData);
        req.removeListener('end', onEnd);
        reject(new BodyTooLargeError(`Request body over ${limit} bytes`, { cause: 'flood' }));
      }
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (!refused && size > limit) refuse();
      else if (refused && size > DRAIN_LIMIT) refuse();
      if (!refused) chunks.push(chunk);
    };
    const onEnd = (): void => {
      if (refused) reject(new BodyTooLargeError(`Request body over ${limit} bytes`));
      else resolve(Buffer.concat(chunks));
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
    if (refused && declared > DRAIN_LIMIT) refuse();
  });
}

/** The content codings the client accepts (names in lower case; a `q=0` refuses one). */
function acceptedCodings(req: IncomingMessage): Set<string> {
  const accepted = new Set<string>();
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  return accepted;
}

/** Does the client accept gzip (and not with q=0)? */
export function acceptsGzip(req: IncomingMessage): boolean {
  const accepted = acceptedCodings(req);
  return accepted.has('gzip') || accepted.has('*');
}

/** The coding to answer with: brotli when accepted, else gzip, else none. */
export function preferredCoding(req: IncomingMessage): 'br' | 'gzip' | undefined {
  if (acceptedCodings(req).has('br')) return 'br';
  return acceptsGzip(req) ? 'gzip' : undefined;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length, 'Cache-Control': 'no-store', ...headers });
  res.end(bytes);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  const bytes = Buffer.from(text);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': bytes.length, ...headers });
  res.end(bytes);
}
