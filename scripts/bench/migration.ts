/**
 * A resource file change on 100,000 stored rows (server/resources/fileChange.ts), on the store
 * itself: a rename (`renamedFrom`) and a converting type change (text "12" to number), each
 * timed from the open of the changed file to its records. Not part of `npm test` nor `npm run bench`:
 * `npx tsx scripts/bench/migration.ts` (BENCH_STORE=sqlite (default), memory, or postgres with
 * DATABASE_URL; BENCH_ROWS, default 100000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkResourceFiles } from '../../src/kernel/check/checkFile';
import { resources as registry } from '../../src/kernel/resources/registry';
import type { ResourceSchema } from '../../src/kernel/types';
import { createPbkdf2Hasher } from '../../server/passwords';
import { openDatabase, targetFromEnv } from '../../server/sql/connect';
import { createSqlStore } from '../../server/sql/sqlStore';
import { createMemoryStore } from '../../server/storage/memoryStore';
import type { Store } from '../../server/storage/storeTypes';
import type { BenchStore } from './serverList';

/** A rename and a conversion of 100,000 rows may each take this long at most (SQLite). */
export const MIGRATION_BUDGET_MS = 5000;

const schemaOf = (fields: Array<Record<string, unknown>>): ResourceSchema => {
  const json = { name: 'benchMigration', label: 'Bench migration', roles: ['admin'], fields: [{ source: 'id', type: 'number', create: false, edit: false }, ...fields] };
  const [checked] = checkResourceFiles([{ file: 'benchMigration.json', json }], registry);
  if (!checked.schema) throw new Error(checked.problems.map((problem) => problem.message).join('; '));
  return checked.schema;
};

async function openStore(kind: BenchStore, dataDir: string): Promise<Store> {
  const passwords = createPbkdf2Hasher(1000);
  if (kind === 'memory') return createMemoryStore({ passwords });
  const target = kind === 'sqlite' ? { dialect: 'sqlite' as const, dataDir, location: join(dataDir, 'sms-admin.db') } : targetFromEnv({ ...process.env, DATA_DIR: dataDir });
  if (kind === 'postgres' && target.dialect !== 'postgres') throw new Error('BENCH_STORE=postgres needs DATABASE_URL');
  return createSqlStore(openDatabase(target), { passwords });
}

export interface MigrationFigures {
  store: BenchStore;
  rows: number;
  renameMs: number;
  convertMs: number;
}

export async function migrationFigures(kind: BenchStore, rows: number): Promise<MigrationFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-bench-migration-'));
  const store = await openStore(kind, dataDir);
  try {
    const before = schemaOf([{ source: 'title', type: 'text' }, { source: 'amount', type: 'text' }]);
    const records = await store.resources.open(before);
    for (let start = 0; start < rows; start += 10_000) {
      const count = Math.min(10_000, rows - start);
      await records.writeAll(Array.from({ length: count }, (_, index) => ({ op: 'insert' as const, values: { title: `Record ${start + index}`, amount: String((start + index) % 1000) } })));
    }
    let started = performance.now();
    const renamed = await store.resources.open(schemaOf([{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'amount', type: 'text' }]));
    const renameMs = performance.now() - started;
    started = performance.now();
    const converted = await store.resources.open(schemaOf([{ source: 'heading', type: 'text', renamedFrom: 'title' }, { source: 'amount', type: 'number' }]));
    const convertMs = performance.now() - started;
    const last = await converted.get(rows);
    if (last?.heading !== `Record ${rows - 1}` || last.amount !== (rows - 1) % 1000 || (await renamed.count()) !== rows) throw new Error(`migration bench: unexpected record ${JSON.stringify(last)}`);
    return { store: kind, rows, renameMs, convertMs };
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function migrationLines(figures: MigrationFigures): string[] {
  const met = (ms: number) => (ms <= MIGRATION_BUDGET_MS ? 'met' : '**not met**');
  const rows = figures.rows.toLocaleString('en-US');
  return [
    `| rename a field, ${figures.store}, ${rows} rows | ${figures.renameMs.toFixed(0)} ms | ≤ ${MIGRATION_BUDGET_MS} ms: ${met(figures.renameMs)} |`,
    `| convert text to number, ${figures.store}, ${rows} rows | ${figures.convertMs.toFixed(0)} ms | ≤ ${MIGRATION_BUDGET_MS} ms: ${met(figures.convertMs)} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stores = (process.env.BENCH_STORE ?? 'sqlite').split(',') as BenchStore[];
  const rows = Number(process.env.BENCH_ROWS ?? 100_000);
  (async () => {
    for (const store of stores) console.log(migrationLines(await migrationFigures(store, rows)).join('\n'));
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
