/**
 * Brotli for the built console's files (issue 12: the dashboard's first load on a slow phone is
 * bound by the bytes of its scripts). At its best quality brotli is about 15% smaller than gzip 9 on
 * the console's chunks (login + shell: 277 -> 237 KB), but it costs about half a second of CPU per
 * large chunk. The build writes a `.br` beside each asset (scripts/precompressPlugin.ts), which the
 * server adopts; anything else (index.html, config.json, an asset without its `.br`) is compressed
 * once per file version on libuv's thread pool, never on the event loop, and served gzipped until
 * its brotli is ready.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, type BrotliOptions } from 'node:zlib';

const ready = new WeakMap<Buffer, Buffer>();
const pending = new WeakMap<Buffer, Promise<void>>();
const decompress = promisify(brotliDecompress);

/** Brotli at its best quality, for text. */
export function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Takes a brotli made beforehand (the build's `.br` file) for `body`, if it really is `body`'s. */
export async function adoptBrotli(body: Buffer, compressed: Buffer): Promise<boolean> {
  try {
    if (!(await decompress(compressed)).equals(body)) return false;
  } catch {
    return false;
  }
  ready.set(body, compressed);
  return true;
}

/** Compresses `body` once (later calls share the work); resolves when its brotli is ready. */
export function compressInBackground(body: Buffer): Promise<void> {
  if (ready.has(body)) return Promise.resolve();
  let job = pending.get(body);
  if (!job) {
    job = new Promise<void>((resolveJob) => {
      brotliCompress(body, brotliOptions(body.length), (error, compressed) => {
        pending.delete(body);
        // A failed compression leaves the file on gzip; the next request tries again.
        if (!error) ready.set(body, compressed);
        resolveJob();
      });
    });
    pending.set(body, job);
  }
  return job;
}

/** The brotli of `body` if it is ready; otherwise starts it and answers undefined (serve gzip now). */
export function brotliOf(body: Buffer): Buffer | undefined {
  const compressed = ready.get(body);
  if (!compressed) void compressInBackground(body);
  return compressed;
}

/**
 * The build files an index.html loads: root-relative `/assets/...` paths in its attributes (src,
 * href, and the space-separated admin-preload list), not those of other hosts.
 */
export function filesNamedIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?<=["'\s])\/assets\/[\w.-]+\.(?:js|css)(?=["'\s])/g)) found.add(match[0]);
  return [...found];
}
