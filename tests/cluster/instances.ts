/**
 * Server processes for the cluster tests: `tsx server/http/main.ts` on one PostgreSQL database and
 * one deployment folder (a tiny console: index.html, config.json and resource files), each a child
 * process, so that SIGKILL is a real crash.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { throwAwayDatabase } from '../../scripts/throwAwayDatabase';

const REPO = resolve(import.meta.dirname, '../..');

export interface Instance {
  origin: string;
  port: number;
  /** The server process's id (the current one after a restart). */
  readonly pid: number;
  kill(signal?: NodeJS.Signals): Promise<void>;
  restart(): Promise<void>;
}

export interface Deployment {
  root: string;
  databaseUrl: string;
  start(port?: number): Promise<Instance>;
  dispose(): Promise<void>;
}


function launch(env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; origin: string; port: number; exited: Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/main.ts'], {
    cwd: REPO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', MOCK_CONTROL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMS admin console: (http:\/\/[^/\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ child, origin: match[1], port: Number(new URL(match[1]).port), exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the server exited (${code}) before it started:\n${output}`));
    });
  });
}

/** A fresh database on TEST_POSTGRES_URL's server and a deployment folder serving `resources` (name -> resource file); `extra` adds settings (S3_*). */
export async function createDeployment(resources: Record<string, unknown>, extra: NodeJS.ProcessEnv = {}): Promise<Deployment> {
  const base = process.env.TEST_POSTGRES_URL ?? '';
  if (!base) throw new Error('TEST_POSTGRES_URL is not set: run it through Vitest (npm run test:cluster)');
  const database = await throwAwayDatabase(base, 'sms_cluster');
  const folder = mkdtempSync(join(tmpdir(), 'sms-cluster-'));
  const root = join(folder, 'deployment');
  mkdirSync(join(root, 'resources'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>SMS</title>');
  for (const [file, content] of Object.entries(resources)) writeFileSync(join(root, 'resources', `${file}.json`), JSON.stringify(content));
  writeFileSync(join(root, 'config.json'), JSON.stringify({ apiBaseUrl: '/api', resources: Object.keys(resources).map((file) => `resources/${file}.json`) }));
  // Each instance its own DATA_DIR: nothing may be shared through a local disk.
  const env = (index: number) => ({ DIST_DIR: root, DATA_DIR: join(folder, `data-${index}`), DATABASE_URL: database.url, ...extra });
  const started: Array<{ kill(): Promise<void> }> = [];
  let count = 0;
  return {
    root,
    databaseUrl: database.url,
    async start(port = 0) {
      const settings = env(count++);
      let running = await launch(settings, port);
      const instance: Instance = {
        origin: running.origin,
        port: running.port,
        get pid() {
          return running.child.pid ?? -1;
        },
        async kill(signal = 'SIGKILL') {
          running.child.kill(signal);
          await running.exited;
        },
        async restart() {
          running = await launch(settings, instance.port);
        },
      };
      started.push(instance);
      return instance;
    },
    async dispose() {
      await Promise.all(started.map((instance) => instance.kill()));
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
