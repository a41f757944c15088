/**
 * npm run bench: the production build's numbers, and what users feel.
 * - Login page: first-load bytes (JS + CSS, gzip) and time to a visible login form in Chromium.
 * - The shell after login: files and gzip bytes before the dashboard can paint.
 * - Login under Fast 3G + 4x CPU (CDP): first attempt, success rate, time to the dashboard drawn.
 * - Lighthouse 12 performance and accessibility, /login and a signed-in /dashboard, mobile and desktop.
 * - The packageConf list at 100,000 rows (first rows, median of BENCH_FIRST_ROWS_RUNS fresh loads; page,
 *   page size, sort, keystroke and search-cleared p95) and at 1,000,000
 *   rows (first rows; keystroke p95).
 * - The JS heap after Close All vs before opening the 100,000-row list (median of BENCH_HEAP_RUNS, default 3).
 * - The embedded API's big list on the server (SQLite and memory stores): 100,000 rows uncompressed,
 *   gzip and as the browser asks (brotli), and a small request while 1,000,000 rows stream.
 * - A generated form of 30 fields of every type: click on 'New' to every input shown, first and again.
 * - Batch writes (SQLite and memory): an import of 10,000 rows, a bulk edit of 1,000 records.
 * - Two server processes on one PostgreSQL vs one: mixed req/s and their ratio (with DATABASE_URL or TEST_POSTGRES_URL; BENCH_SKIP=cluster).
 * - The audit log's cost per write, SQLite (and PostgreSQL with DATABASE_URL) (BENCH_SKIP=audit).
 * - 500 open event streams on one server process: its RSS per stream, and a create until every stream has it
 *   (median / p95 of 20), SQLite (and PostgreSQL with DATABASE_URL or TEST_POSTGRES_URL) (BENCH_SKIP=streams).
 * - Gzip size of each lazy page chunk.
 * - The budgets of a phone and of big lists beside the last release's figures (scripts/bench/budgets.ts,
 *   docs/benchmark-figures.json; BENCH_SAVE_FIGURES=1 BENCH_RELEASE=name saves this run's there).
 * Prints a Markdown report (also written to bench-results.md). BENCH_SKIP=lighthouse,slow-login,100k,1m,heap,server-list,form,batch,cluster,audit,streams
 * leaves parts out (100k: the 100,000-row list's timings only; the heap part still opens that list);
 * BENCH_RUNS, BENCH_SAMPLES, BENCH_LOGIN_RUNS, BENCH_LH_RUNS, BENCH_HEAP_RUNS, BENCH_KEYSTROKES set the counts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from '../server/http/startServer';
import { chromiumArgs, chromiumPath } from './chromium';
import { entryKey, filesOf, gzipSize, kb, readManifest, shellAfterLogin, staticClosure } from './buildGraph';
import { bigFormFigures, type BigFormFigures } from './bench/bigForm';
import { medianHeapFigures } from './bench/heap';
import { lighthouseScores, type LighthouseScore } from './bench/lighthouse';
import { listFigures, type ListFigures } from './bench/lists';
import { serverListFigures, serverListLines, type ServerListFigures } from './bench/serverList';
import { batchWriteFigures, batchWriteLines, type BatchWriteFigures } from './bench/batchWrites';
import { slowLogin, type SlowLoginRun } from './bench/slowLogin';
import { clusterFigures, clusterLines, type ClusterFigures } from './bench/cluster';
import { auditCostFigures, type AuditCostFigures } from './bench/auditCost';
import { streamFigures, streamLines, type StreamFigures } from './bench/streams';
import { budgetLines, figuresOf, readSavedFigures, saveFigures } from './bench/budgets';
import { check, median, ms, p95 } from './bench/stats';

const DIST = process.env.DIST_DIR ?? 'dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const LOGIN_RUNS = Number(process.env.BENCH_LOGIN_RUNS ?? 10);
// Typed texts, clears included (5 in 6 are timed keystrokes): with 60, the p95 is the third slowest
// of 50 keystrokes; with 20 it was the slowest of 16, one garbage collection away from a miss.
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 60);
// Fresh loads of the 100,000-row list for its first-rows median (the first is the measured tab's own).
const FIRST_ROWS_RUNS = Number(process.env.BENCH_FIRST_ROWS_RUNS ?? 5);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const LOGIN_BUDGET_KB = 80;
const SHELL_BUDGET_KB = 300;
const SHELL_MAX_FILES = 20;
const INTERACTION_BUDGET_MS = 50;
const KEYSTROKE_BUDGET_MS = 30;
const MILLION_KEYSTROKE_BUDGET_MS = 150;
const MILLION_FIRST_ROWS_BUDGET_MS = 3000;
const SLOW_LOGIN_BUDGET_MS = 8000;
const HEAP_BUDGET_BYTES = 2 * 1024 * 1024;
const SERVER_LIST_BUDGET_MS = 300;
const FORM_OPEN_BUDGET_MS = 300;

function bundleSizes() {
  const manifest = readManifest(DIST);
  const entry = staticClosure(manifest, entryKey(manifest));
  const loginFiles = filesOf(manifest, entry);
  const loginBytes = loginFiles.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  const shellKeys = shellAfterLogin(manifest);
  const shell = new Set(shellKeys);
  const shellFiles = filesOf(manifest, shellKeys);
  const own = (key: string) => {
    const keys = staticClosure(manifest, key).filter((chunk) => !shell.has(chunk) && !entry.includes(chunk));
    return filesOf(manifest, keys).reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  };
  const shellBytes = shellFiles.reduce((sum, file) => sum + gzipSize(DIST, file), 0);
  const pages = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && /^src\/(demos|pages|crud)\//.test(key))
    .map((key) => ({ key, bytes: own(key) }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { loginFiles, loginBytes, shellFiles, shellBytes, pages };
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

async function withServer<T>(run: (url: string) => Promise<T>): Promise<T> {
  // On the store `npm start` uses (SQLite), in a folder of its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-bench-'));
  const database = { dialect: 'sqlite' as const, dataDir, location: join(dataDir, 'sms-admin.db') };
  const server = await startServer({ port: 0, distDir: DIST, control: true, database });
  try {
    return await run(server.url);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${mb(Math.abs(bytes))}`;

async function main() {
  const sizes = bundleSizes();
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const login = await withServer((url) => timeLoginForm(browser, url));
  let slow: SlowLoginRun[] = [];
  if (!SKIP.has('slow-login')) slow = await withServer((url) => slowLogin(browser, url, LOGIN_RUNS));
  let list100k: ListFigures | undefined;
  if (!SKIP.has('100k')) list100k = await withServer((url) => listFigures(browser, url, 100_000, SAMPLES, true, KEYSTROKES, FIRST_ROWS_RUNS));
  let list1m: ListFigures | undefined;
  if (!SKIP.has('1m')) list1m = await withServer((url) => listFigures(browser, url, 1_000_000, SAMPLES, false, KEYSTROKES));
  let heap;
  if (!SKIP.has('heap')) heap = await withServer((url) => medianHeapFigures(browser, url, 100_000));
  let form: BigFormFigures | undefined;
  if (!SKIP.has('form')) form = await bigFormFigures(browser, DIST, RUNS);
  await browser.close();
  let lighthouse: LighthouseScore[] = [];
  if (!SKIP.has('lighthouse')) lighthouse = await withServer((url) => lighthouseScores(url));
  const serverLists: ServerListFigures[] = [];
  if (!SKIP.has('server-list')) {
    for (const store of ['sqlite', 'memory'] as const) serverLists.push(await serverListFigures(store, DIST, RUNS, !SKIP.has('1m')));
  }
  const batchWrites: BatchWriteFigures[] = [];
  if (!SKIP.has('batch')) for (const store of ['sqlite', 'memory'] as const) batchWrites.push(await batchWriteFigures(store));
  // One and two server processes on one PostgreSQL: only with a PostgreSQL to use.
  const clusterUrl = process.env.TEST_POSTGRES_URL ?? (/^postgres/.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined);
  let cluster: ClusterFigures | undefined;
  if (!SKIP.has('cluster') && clusterUrl) cluster = await clusterFigures(clusterUrl);
  // The audit log's cost per write: SQLite, and PostgreSQL with DATABASE_URL.
  let auditCost: AuditCostFigures[] = [];
  if (!SKIP.has('audit')) auditCost = await auditCostFigures();
  // 500 open event streams: SQLite, and PostgreSQL when there is one.
  const streams: StreamFigures[] = [];
  if (!SKIP.has('streams')) {
    streams.push(await streamFigures('sqlite'));
    if (clusterUrl) streams.push(await streamFigures('postgres', { postgresUrl: clusterUrl }));
  }

  const slowOk = slow.filter((run) => run.ok);
  const slowClick = slowOk.map((run) => run.clickToDashboard);
  const slowNavigation = slowOk.map((run) => run.navigationToDashboard);
  const score = (page: string, preset: string) => lighthouse.find((entry) => entry.page === page && entry.preset === preset);
  const dashMobile = score('/dashboard', 'mobile');
  const dashDesktop = score('/dashboard', 'desktop');
  const a11y = lighthouse.map((entry) => entry.accessibility);
  const lines = [
    `# Benchmark (${new Date().toISOString().slice(0, 10)}, Chromium headless, ${RUNS} runs of the login page, ${SAMPLES} samples per list measure)`,
    '',
    '| measure | value | budget |',
    '|---|---|---|',
    `| login page first load, JS + CSS gzip (${sizes.loginFiles.length} files) | ${kb(sizes.loginBytes)} | ≤ ${LOGIN_BUDGET_KB} KB: ${check(sizes.loginBytes <= LOGIN_BUDGET_KB * 1024)} |`,
    `| login page bytes transferred before the form shows (median) | ${kb(login.transferred)} | |`,
    `| time to a visible login form (median / p95) | ${ms(login.median)} / ${ms(login.p95)} | |`,
    `| shell after login (admin + dashboard page, before its charts) | ${sizes.shellFiles.length} files, ${kb(sizes.shellBytes)} | ≤ ${SHELL_MAX_FILES} requests, ≤ ${SHELL_BUDGET_KB} KB: ${check(sizes.shellFiles.length <= SHELL_MAX_FILES && sizes.shellBytes <= SHELL_BUDGET_KB * 1024)} |`,
  ];
  if (slow.length) {
    lines.push(
      `| login under Fast 3G + 4x CPU, first attempt: success | ${slowOk.length} of ${slow.length} | 10 of 10: ${check(slowOk.length === slow.length && slow.length >= 10)} |`,
      `| login under Fast 3G + 4x CPU: click to dashboard drawn (median / max) | ${ms(median(slowClick))} / ${ms(Math.max(...slowClick))} | ≤ ${SLOW_LOGIN_BUDGET_MS / 1000} s: ${check(slowClick.length > 0 && Math.max(...slowClick) <= SLOW_LOGIN_BUDGET_MS)} |`,
      `| login under Fast 3G + 4x CPU: navigation to dashboard drawn (median / max) | ${ms(median(slowNavigation))} / ${ms(Math.max(...slowNavigation))} | |`,
    );
  }
  if (lighthouse.length) {
    for (const entry of lighthouse) {
      const range = `${entry.runs[0]}-${entry.runs[entry.runs.length - 1]}`;
      lines.push(
        `| Lighthouse ${entry.page} ${entry.preset}: performance / accessibility (TBT, LCP), median of ${entry.runs.length} (range; benchmark index${entry.failedRecordings ? `; ${entry.failedRecordings} failed recording run again` : ''}) | ${entry.performance} / ${entry.accessibility} (${ms(entry.totalBlockingTime)}, ${ms(entry.largestContentfulPaint)}) (${range}; ${Math.round(entry.benchmarkIndex)}) | |`,
      );
    }
    lines.push(
      `| Lighthouse /dashboard performance, mobile / desktop | ${dashMobile?.performance ?? 'n/a'} / ${dashDesktop?.performance ?? 'n/a'} | ≥ 95 / ≥ 98: ${check((dashMobile?.performance ?? 0) >= 95 && (dashDesktop?.performance ?? 0) >= 98)} |`,
      `| Lighthouse accessibility, /login and /dashboard (all presets) | ${a11y.join(' / ')} | 100: ${check(a11y.every((value) => value === 100))} |`,
    );
  }
  const row = (figures: ListFigures) => `${figures.rows.toLocaleString('en-US')} rows`;
  if (list100k) lines.push(
    `| ${row(list100k)}: first rows, median of ${list100k.firstRowsRuns.length} fresh loads (runs); whole list loaded | ${ms(median(list100k.firstRowsRuns))} (${list100k.firstRowsRuns.map(ms).join(', ')}); ${ms(list100k.loaded)} | ≤ 1 s: ${check(median(list100k.firstRowsRuns) <= 1000)} |`,
    `| ${row(list100k)}: keystroke p95 (median; ${list100k.typing.length} keystrokes) | ${ms(p95(list100k.typing))} (${ms(median(list100k.typing))}) | ≤ ${KEYSTROKE_BUDGET_MS} ms: ${check(p95(list100k.typing) <= KEYSTROKE_BUDGET_MS)} |`,
    `| ${row(list100k)}: search cleared p95 (median; ${list100k.clearing.length} clears) | ${ms(p95(list100k.clearing))} (${ms(median(list100k.clearing))}) | ≤ ${INTERACTION_BUDGET_MS} ms: ${check(p95(list100k.clearing) <= INTERACTION_BUDGET_MS)} |`,
    `| ${row(list100k)}: page change p95 | ${ms(p95(list100k.paging))} | ≤ ${INTERACTION_BUDGET_MS} ms: ${check(p95(list100k.paging) <= INTERACTION_BUDGET_MS)} |`,
    `| ${row(list100k)}: page size change p95 | ${ms(p95(list100k.sizing))} | ≤ ${INTERACTION_BUDGET_MS} ms: ${check(p95(list100k.sizing) <= INTERACTION_BUDGET_MS)} |`,
    `| ${row(list100k)}: sort change p95 | ${ms(p95(list100k.sorting))} | ≤ ${INTERACTION_BUDGET_MS} ms: ${check(p95(list100k.sorting) <= INTERACTION_BUDGET_MS)} |`,
  );
  if (list1m) {
    lines.push(
      `| ${row(list1m)}: first rows (default data deadline) | ${ms(list1m.firstRows)} | ≤ ${MILLION_FIRST_ROWS_BUDGET_MS / 1000} s: ${check(list1m.firstRows <= MILLION_FIRST_ROWS_BUDGET_MS)} |`,
      `| ${row(list1m)}: whole list loaded (search and sort on every row from here) | ${ms(list1m.loaded)} | |`,
      `| ${row(list1m)}: keystroke p95 (median; ${list1m.typing.length} keystrokes) | ${ms(p95(list1m.typing))} (${ms(median(list1m.typing))}) | ≤ ${MILLION_KEYSTROKE_BUDGET_MS} ms: ${check(p95(list1m.typing) <= MILLION_KEYSTROKE_BUDGET_MS)} |`,
    );
  }
  if (heap) {
    lines.push(
      `| JS heap: dashboard / with the 100,000-row list / after Close All | ${mb(heap.before)} / ${mb(heap.withList)} / ${mb(heap.afterCloseAll)} | |`,
      `| JS heap after Close All vs before opening the list (median of ${heap.runs.length}: ${heap.runs.map(signedMb).join(', ')}) | ${signedMb(heap.afterCloseAll - heap.before)} | ≤ +2 MB: ${check(heap.afterCloseAll - heap.before <= HEAP_BUDGET_BYTES)} |`,
      `| JS heap after a second open + Close All vs after the first | ${signedMb(heap.afterSecondCloseAll - heap.afterCloseAll)} | |`,
    );
  }
  if (form) {
    lines.push(
      `| form of ${form.fields} fields of every type: click to every input shown, New clicked the moment the list shows (editors' code fetched by the click) | ${ms(form.cold)} | |`,
      `| form of ${form.fields} fields of every type: first open, the list on screen for 3 s first (editors preloaded on idle) | ${ms(form.first)} | ≤ ${FORM_OPEN_BUDGET_MS} ms: ${check(form.first <= FORM_OPEN_BUDGET_MS)} |`,
      `| form of ${form.fields} fields of every type: opened again (median of ${RUNS}) | ${ms(form.again)} | ≤ ${FORM_OPEN_BUDGET_MS} ms: ${check(form.again <= FORM_OPEN_BUDGET_MS)} |`,
    );
  }
  for (const figures of serverLists) lines.push(...serverListLines(figures, SERVER_LIST_BUDGET_MS));
  for (const figures of batchWrites) lines.push(...batchWriteLines(figures));
  if (cluster) lines.push(...clusterLines(cluster));
  for (const figure of auditCost) {
    lines.push(
      `| audit log, ${figure.store}: ${figure.writes} single-record updates, writes/s with \`history: false\` / with history | ${figure.withoutHistoryPerSecond.toFixed(0)} / ${figure.withHistoryPerSecond.toFixed(0)} (${figure.costPerWriteMs.toFixed(3)} ms more per write) | |`,
    );
  }
  for (const figures of streams) lines.push(...streamLines(figures));
  if (slow.some((run) => !run.ok)) {
    lines.push('', 'Failed slow logins: ' + slow.filter((run) => !run.ok).map((run) => run.error).join('; '));
  }
  lines.push(
    '',
    '## Lazy page chunks (gzip, beyond the shell)',
    '',
    '| page | gzip |',
    '|---|---|',
    ...sizes.pages.map((page) => `| ${page.key} | ${kb(page.bytes)} |`),
    '',
  );
  // The budgets of a phone and of big lists, beside the last release's figures.
  const figures = figuresOf(lighthouse, list100k, sizes.loginBytes);
  lines.push('', '## Budgets, against the last release', '', ...budgetLines(figures, readSavedFigures()), '');
  if (process.env.BENCH_SAVE_FIGURES === '1') saveFigures(figures, process.env.BENCH_RELEASE ?? 'this build');
  const report = lines.join('\n');
  console.log(report);
  writeFileSync('bench-results.md', report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
