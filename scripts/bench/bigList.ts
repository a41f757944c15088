/**
 * The embedded API's big list on the server side: `GET /sms/packageConf-list` over
 * loopback, from the request to the last byte received (bytes counted, not decoded), for each
 * content coding; and, while one answer streams, how long a small request waits and how far the
 * server's memory rises. The server runs in this process (as `npm run bench` starts it).
 */
import { request, Agent } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** What Chromium sends (the console's client): the server answers it with brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export const CODINGS = [
  { label: 'uncompressed', acceptEncoding: 'identity' },
  { label: 'gzip', acceptEncoding: 'gzip' },
  { label: 'browser (brotli)', acceptEncoding: BROWSER_ACCEPT_ENCODING },
] as const;

export interface Fetched {
  status: number;
  ms: number;
  /** CPU time of this process (server, compression threads and client) during the request. */
  cpuMs: number;
  bytes: number;
  coding: string;
}

const agent = new Agent({ keepAlive: true });

const cpuMs = ({ user, system }: NodeJS.CpuUsage): number => (user + system) / 1000;

/** One GET, timed to the last byte; the body is counted and dropped. */
export function timedGet(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const req = request(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          cpuMs: cpuMs(process.cpuUsage(cpu)),
          bytes,
          coding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** Replaces the package configurations with `count` rows (control endpoint) and signs in. */
export async function prepare(baseUrl: string, count: number): Promise<string> {
  const seeded = (await postJson(`${baseUrl}api/__control__/seed-packages`, { count })) as { code: string };
  if (seeded.code !== '00000') throw new Error(`seed-packages failed: ${JSON.stringify(seeded)}`);
  const login = (await postJson(`${baseUrl}api/user/login`, { userName: 'admin', password: '111111' })) as { data: string };
  return login.data;
}

export interface CodingFigures {
  label: string;
  coding: string;
  bytes: number;
  times: number[];
  cpuTimes: number[];
}

/** `runs` timed answers per coding, after one warm-up answer each. */
export async function listTimes(baseUrl: string, token: string, runs: number): Promise<CodingFigures[]> {
  const url = `${baseUrl}api/sms/packageConf-list`;
  const figures: CodingFigures[] = [];
  for (const { label, acceptEncoding } of CODINGS) {
    const headers = { Token: token, 'Accept-Encoding': acceptEncoding };
    await timedGet(url, headers);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let last: Fetched | undefined;
    for (let run = 0; run < runs; run += 1) {
      last = await timedGet(url, headers);
      if (last.status !== 200) throw new Error(`list answered ${last.status}`);
      times.push(last.ms);
      cpuTimes.push(last.cpuMs);
    }
    figures.push({ label, coding: last?.coding ?? '', bytes: last?.bytes ?? 0, times, cpuTimes });
  }
  return figures;
}

export interface StreamFigures {
  ms: number;
  bytes: number;
  /** Small requests answered while the list streamed, and their times. */
  small: number[];
  /** Longest event-loop delay seen during the answer. */
  loopDelayMaxMs: number;
  /** Largest RSS of the process during the answer, and rise of its JS heap over the level before. */
  rssPeak: number;
  heapRise: number;
}

/**
 * One list answer with small requests (`GET /user/info`) sent one after another while it streams,
 * sampling memory every 5 ms.
 */
export async function streamWhileBusy(baseUrl: string, token: string, acceptEncoding: string): Promise<StreamFigures> {
  const global = globalThis as { gc?: () => void };
  global.gc?.();
  const before = process.memoryUsage();
  let rssPeak = before.rss;
  let heapPeak = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, 5);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  let done = false;
  const small: number[] = [];
  const list = timedGet(`${baseUrl}api/sms/packageConf-list`, { Token: token, 'Accept-Encoding': acceptEncoding }).finally(() => {
    done = true;
  });
  const info = `${baseUrl}api/user/info?token=${encodeURIComponent(token)}`;
  const pinger = (async () => {
    while (!done) {
      small.push((await timedGet(info, { 'Accept-Encoding': 'identity' })).ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const answer = await list;
  await pinger;
  loop.disable();
  clearInterval(sampler);
  return {
    ms: answer.ms,
    bytes: answer.bytes,
    small,
    loopDelayMaxMs: loop.max / 1e6,
    rssPeak,
    heapRise: heapPeak - before.heapUsed,
  };
}
