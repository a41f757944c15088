/**
 * What a signed-in dashboard load gets before the console's code runs, read from the build in dist/:
 * the admin frame in index.html (hidden until the server reveals it, drawn by HTML and CSS alone),
 * and a first load (login page and shell) without the chunks the dashboard only needs later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { withAdminFrame } from '../../server/http/adminFrame';
import { withAdminPreloads } from '../../server/http/signedInPreloads';
import { entryKey, filesOf, gzipSize, readManifest, shellAfterLogin, staticClosure } from '../../scripts/buildGraph';
import { CHUNK_PACKAGES_FILE } from '../../scripts/chunkPackagesPlugin';

const DIST = process.env.DIST_DIR ?? 'dist';
/**
 * The dashboard's first load (login page and shell, JS and CSS, gzip): 304.3 KB once the settings
 * panel, the error log's dialog, the navbar's and tags' menus and the MUI parts only they use left
 * it; 308.8 KB with the menu's permission evaluation (kernel/access/grants.ts) and the texts of the
 * permission editor, webhooks and live lists, which the shell's one catalogue held then; 294.2 KB
 * once a lazy page's own texts came with its chunk (src/providers/pageTexts.ts), the shell keeping
 * its menu title; 294.7 KB when the login page's code learnt to render the admin without a loading
 * fallback (a fallback's replacement is held back 300 ms) and to fetch a list page's engine early.
 * A new part of the shell that the dashboard does not show before its first interaction belongs
 * behind a lazy import, and a new page's texts in a section of its own.
 */
const DASHBOARD_FIRST_LOAD_BUDGET = 294.8 * 1024;
/** The dashboard's charts (echarts, zrender and the chart modules they draw), loaded after its first paint. */
const DASHBOARD_CHARTS_BUDGET = 190 * 1024;
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = readManifest(DIST);
const packagesByFile = JSON.parse(readFileSync(join(DIST, CHUNK_PACKAGES_FILE), 'utf8')) as Record<string, string[]>;

/** The frame's markup, from its opening tag to the script after it. */
const frameOf = (page: string) => {
  const start = page.indexOf('<div id="admin-frame"');
  return start < 0 ? '' : page.slice(start, page.indexOf('<script', start) < 0 ? undefined : page.indexOf('<script', start));
};

test('the built page holds the admin frame, hidden, after #root, with its rules inline', () => {
  const frame = frameOf(html);
  expect(frame).toMatch(/^<div id="admin-frame" hidden aria-hidden="true">/);
  expect(html.indexOf('<div id="root"></div>')).toBeLessThan(html.indexOf('<div id="admin-frame"'));
  // Sidebar, navbar, tags bar and both pages' placeholders.
  for (const part of ['af-side', 'af-nav', 'af-tags', 'af-user', 'af-panels', 'af-chart', 'af-list']) expect(frame, part).toMatch(new RegExp(`class="[^"]*\\b${part}\\b`));
  // Drawn before any script: no script inside it, and its rules in the page itself.
  expect(frame).not.toContain('<script');
  // (The build minifies the rules.)
  expect(html).toMatch(/<style>[^<]*#admin-frame\{[^}]*position:fixed/);
  expect(html).toMatch(/#root:has\(>:not\(\.full-page-loading\[role="?progressbar"?\]\)\)\+#admin-frame\{display:none\}/);
});

test("the frame's images are real elements of the avatars' size, not a late largest paint", () => {
  const images = frameOf(html).match(/<img [^>]*>/g) ?? [];
  expect(images.map((image) => /width="(\d+)" height="(\d+)"/.exec(image)?.slice(1).join('x'))).toEqual(['34x34', '48x48']);
  for (const image of images) expect(image).toMatch(/src="data:image\/svg\+xml,/);
});

test('a signed-in page shows the frame and links no script before it has painted', () => {
  const page = withAdminFrame(withAdminPreloads(html), { page: 'dashboard', collapsed: false });
  expect(frameOf(page)).toMatch(/^<div id="admin-frame" data-page="dashboard" aria-hidden="true">/);
  const shellScripts = (/<meta name="admin-preload" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter((file) => file.endsWith('.js'));
  expect(shellScripts.length).toBeGreaterThan(0);
  for (const file of shellScripts) expect(page).not.toContain(`href="${file}"`);
});

test("the dashboard's first load holds neither the charts, the list and form pages, nor an editor", () => {
  const firstLoad = [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)];
  const files = firstLoad.map((key) => manifest[key].file);
  const packages = new Set(files.flatMap((file) => packagesByFile[file] ?? []));
  for (const library of ['echarts', 'zrender', 'react-hook-form', '@codemirror/view', 'quill', 'write-excel-file']) expect(packages, library).not.toContain(library);
  // The CRUD engine (the generic resource page and its closure) is a chunk of its own (its key is its file name).
  const later = [/^_engine-/, /^src\/crud\/ResourceDialog\.tsx$/, /^src\/pages\/dashboard\/admin\/charts\/index\.ts$/];
  for (const pattern of later) {
    const key = Object.keys(manifest).find((name) => pattern.test(name));
    expect(key, String(pattern)).toBeDefined();
    expect(firstLoad, String(pattern)).not.toContain(key);
  }
});

test('the dashboard\'s first load stays within its byte budget (gzip), without the settings panel, the error log\'s dialog nor the menus', () => {
  const keys = [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)];
  const total = filesOf(manifest, keys).reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  expect(total).toBeLessThanOrEqual(DASHBOARD_FIRST_LOAD_BUDGET);
  for (const later of ['src/layout/settings/SettingsPanel.tsx', 'src/layout/navbar/ErrorLogDialog.tsx']) {
    expect(manifest[later]?.isDynamicEntry, later).toBe(true);
    expect(keys, later).not.toContain(later);
  }
  // MUI's Menu comes with a menu's first opening (components/LazyMenu.tsx).
  const menu = Object.keys(manifest).find((key) => /@mui\/material\/esm\/Menu\/index\.js$/.test(key));
  expect(menu, 'Menu is a lazy chunk').toBeDefined();
  expect(keys).not.toContain(menu);
});

test("the dashboard's charts bring only what they draw: within their byte budget (gzip), the plain legend without the scrolling one", () => {
  const firstLoad = new Set(filesOf(manifest, [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)]));
  const charts = filesOf(manifest, staticClosure(manifest, 'src/pages/dashboard/admin/charts/index.ts')).filter((file) => !firstLoad.has(file));
  const total = charts.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  expect(total).toBeLessThanOrEqual(DASHBOARD_CHARTS_BUDGET);
  const text = charts.map((file) => readFileSync(join(DIST, file), 'utf8')).join('\n');
  // The scrolling legend's page buttons (pageIcons) come only with LegendScrollComponent.
  expect(text).not.toContain('pageIcons');
});

test("the CRUD engine is one file beyond the first load, listed for a list's page", () => {
  const engine = (/<meta name="engine-preload" content="([^"]*)">/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const firstLoad = new Set(filesOf(manifest, [...staticClosure(manifest, entryKey(manifest)), ...shellAfterLogin(manifest)]));
  const root = Object.keys(manifest).find((key) => /^_engine-/.test(key));
  expect(root).toBeDefined();
  // The engine's lazy parts (the dialog of a create or edit) build on it.
  expect(manifest['src/crud/ResourceDialog.tsx']?.imports).toContain(root);
  const closure = filesOf(manifest, staticClosure(manifest, root as string)).filter((file) => !firstLoad.has(file));
  // Forty-six small files once: on HTTP/1.1's six connections their requests, not their bytes, held the first rows back.
  expect(closure).toHaveLength(1);
  expect(engine).toEqual(closure.map((file) => `/${file}`));
});
