/**
 * 500 open event streams (`GET /api/<name>/_events`) on one server process: its memory (RSS) before
 * and after they open, hence per stream, and the time from a create through the API until every
 * stream has its event (median and p95 of 20 changes). The server is a child process
 * (`tsx server/http/main.ts`, as the cluster bench starts it) so that its RSS is its own; the streams
 * are 5 each of 100 users made through the API (5 is the per-user limit). On SQLite, and on
 * PostgreSQL with DATABASE_URL or TEST_POSTGRES_URL (in a throw-away database of that server). On
 * PostgreSQL a second server shares the database, with one stream open on it: the time from each
 * create through the first server until that stream has it (budget: p95 at most 1 s).
 * Standalone: `npx tsx scripts/bench/streams.ts` (BENCH_STREAMS, default 500; BENCH_STREAM_CHANGES, default 20).
 */
import { readFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { throwAwayDatabase } from '../throwAwayDatabase';
import { launchBenchServer, type BenchServer } from './benchServer';
import { median, ms, p95 } from './stats';

const STREAMS_PER_USER = 5;

export interface StreamFigures {
  store: 'sqlite' | 'postgres';
  streams: number;
  rssBefore: number;
  rssOpen: number;
  rssAfterChanges: number;
  /** Per change: ms from the create's request to the last of the streams receiving it. */
  fanOut: number[];
  /** Per change: ms to the first stream receiving it. */
  first: number[];
  /** PostgreSQL: per change, ms until a stream open on a second server sharing the database has it. */
  across?: number[];
}

/** A stream open on a second server must have a change made through the first within this, at p95. */
export const ACROSS_SERVERS_P95_MS = 1000;

const ITEM = {
  name: 'benchStream',
  label: 'Bench stream items',
  roles: ['admin', 'editor'],
  fields: [{ source: 'title', type: 'text', required: true, maxLength: 60 }],
};

/** The process's resident memory in bytes (Linux /proc). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? Number.NaN) * 1024;
}

async function api<T>(origin: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { Token: init.token } : {}), ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const answer = (await response.json()) as { code?: string; message?: string; data?: T };
  if (answer.code !== '00000') throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.code} ${answer.message ?? ''}`);
  return answer.data as T;
}

/** One open stream: calls `onRecord` with each event's record id as its data arrives. */
interface OpenStream {
  connected: Promise<void>;
  close(): void;
}

function openStream(origin: string, token: string, onRecord: (id: number) => void): OpenStream {
  let closed = false;
  let response: IncomingMessage | undefined;
  const url = new URL(`${origin}/api/${ITEM.name}/_events`);
  const connected = new Promise<void>((done, fail) => {
    // One socket each, as 500 browsers would have.
    const asked = request(url, { headers: { Token: token, Accept: 'text/event-stream' }, agent: false }, (answer) => {
      response = answer;
      if (answer.statusCode !== 200) return fail(new Error(`the stream was refused: HTTP ${answer.statusCode}`));
      let buffer = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': connected')) done();
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onRecord((JSON.parse(data.slice(6)) as { id: number }).id);
          end = buffer.indexOf('\n\n');
        }
      });
      answer.on('error', () => undefined);
    });
    asked.on('error', (error) => {
      if (!closed) fail(error);
    });
    asked.end();
  });
  return {
    connected,
    close() {
      closed = true;
      response?.destroy();
    },
  };
}

export async function streamFigures(store: 'sqlite' | 'postgres', options: { streams?: number; changes?: number; postgresUrl?: string } = {}): Promise<StreamFigures> {
  const streams = options.streams ?? 500;
  const changes = options.changes ?? 20;
  const folder = mkdtempSync(join(tmpdir(), 'sms-bench-streams-'));
  const root = join(folder, 'deployment');
  mkdirSync(join(root, 'resources'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>SMS</title>');
  writeFileSync(join(root, 'resources', `${ITEM.name}.json`), JSON.stringify(ITEM));
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: [`resources/${ITEM.name}.json`] }));
  const database = store === 'postgres' ? await throwAwayDatabase(options.postgresUrl ?? '', 'sms_bench_streams') : undefined;
  let server: BenchServer | undefined;
  let second: BenchServer | undefined;
  const open: OpenStream[] = [];
  try {
    server = await launchBenchServer({ DIST_DIR: root, DATA_DIR: join(folder, 'data'), ...(database ? { DATABASE_URL: database.url } : {}) });
    const { origin } = server;
    const pid = server.child.pid ?? 0;
    const admin = await api<string>(origin, '/user/login', { method: 'POST', body: { userName: 'admin', password: '111111' } });
    const users = Math.ceil(streams / STREAMS_PER_USER);
    const tokens: string[] = [];
    for (let index = 0; index < users; index++) {
      const userName = `stream${index}`;
      await api(origin, '/user/addUser', { method: 'POST', token: admin, body: { userName, password: 'secret1', phone: `+1555${String(index).padStart(7, '0')}`, type: 0 } });
      tokens.push(await api<string>(origin, '/user/login', { method: 'POST', body: { userName, password: 'secret1' } }));
    }

    /** Record id -> when each stream received its event; who waits for all of them. */
    const arrivals = new Map<number, number[]>();
    const waiting = new Map<number, () => void>();
    const onRecord = (id: number) => {
      const times = arrivals.get(id) ?? [];
      times.push(performance.now());
      arrivals.set(id, times);
      if (times.length === streams) waiting.get(id)?.();
    };
    const everyStreamHas = (id: number) =>
      new Promise<void>((done) => {
        if ((arrivals.get(id)?.length ?? 0) >= streams) done();
        else waiting.set(id, done);
      });
    // Warm the paths measured (a stream, a create, its event) before the first reading of memory.
    const warm = openStream(origin, admin, onRecord);
    await warm.connected;
    for (let index = 0; index < 5; index++) await api(origin, `/${ITEM.name}`, { method: 'POST', token: admin, body: { title: `warm-${index}` } });
    warm.close();

    // PostgreSQL: one stream on a second server sharing the database (its own process, as in a cluster).
    const seenOnSecond = new Map<number, number>();
    const waitingOnSecond = new Map<number, () => void>();
    if (database) {
      second = await launchBenchServer({ DIST_DIR: root, DATA_DIR: join(folder, 'data-second'), DATABASE_URL: database.url });
      const across = openStream(second.origin, admin, (id) => {
        seenOnSecond.set(id, performance.now());
        waitingOnSecond.get(id)?.();
      });
      open.push(across);
      await across.connected;
    }
    const secondHas = (id: number) =>
      new Promise<void>((done) => {
        if (seenOnSecond.has(id)) done();
        else waitingOnSecond.set(id, done);
      });

    const rssBefore = rssOf(pid);
    for (let index = 0; index < streams; index++) open.push(openStream(origin, tokens[Math.floor(index / STREAMS_PER_USER)] ?? '', onRecord));
    await Promise.all(open.map((stream) => stream.connected));
    const rssOpen = rssOf(pid);

    const fanOut: number[] = [];
    const first: number[] = [];
    const across: number[] = [];
    for (let change = 0; change < changes; change++) {
      const started = performance.now();
      const { id } = await api<{ id: number }>(origin, `/${ITEM.name}`, { method: 'POST', token: admin, body: { title: `change-${change}` } });
      await everyStreamHas(id);
      const times = arrivals.get(id) ?? [];
      fanOut.push(Math.max(...times) - started);
      first.push(Math.min(...times) - started);
      if (second) {
        await secondHas(id);
        across.push((seenOnSecond.get(id) ?? Number.NaN) - started);
      }
    }
    return { store, streams, rssBefore, rssOpen, rssAfterChanges: rssOf(pid), fanOut, first, ...(second ? { across } : {}) };
  } finally {
    for (const stream of open) stream.close();
    for (const running of [server, second]) {
      if (!running) continue;
      const exited = new Promise((done) => running.child.once('exit', done));
      running.child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function streamLines(figures: StreamFigures): string[] {
  const perStream = (figures.rssOpen - figures.rssBefore) / figures.streams;
  return [
    `| ${figures.streams} open event streams, ${figures.store}: server RSS before / open / after ${figures.fanOut.length} changes; per stream | ${mb(figures.rssBefore)} / ${mb(figures.rssOpen)} / ${mb(figures.rssAfterChanges)}; ${(perStream / 1024).toFixed(1)} KB | |`,
    `| ${figures.streams} open event streams, ${figures.store}: a create until every stream has it, median / p95 of ${figures.fanOut.length} (first stream, median) | ${ms(median(figures.fanOut))} / ${ms(p95(figures.fanOut))} (${ms(median(figures.first))}) | |`,
    ...(figures.across
      ? [
          `| two servers, ${figures.store}: a create through one until a stream open on the other has it, median / p95 of ${figures.across.length} | ${ms(median(figures.across))} / ${ms(p95(figures.across))} | p95 ≤ ${ms(ACROSS_SERVERS_P95_MS)}: ${p95(figures.across) <= ACROSS_SERVERS_P95_MS ? 'pass' : 'FAIL'} |`,
        ]
      : []),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const postgresUrl = process.env.TEST_POSTGRES_URL ?? (/^postgres/.test(process.env.DATABASE_URL ?? '') ? process.env.DATABASE_URL : undefined);
  const settings = { streams: Number(process.env.BENCH_STREAMS ?? 500), changes: Number(process.env.BENCH_STREAM_CHANGES ?? 20), postgresUrl };
  (async () => {
    const lines = ['| measure | value | budget |', '|---|---|---|', ...streamLines(await streamFigures('sqlite', settings))];
    if (postgresUrl) lines.push(...streamLines(await streamFigures('postgres', settings)));
    console.log(lines.join('\n'));
  })().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
