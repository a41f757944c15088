/**
 * API answers leave the Node server paced and compressed. Hono's own `compress()` has neither
 * brotli on Node 20 (CompressionStream) nor a level, and at zlib's default level the 17 MB answer
 * of 100,000 package configurations costs about twice the CPU; so this middleware keeps the
 * settings measured for the streamed lists (docs/benchmarks.md):
 * - brotli 2 / gzip 3: about 70 / 55 ms of CPU for 11.5% of the bytes on that answer (brotli 4 and
 *   gzip 6 took 110 and 130 ms for 11% and 10%);
 * - a 256 KB output buffer for a streamed answer (no Content-Length): with zlib's 16 KB each chunk
 *   of rows went back and forth to the main thread about six times (SQLite, 100,000 rows: brotli
 *   about 260 -> 180 ms, gzip 260 -> 170 ms);
 * - a streamed body is read one chunk per turn of the event loop (paced.ts), so that a small request
 *   is not kept waiting behind the serialisation of a big list.
 */
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { preferredCoding } from './codings';
import { pacedReadable } from './paced';

/** Answers smaller than this are sent as they are. */
const COMPRESS_MIN_BYTES = 1024;
const BROTLI_QUALITY = 2;
const GZIP_LEVEL = 3;
const STREAM_OUTPUT_BYTES = 256 * 1024;

function compressorFor(coding: 'br' | 'gzip', streamed: boolean): Transform {
  const chunkSize = streamed ? STREAM_OUTPUT_BYTES : undefined;
  if (coding === 'gzip') return createGzip({ level: GZIP_LEVEL, chunkSize });
  return createBrotliCompress({ chunkSize, params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
}

function isCompressible(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  // An event stream is sent as it is written: a compressor would hold its events back.
  return /json|text/.test(type) && !type.includes('event-stream') && !(length < COMPRESS_MIN_BYTES) && !response.headers.has('content-encoding');
}

/** `source` through `transform`, as a web stream; cancelling it stops the source. */
function webStreamOf(source: Readable, transform?: Transform): ReadableStream<Uint8Array> {
  if (!transform) return Readable.toWeb(source) as ReadableStream<Uint8Array>;
  // Errors (a client gone) destroy both ends; nothing is left to report.
  pipeline(source, transform).catch(() => undefined);
  return Readable.toWeb(transform) as ReadableStream<Uint8Array>;
}

export const apiCompression: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  if (!response.body || c.req.method === 'HEAD') return;
  const streamed = !response.headers.has('content-length');
  const coding = isCompressible(response) ? preferredCoding(c.req.header('accept-encoding')) : undefined;
  if (!coding && !streamed) return;
  const source = pacedReadable(response.body as NodeReadableStream<Uint8Array>);
  const body = webStreamOf(source, coding ? compressorFor(coding, streamed) : undefined);
  response.headers.delete('content-length');
  c.res = new Response(body, response);
  if (coding) {
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', coding);
    c.res.headers.append('vary', 'Accept-Encoding');
  }
};
