/**
 * The audit log's cost per write: single-record updates of a conventional resource through
 * the store, with history on (each update also writes its entry in the same transaction) and with
 * `history: false`, on SQLite (a temporary file) and on PostgreSQL when DATABASE_URL is set.
 * Standalone: `npx tsx scripts/bench/auditCost.ts` (AUDIT_BENCH_WRITES, default 2000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, targetFromEnv, type DatabaseTarget } from '../../server/sql/connect';
import { createSqlStore } from '../../server/sql/sqlStore';
import { createPbkdf2Hasher } from '../../server/passwords';
import type { ResourceSchema } from '../../src/kernel/types';

export interface AuditCostFigures {
  store: 'sqlite' | 'postgres';
  writes: number;
  withHistoryPerSecond: number;
  withoutHistoryPerSecond: number;
  /** Extra time of one write with its entry, in ms. */
  costPerWriteMs: number;
}

const schemaOf = (name: string, history: boolean): ResourceSchema =>
  ({
    name,
    history,
    roles: ['admin'],
    fields: [
      { source: 'title', type: 'text', unique: true },
      { source: 'amount', type: 'number' },
    ],
  }) as unknown as ResourceSchema;

async function writesPerSecond(target: DatabaseTarget, history: boolean, writes: number): Promise<number> {
  const store = await createSqlStore(openDatabase(target), { passwords: createPbkdf2Hasher(1000), packageConfCount: 0 });
  try {
    const records = await store.resources.open(schemaOf(history ? 'benchAudited' : 'benchQuiet', history));
    const row = await records.insert({ title: `bench-${performance.now()}`, amount: 0 });
    const actor = { actor: { id: 1, userName: 'admin' }, address: '127.0.0.1' };
    const started = performance.now();
    for (let index = 1; index <= writes; index += 1) await records.update(row.id, { amount: index }, actor);
    return writes / ((performance.now() - started) / 1000);
  } finally {
    await store.close();
  }
}

export async function auditCostFigures(writes = Number(process.env.AUDIT_BENCH_WRITES ?? 2000)): Promise<AuditCostFigures[]> {
  const figures: AuditCostFigures[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'sms-audit-bench-'));
  const targets: Array<['sqlite' | 'postgres', DatabaseTarget]> = [['sqlite', targetFromEnv({ DATA_DIR: dir })]];
  if (process.env.DATABASE_URL) targets.push(['postgres', targetFromEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dir })]);
  try {
    for (const [store, target] of targets) {
      // Warm-up, then the two runs one after the other on the same database.
      await writesPerSecond(target, true, Math.min(200, writes));
      const withoutHistoryPerSecond = await writesPerSecond(target, false, writes);
      const withHistoryPerSecond = await writesPerSecond(target, true, writes);
      figures.push({ store, writes, withHistoryPerSecond, withoutHistoryPerSecond, costPerWriteMs: 1000 / withHistoryPerSecond - 1000 / withoutHistoryPerSecond });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const figure of await auditCostFigures()) {
    console.log(
      `${figure.store}: ${figure.writes} updates, ${figure.withoutHistoryPerSecond.toFixed(0)} writes/s with history: false, ${figure.withHistoryPerSecond.toFixed(0)} writes/s with history (${figure.costPerWriteMs.toFixed(3)} ms more per write)`,
    );
  }
}
