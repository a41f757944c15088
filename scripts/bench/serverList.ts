/**
 * The server-side big-list figures on one store: 100,000 rows per coding (`runs` answers each),
 * then 1,000,000 rows streamed while small requests run. Standalone:
 * `npx tsx --expose-gc scripts/bench/serverList.ts` (BENCH_STORE=memory|sqlite|postgres with
 * DATABASE_URL, BENCH_RUNS, BENCH_SKIP=1m); no build needed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { targetFromEnv, type DatabaseTarget } from '../../server/sql/connect';
import { startServer } from '../../server/http/startServer';
import { BROWSER_ACCEPT_ENCODING, listTimes, prepare, streamWhileBusy, type CodingFigures, type StreamFigures } from './bigList';
import { median } from './stats';

export type BenchStore = 'memory' | 'sqlite' | 'postgres';

export interface ServerListFigures {
  store: BenchStore;
  rows: number;
  codings: CodingFigures[];
  during100k: StreamFigures;
  million?: StreamFigures;
}

function databaseFor(store: BenchStore, dataDir: string): DatabaseTarget | undefined {
  if (store === 'memory') return undefined;
  if (store === 'sqlite') return { dialect: 'sqlite', dataDir, location: join(dataDir, 'sms-admin.db') };
  const target = targetFromEnv({ ...process.env, DATA_DIR: dataDir });
  if (target.dialect !== 'postgres') throw new Error('BENCH_STORE=postgres needs DATABASE_URL');
  return target;
}

export async function serverListFigures(store: BenchStore, distDir: string, runs: number, withMillion: boolean): Promise<ServerListFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-bench-list-'));
  const server = await startServer({ port: 0, distDir, control: true, database: databaseFor(store, dataDir) });
  try {
    const rows = 100_000;
    let token = await prepare(server.url, rows);
    const codings = await listTimes(server.url, token, runs);
    const during100k = await streamWhileBusy(server.url, token, BROWSER_ACCEPT_ENCODING);
    let million: StreamFigures | undefined;
    if (withMillion) {
      token = await prepare(server.url, 1_000_000);
      million = await streamWhileBusy(server.url, token, BROWSER_ACCEPT_ENCODING);
    }
    return { store, rows, codings, during100k, million };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Decimal megabytes, as the README gives them. */
const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(2)} MB`;
const range = (values: number[]): string =>
  `${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;

/** A concurrent small request may wait this long at most. */
const STALL_BUDGET_MS = 100;

function streamLine(name: string, figures: StreamFigures): string {
  const worst = figures.small.length ? Math.max(...figures.small) : Number.NaN;
  const met = worst <= STALL_BUDGET_MS ? 'met' : '**not met**';
  return (
    `| ${name} (${figures.ms.toFixed(0)} ms, ${mb(figures.bytes)}): slowest of ${figures.small.length} small requests during it; ` +
    `longest event-loop delay; peak RSS, heap rise | ${worst.toFixed(0)} ms; ${figures.loopDelayMaxMs.toFixed(0)} ms; ${mb(figures.rssPeak)}, +${mb(figures.heapRise)} | ≤ ${STALL_BUDGET_MS} ms: ${met} |`
  );
}

/** Markdown rows for the benchmark report. */
export function serverListLines(figures: ServerListFigures, budgetMs: number): string[] {
  const lines = figures.codings.map((coding) => {
    const met = median(coding.times) <= budgetMs;
    return `| API big list, ${figures.store}, ${figures.rows.toLocaleString('en-US')} rows, ${coding.label} (${mb(coding.bytes)}): median (range of ${coding.times.length}) | ${range(coding.times)} | ≤ ${budgetMs} ms: ${met ? 'met' : '**not met**'} |`;
  });
  lines.push(streamLine(`API big list, ${figures.store}, 100,000 rows as the browser asks`, figures.during100k));
  if (figures.million) lines.push(streamLine(`API big list, ${figures.store}, 1,000,000 rows as the browser asks`, figures.million));
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const store = (process.env.BENCH_STORE ?? 'sqlite') as BenchStore;
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const withMillion = !(process.env.BENCH_SKIP ?? '').split(',').includes('1m');
  const dist = mkdtempSync(join(tmpdir(), 'sms-bench-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  serverListFigures(store, dist, runs, withMillion)
    .then((figures) => {
      console.log(serverListLines(figures, 300).join('\n'));
      const codings = figures.codings.map(({ label, bytes, times, cpuTimes }) => ({ label, bytes, times: times.map(Math.round), cpu: cpuTimes.map(Math.round) }));
      console.log(`JSON ${JSON.stringify({ store, codings, during100k: figures.during100k, million: figures.million })}`);
    })
    .finally(() => rmSync(dist, { recursive: true, force: true }))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
