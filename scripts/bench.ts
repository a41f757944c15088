/**
 * npm run bench: the production build's numbers.
 * - Login page: first-load bytes (JS + CSS, gzip) and time to a visible login form in Chromium.
 * - 100,000 package configurations: time to the first rendered page and p95 of page, sort and
 *   search changes.
 * - Gzip size of the dashboard and of each demo chunk.
 * Prints a Markdown report (also written to bench-results.md).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../mock/server/startServer';
import { chromiumArgs, chromiumPath } from './chromium';
import { entryKey, filesOf, gzipSize, kb, readManifest, staticClosure } from './buildGraph';

const DIST = process.env.DIST_DIR ?? 'dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const LOGIN_BUDGET_KB = 150;
const INTERACTION_BUDGET_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** p95 of the samples; a sample that never changed the page (NaN) makes the whole figure NaN. */
const p95 = (values: number[]) =>
  values.some(Number.isNaN) ? Number.NaN : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

function bundleSizes() {
  const manifest = readManifest(DIST);
  const entry = staticClosure(manifest, entryKey(manifest));
  const loginFiles = filesOf(manifest, entry);
  const loginBytes = loginFiles.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  const shellKey = Object.keys(manifest).find((key) => key.endsWith('shell/AdminBoot.tsx'));
  const shell = new Set(shellKey ? staticClosure(manifest, shellKey) : []);
  const own = (key: string) => {
    const keys = staticClosure(manifest, key).filter((chunk) => !shell.has(chunk) && !entry.includes(chunk));
    return filesOf(manifest, keys).reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  };
  const shellBytes = filesOf(manifest, [...shell]).reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/(demos|pages|crud)\//.test(key))
    .map((key) => ({ key, bytes: own(key) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { loginFiles, loginBytes, shellBytes, pages };
}

async function timeLoginForm(browser: Browser, base: string) {
  const times: number[] = [];
  const transferred: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}login`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    const { visibleAt, bytes } = await page.evaluate(() => ({
      visibleAt: performance.now(),
      bytes: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.(js|css)(\?|$)/.test(entry.name))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    }));
    times.push(visibleAt);
    transferred.push(bytes);
    await context.close();
  }
  return { median: median(times), p95: p95(times), transferred: median(transferred) };
}

/** Runs an action in the page and waits until the first body row's text changes, plus one frame. */
async function measureChange(page: Page, action: string, argument?: string): Promise<number> {
  return page.evaluate(
    async ({ action, argument }) => {
      const table = document.querySelector('main table[aria-label="Manage packageConf"]') as HTMLTableElement;
      const body = table.tBodies[0];
      const before = body.innerText;
      const started = performance.now();
      const changed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (body.innerText !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(body, { subtree: true, childList: true, characterData: true });
      });
      if (action === 'next') (document.querySelector('main nav[aria-label="pagination"] button[aria-label="Go to next page"]') as HTMLButtonElement).click();
      if (action === 'sort') (Array.from(table.querySelectorAll('thead button, thead [role="button"]')).find((el) => el.textContent?.trim() === argument) as HTMLElement).click();
      if (action === 'search') {
        const input = document.querySelector('main input[aria-label="Search"]') as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, argument ?? '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000));
      if ((await Promise.race([changed, timedOut])) === 'timeout') return Number.NaN;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      return performance.now() - started;
    },
    { action, argument },
  );
}

async function bigList(browser: Browser) {
  // On the store `npm start` uses (SQLite), in a folder of its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-bench-'));
  const database = { dialect: 'sqlite' as const, dataDir, location: join(dataDir, 'sms-admin.db') };
  const server = await startServer({ port: 0, distDir: DIST, packageCount: 100_000, database });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await page.request.post(`${server.url}api/user/login`, { data: { userName: 'admin', password: '111111' } });
    const token = ((await login.json()) as { data: string }).data;
    await context.addCookies([{ name: 'Admin-Token', value: token, url: server.url }]);
    await page.goto(`${server.url}permission/packageConf`, { waitUntil: 'commit' });
    await page.locator('main table[aria-label="Manage packageConf"] tbody tr td').first().waitFor();
    const firstPage = await page.evaluate(() => performance.now());
    const paging: number[] = [];
    const sorting: number[] = [];
    const searching: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) paging.push(await measureChange(page, 'next'));
    // Alternating fields: each click sorts by a new field, so the first page always changes.
    const sortable = ['totalNum', 'packageId', 'remainNum', 'createTime'];
    for (let i = 0; i < SAMPLES; i += 1) sorting.push(await measureChange(page, 'sort', sortable[i % sortable.length]));
    // A different package id each time, so every search changes the rows shown.
    for (let i = 0; i < SAMPLES; i += 1) searching.push(await measureChange(page, 'search', `PKG-${1000 + i * 7}`));
    await context.close();
    return { firstPage, paging: p95(paging), sorting: p95(sorting), searching: p95(searching) };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const sizes = bundleSizes();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const server = await startServer({ port: 0, distDir: DIST });
  let login;
  try {
    login = await timeLoginForm(browser, server.url);
  } finally {
    await server.close();
  }
  const list = await bigList(browser);
  await browser.close();

  const check = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
  const lines = [
    `# Benchmark (${new Date().toISOString().slice(0, 10)}, ${RUNS} runs, ${SAMPLES} samples, Chromium headless)`,
    '',
    '| measure | value | budget |',
    '|---|---|---|',
    `| login page first load, JS + CSS gzip (${sizes.loginFiles.length} files) | ${kb(sizes.loginBytes)} | ≤ ${LOGIN_BUDGET_KB} KB, ${check(sizes.loginBytes <= LOGIN_BUDGET_KB * 1024)} |`,
    `| login page bytes transferred before the form shows (median) | ${kb(login.transferred)} | |`,
    `| time to a visible login form (median / p95) | ${ms(login.median)} / ${ms(login.p95)} | well under 1 s, ${check(login.p95 < 1000)} |`,
    `| admin shell loaded after login, gzip | ${kb(sizes.shellBytes)} | |`,
    `| 100,000 package configurations: first rendered page | ${ms(list.firstPage)} | |`,
    `| 100,000 rows: page change p95 | ${ms(list.paging)} | ≤ ${INTERACTION_BUDGET_MS} ms, ${check(list.paging <= INTERACTION_BUDGET_MS)} |`,
    `| 100,000 rows: sort change p95 | ${ms(list.sorting)} | ≤ ${INTERACTION_BUDGET_MS} ms, ${check(list.sorting <= INTERACTION_BUDGET_MS)} |`,
    `| 100,000 rows: search change p95 | ${ms(list.searching)} | ≤ ${INTERACTION_BUDGET_MS} ms, ${check(list.searching <= INTERACTION_BUDGET_MS)} |`,
    '',
    '## Lazy page chunks (gzip, beyond the admin shell)',
    '',
    '| page | gzip |',
    '|---|---|',
    ...sizes.pages.map((page) => `| ${page.key} | ${kb(page.bytes)} |`),
    '',
  ];
  const report = lines.join('\n');
  console.log(report);
  writeFileSync('bench-results.md', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
