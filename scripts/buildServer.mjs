#!/usr/bin/env node
// The server compiled to one JavaScript file (build/server/main.mjs), so that a production install
// (`npm ci --omit=dev`) runs it with Node alone: its runtime packages stay external and come from
// `dependencies`; everything of this repository it imports (server/, the kernel, the resource files)
// is bundled. build/server sits two folders deep, as server/http does, so the paths it finds
// relative to itself (../../dist, ../../data) are the same.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['server/http/main.ts'],
  outfile: 'build/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies),
  // Bundled CommonJS (if any) may call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
console.log('Server built: build/server/main.mjs');
