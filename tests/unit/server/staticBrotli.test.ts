// @vitest-environment node
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliOf, compressInBackground, filesNamedIn } from '../../../server/http/staticBrotli';

const text = (seed: string) => Buffer.from(`export const ${seed} = ${JSON.stringify('abc'.repeat(4000))};\n`.repeat(20));

describe('static brotli', () => {
  it('never compresses on the caller: the first ask starts the work and answers undefined', async () => {
    const body = text('first');
    expect(brotliOf(body)).toBeUndefined();
    await compressInBackground(body);
    const compressed = brotliOf(body);
    expect(compressed).toBeInstanceOf(Buffer);
    expect((compressed as Buffer).length).toBeLessThan(body.length / 20);
    expect(brotliDecompressSync(compressed as Buffer).equals(body)).toBe(true);
  });

  it('compresses each file version once: concurrent asks share the work', async () => {
    const body = text('shared');
    const first = compressInBackground(body);
    expect(compressInBackground(body)).toBe(first);
    await first;
    expect(brotliOf(body)).toBe(brotliOf(body));
  });

  it("lists the build files an index.html loads, each once, and nothing outside /assets/", () => {
    const html = `<script type="module" src="/assets/index-A1.js"></script>
      <link rel="modulepreload" href="/assets/login-B2.js"><link rel="stylesheet" href="/assets/login-C3.css">
      <meta name="admin-preload" content="/assets/shell-D4.js /assets/shell-E5.css /assets/login-B2.js">
      <link rel="icon" href="/favicon.svg"><script src="https://cdn.example/assets/x.js"></script>`;
    expect(filesNamedIn(html)).toEqual(['/assets/index-A1.js', '/assets/login-B2.js', '/assets/login-C3.css', '/assets/shell-D4.js', '/assets/shell-E5.css']);
  });
});
