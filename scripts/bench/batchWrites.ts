/**
 * Batch writes on one store, through the Node server: an import of 10,000 rows of a
 * plain resource (one unique field, a select, a number, a boolean; cells as text, as a spreadsheet
 * gives them) and a bulk edit of 1,000 of those records. Standalone:
 * `npx tsx scripts/bench/batchWrites.ts` (BENCH_STORE=memory|sqlite|postgres with DATABASE_URL).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../server/http/startServer';
import { targetFromEnv, type DatabaseTarget } from '../../server/sql/connect';
import type { BenchStore } from './serverList';
import { median } from './stats';

export interface BatchWriteFigures {
  store: BenchStore;
  importRows: number;
  importMs: number;
  dryRunMs: number;
  bulkRows: number;
  /** Each run's time of the bulk edit. */
  bulkMs: number[];
}

const RESOURCE = {
  name: 'benchContact',
  label: 'Bench contacts',
  roles: ['admin'],
  bulkEdit: true,
  import: { key: 'email' },
  fields: [
    { source: 'id', type: 'number', create: false, edit: false },
    { source: 'email', type: 'email', required: true, unique: true },
    { source: 'name', type: 'text', required: true, maxLength: 60 },
    { source: 'age', type: 'number', integer: true, min: 0, max: 150 },
    { source: 'active', type: 'boolean' },
    { source: 'level', type: 'select', choices: [{ id: 'low', name: 'Low' }, { id: 'high', name: 'High' }] },
  ],
};

function databaseFor(store: BenchStore, dataDir: string): DatabaseTarget | undefined {
  if (store === 'memory') return undefined;
  if (store === 'sqlite') return { dialect: 'sqlite', dataDir, location: join(dataDir, 'sms-admin.db') };
  const target = targetFromEnv({ ...process.env, DATA_DIR: dataDir });
  if (target.dialect !== 'postgres') throw new Error('BENCH_STORE=postgres needs DATABASE_URL');
  return target;
}

async function post<T>(url: string, token: string | undefined, body: unknown): Promise<{ code: string; message: string; data: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Token = token;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: string; message: string; data: T };
}

async function timed<T>(work: () => Promise<{ code: string; message: string; data: T }>): Promise<{ ms: number; data: T }> {
  const started = performance.now();
  const answer = await work();
  const ms = performance.now() - started;
  if (answer.code !== '00000') throw new Error(`batch bench: ${answer.code} ${answer.message}`);
  return { ms, data: answer.data };
}

export async function batchWriteFigures(store: BenchStore, runs = 3): Promise<BatchWriteFigures> {
  const dist = mkdtempSync(join(tmpdir(), 'sms-bench-batch-'));
  mkdirSync(join(dist, 'resources'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(dist, 'resources', 'benchContact.json'), JSON.stringify(RESOURCE));
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: ['resources/benchContact.json'] }));
  const server = await startServer({ port: 0, distDir: dist, database: databaseFor(store, dist), resourceRecheckMs: 0 });
  try {
    const api = `${server.url}api`;
    const token = (await post<string>(`${api}/user/login`, undefined, { userName: 'admin', password: '111111' })).data;
    const importRows = 10_000;
    const rows = Array.from({ length: importRows }, (_, index) => ({ email: `c${index}@bench.io`, name: `Contact ${index}`, age: String(index % 100), active: index % 2 ? 'yes' : 'no', level: index % 3 ? 'Low' : 'High' }));
    const dryRun = await timed(() => post(`${api}/benchContact/_import`, token, { rows, dryRun: true }));
    const imported = await timed<{ rows: Array<{ id: number }> }>(() => post(`${api}/benchContact/_import`, token, { rows }));
    const ids = imported.data.rows.slice(0, 1000).map((row) => row.id);
    const bulkMs: number[] = [];
    for (let run = 0; run < runs; run += 1) bulkMs.push((await timed(() => post(`${api}/benchContact/_bulk`, token, { ids, values: { age: 30 + run, level: run % 2 ? 'low' : 'high' } }))).ms);
    return { store, importRows, importMs: imported.ms, dryRunMs: dryRun.ms, bulkRows: ids.length, bulkMs };
  } finally {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
}

/** An import and a bulk edit may each take this long at most. */
export const BATCH_BUDGET_MS = 5000;

export function batchWriteLines(figures: BatchWriteFigures): string[] {
  const met = (ms: number) => (ms <= BATCH_BUDGET_MS ? 'met' : '**not met**');
  const bulk = median(figures.bulkMs);
  return [
    `| import, ${figures.store}, ${figures.importRows.toLocaleString('en-US')} rows as text: dry run; written (one transaction) | ${figures.dryRunMs.toFixed(0)} ms; ${figures.importMs.toFixed(0)} ms | ≤ ${BATCH_BUDGET_MS} ms: ${met(figures.importMs)} |`,
    `| bulk edit, ${figures.store}, ${figures.bulkRows.toLocaleString('en-US')} records, 2 fields: median (range of ${figures.bulkMs.length}) | ${bulk.toFixed(0)} ms (${Math.min(...figures.bulkMs).toFixed(0)}-${Math.max(...figures.bulkMs).toFixed(0)}) | ≤ ${BATCH_BUDGET_MS} ms: ${met(bulk)} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stores = (process.env.BENCH_STORE ?? 'memory,sqlite').split(',') as BenchStore[];
  (async () => {
    for (const store of stores) console.log(batchWriteLines(await batchWriteFigures(store)).join('\n'));
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
