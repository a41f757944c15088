/**
 * Byte budgets of the production build in dist/ (deterministic, so asserted here rather than timed):
 * the login page stays small, and no heavy library reaches the login page's or the dashboard's
 * chunks. The `build` project of vitest.config.ts; it runs when a build is there (`npm run build`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { entryKey, filesOf, gzipSize, readManifest, shellAfterLogin, staticClosure } from '../../scripts/buildGraph';
import { CHUNK_PACKAGES_FILE } from '../../scripts/chunkPackagesPlugin';
import { COMPILE_HINT } from '../../scripts/compileHintsPlugin';

const DIST = process.env.DIST_DIR ?? 'dist';
const LOGIN_BUDGET = 150 * 1024;
/** The login page stays under 80 KB; the shell after login comes in few, larger files. */
const LOGIN_TIGHT_BUDGET = 80 * 1024;
const SHELL_BUDGET = 300 * 1024;
const SHELL_MAX_FILES = 20;
/** Libraries of the demos and editors: never in the login or dashboard chunks. */
const DEMO_LIBRARIES = [
  'react-quill-new',
  'quill',
  '@uiw/react-md-editor',
  '@uiw/react-codemirror',
  '@codemirror/view',
  '@dnd-kit/core',
  'react-dropzone',
  'react-easy-crop',
  'react-resizable-panels',
  'write-excel-file',
  '@mui/x-date-pickers',
  'dompurify',
];
/** The shell around the login page must not be there either. */
const ADMIN_LIBRARIES = ['react-admin', 'ra-core', 'ra-ui-materialui', '@mui/material', 'echarts', 'msw'];

const manifest = readManifest(DIST);
const packagesByFile = JSON.parse(readFileSync(join(DIST, CHUNK_PACKAGES_FILE), 'utf8')) as Record<string, string[]>;
const packagesOf = (keys: string[]) => new Set(keys.flatMap((key) => packagesByFile[manifest[key].file] ?? []));

test('the login page loads at most 150 KB of JS and CSS (gzip)', () => {
  const files = filesOf(manifest, staticClosure(manifest, entryKey(manifest)));
  const total = files.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  expect(total).toBeLessThanOrEqual(LOGIN_BUDGET);
});

test('the login page stays at most 80 KB of JS and CSS (gzip)', () => {
  const files = filesOf(manifest, staticClosure(manifest, entryKey(manifest)));
  const total = files.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  expect(total).toBeLessThanOrEqual(LOGIN_TIGHT_BUDGET);
});

test('the shell after login is at most 20 files and 300 KB (gzip), without query-string, inflection or form libraries', () => {
  const keys = shellAfterLogin(manifest);
  const files = filesOf(manifest, keys);
  expect(files.length).toBeLessThanOrEqual(SHELL_MAX_FILES);
  const total = files.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  expect(total).toBeLessThanOrEqual(SHELL_BUDGET);
  const packages = packagesOf(keys);
  expect(packages).toContain('ra-core');
  for (const library of ['query-string', 'inflection', 'react-hook-form', 'dompurify']) expect(packages, library).not.toContain(library);
});

test('the login page pulls in neither the admin shell nor any demo library', () => {
  const packages = packagesOf(staticClosure(manifest, entryKey(manifest)));
  expect(packages).toContain('react-dom');
  for (const library of [...ADMIN_LIBRARIES, ...DEMO_LIBRARIES]) expect(packages, library).not.toContain(library);
});

test('the dashboard pulls in no demo library', () => {
  // The dashboard page and the admin dashboard's first view are modules of the shell's chunks.
  const shell = shellAfterLogin(manifest);
  expect(shell.length).toBeGreaterThan(0);
  const packages = packagesOf(shell);
  // react-admin's own package is only its <Admin> (not used: see layout/ShellAdminUI.tsx); the admin UI is ra-ui-materialui.
  expect(packages).toContain('ra-ui-materialui');
  for (const library of DEMO_LIBRARIES) expect(packages, library).not.toContain(library);
});

test('MSW stays out of every chunk unless the in-browser mock is switched on', () => {
  const packages = packagesOf([...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)]);
  expect(packages).not.toContain('msw');
  const mockChunk = Object.keys(manifest).find((key) => key.startsWith('mock/browser'));
  expect(mockChunk && manifest[mockChunk].isDynamicEntry).toBe(true);
});

test('the chart library is compiled whole while it downloads; the shell and the login page are not', () => {
  const startsWithHint = (file: string) => readFileSync(join(DIST, file), 'utf8').startsWith(`${COMPILE_HINT}\n`);
  const chartFiles = Object.entries(packagesByFile)
    .filter(([, packages]) => packages.includes('echarts') || packages.includes('zrender'))
    .map(([file]) => file);
  expect(chartFiles.length).toBeGreaterThan(0);
  for (const file of chartFiles) expect(startsWithHint(file), file).toBe(true);
  const eager = filesOf(manifest, [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)]).filter((file) => file.endsWith('.js'));
  for (const file of eager) expect(startsWithHint(file), file).toBe(false);
});

test('the shell runs in two stages: MUI and its themes first, in a chunk of its own that the rest of the shell shares', () => {
  // The first stage (src/shell/stages/uiLibraries.ts) is the 'shell-ui' chunk, imported on its own by
  // the login page's loadAdmin and by the rest of the shell.
  const stage = Object.keys(manifest).find((key) => manifest[key].file.startsWith('assets/shell-ui-'));
  expect(stage, 'the first stage is a chunk of its own').toBeDefined();
  const loginKeys = staticClosure(manifest, entryKey(manifest));
  expect(loginKeys.some((key) => manifest[key].dynamicImports?.includes(stage as string))).toBe(true);
  expect(shellAfterLogin(manifest)).toContain(stage);
  const stageFiles = filesOf(manifest, staticClosure(manifest, stage as string));
  const stagePackages = packagesOf([stage as string]);
  expect(stagePackages).toContain('@mui/material');
  for (const library of ['ra-core', 'ra-ui-materialui', '@tanstack/query-core', 'lodash']) expect(stagePackages, library).not.toContain(library);
  // Nothing the shell would not load anyway: the stage's files are all among the shell's.
  const shellFiles = new Set(filesOf(manifest, [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)]));
  for (const file of stageFiles) expect(shellFiles, file).toContain(file);
});

test('every script and style sheet of the build has a brotli copy for the server, and it is the file', () => {
  const assets = readdirSync(join(DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  expect(assets.length).toBeGreaterThan(10);
  for (const file of assets) {
    const body = readFileSync(join(DIST, 'assets', file));
    if (body.length < 512) continue;
    const copy = readFileSync(join(DIST, 'assets', `${file}.br`));
    expect(copy.length, file).toBeLessThan(body.length);
    expect(brotliDecompressSync(copy).equals(body), file).toBe(true);
  }
});
