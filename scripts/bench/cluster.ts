/**
 * Requests per second of a mixed workload (7 reads for 3 writes: a record, the sender
 * names, a create and an update of a conventional resource) against one server process and
 * against two on the same PostgreSQL (round-robin), in one run, and their ratio. The servers are
 * child processes (`tsx server/http/main.ts`), so each has its own CPU; the load comes from this
 * process. Standalone: `DATABASE_URL=postgres://... npx tsx scripts/bench/cluster.ts`
 * (BENCH_CLUSTER_SECONDS per phase, default 8; BENCH_CLUSTER_CLIENTS, default 32).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBenchServer, type BenchServer } from './benchServer';

export interface ClusterFigures {
  clients: number;
  seconds: number;
  one: number;
  two: number;
  errors: number;
}

const ITEM = {
  name: 'benchItem',
  label: 'Bench items',
  roles: ['admin'],
  fields: [{ source: 'title', type: 'text', required: true, maxLength: 60 }],
};

async function json(url: string, init: RequestInit = {}): Promise<{ code?: string; data?: unknown } | undefined> {
  const response = await fetch(url, init);
  return response.ok ? ((await response.json()) as { code?: string; data?: unknown }) : undefined;
}

/** Completed requests per second of `clients` loops over `origins` for `seconds`. */
async function phase(origins: readonly string[], token: string, clients: number, seconds: number): Promise<{ rps: number; errors: number }> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  let turn = 0;
  const headers = { Token: token, 'Content-Type': 'application/json' };
  const loop = async (index: number): Promise<void> => {
    let mine = 0;
    for (let step = 0; performance.now() < until; step++) {
      const origin = origins[turn++ % origins.length] ?? '';
      const kind = step % 10;
      let answer;
      if (kind < 4 && mine > 0) answer = await json(`${origin}/api/benchItem/${mine}`, { headers });
      else if (kind < 7) answer = await json(`${origin}/api/sms/sendName-list`, { headers });
      else if (kind < 9 || mine === 0) {
        answer = await json(`${origin}/api/benchItem`, { method: 'POST', headers, body: JSON.stringify({ title: `c${index}-${step}` }) });
        mine = (answer?.data as { id?: number } | undefined)?.id ?? mine;
      } else answer = await json(`${origin}/api/benchItem/${mine}`, { method: 'PUT', headers, body: JSON.stringify({ title: `u${index}-${step}` }) });
      if (answer?.code === '00000') done++;
      else errors++;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => loop(index)));
  return { rps: done / seconds, errors };
}

export async function clusterFigures(databaseUrl: string, clients = 32, seconds = 8): Promise<ClusterFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'sms-bench-cluster-'));
  const root = join(folder, 'deployment');
  mkdirSync(join(root, 'resources'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(root, 'resources', 'benchItem.json'), JSON.stringify(ITEM));
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: ['resources/benchItem.json'] }));
  const servers: BenchServer[] = [];
  try {
    const env = (index: number) => ({ DIST_DIR: root, DATA_DIR: join(folder, `data-${index}`), DATABASE_URL: databaseUrl });
    // One after the other: the first migrates and seeds.
    servers.push(await launchBenchServer(env(0)));
    servers.push(await launchBenchServer(env(1)));
    const origins = servers.map((server) => server.origin);
    const login = await json(`${origins[0]}/api/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'admin', password: '111111' }) });
    const token = String(login?.data ?? '');
    // Warm both (JIT, pools), then measure one, then two.
    await phase(origins, token, clients, 2);
    const one = await phase(origins.slice(0, 1), token, clients, seconds);
    const two = await phase(origins, token, clients, seconds);
    return { clients, seconds, one: one.rps, two: two.rps, errors: one.errors + two.errors };
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
  }
}

export function clusterLines(figures: ClusterFigures): string[] {
  const ratio = figures.two / figures.one;
  return [
    `| mixed workload (7 reads : 3 writes), PostgreSQL, ${figures.clients} clients, ${figures.seconds} s each: one instance; two (round-robin) | ${figures.one.toFixed(0)} req/s; ${figures.two.toFixed(0)} req/s | ratio ${ratio.toFixed(2)}${figures.errors ? `, ${figures.errors} errors` : ''} |`,
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? '';
  (async () => {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('the cluster bench needs DATABASE_URL=postgres://... (or run it through scripts/withPostgres.mjs)');
    const figures = await clusterFigures(url, Number(process.env.BENCH_CLUSTER_CLIENTS ?? 32), Number(process.env.BENCH_CLUSTER_SECONDS ?? 8));
    console.log(clusterLines(figures).join('\n'));
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
