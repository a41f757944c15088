/**
 * Brotli for the built console's files (issue 12: the dashboard's first load on a slow phone is
 * bound by the bytes of its scripts). At its best quality brotli is about 15% smaller than gzip 9 on
 * the console's chunks (login + shell: 277 -> 237 KB), but it costs about half a second of CPU per
 * large chunk. So it never runs on the event loop: each file version is compressed once on libuv's
 * thread pool, and until its brotli is ready the file is served gzipped.
 */
import { brotliCompress, constants } from 'node:zlib';

const ready = new WeakMap<Buffer, Buffer>();
const pending = new WeakMap<Buffer, Promise<void>>();

/** Compresses `body` once (later calls share the work); resolves when its brotli is ready. */
export function compressInBackground(body: Buffer): Promise<void> {
  if (ready.has(body)) return Promise.resolve();
  let job = pending.get(body);
  if (!job) {
    job = new Promise<void>((resolveJob) => {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      brotliCompress(body, { params }, (error, compressed) => {
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
