/**
 * Build plugin: a brotli and a gzip copy (`<file>.br`, `<file>.gz`, best quality) beside each
 * compressible asset of the build, made once here rather than by the server at run time: brotli 11
 * costs about half a second of CPU per large chunk, about 9 s for the whole build. The
 * embedded server serves them as the browser accepts (Hono's serveStatic, `precompressed`,
 * server/http/staticFiles.ts); other hosts can do the same (nginx's brotli_static, gzip_static).
 * Only `assets/` (hashed, immutable): index.html and config.json may be edited after the build.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg', '.ttf', '.otf', '.eot', '.ico', '.wasm']);
const isCompressible = (file: string): boolean => COMPRESSIBLE.has(extname(file).toLowerCase());

/** Files smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli at its best quality, for text. */
function brotliOptions(size: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => file.startsWith('assets/') && isCompressible(file));
      // All at once: zlib runs them on the thread pool, a few at a time.
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(join(outDir, file));
          if (body.length < COMPRESS_MIN_BYTES) return;
          await writeFile(join(outDir, `${file}.br`), await brotli(body, brotliOptions(body.length)));
          await writeFile(join(outDir, `${file}.gz`), await gzipped(body, { level: 9 }));
        }),
      );
    },
  };
}
