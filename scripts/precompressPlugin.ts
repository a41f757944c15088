/**
 * Build plugin: a brotli copy (`<file>.br`, best quality) beside each compressible asset of the
 * build, made once here rather than by the server at run time: brotli 11 costs about half a second of
 * CPU per large chunk, about 9 s for the whole build (issue 12). The embedded server serves it to
 * browsers that accept brotli (server/http/static.ts); other hosts can do the same (nginx's
 * brotli_static). Only `assets/` (hashed, immutable): index.html and config.json may be edited
 * after the build.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESS_MIN_BYTES, isCompressible } from '../server/http/mime';
import { brotliOptions } from '../server/http/staticBrotli';

const compress = promisify(brotliCompress);

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
          if (body.length >= COMPRESS_MIN_BYTES) await writeFile(join(outDir, `${file}.br`), await compress(body, brotliOptions(body.length)));
        }),
      );
    },
  };
}
