/**
 * A console server of a test's own: the built console copied into a temporary deployment folder
 * (so the test may add files to it, as an operator would) and a data folder, on a free port of
 * 127.0.0.1. `restart` stops it (SIGTERM) and starts it again on the same folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { accounts, test, TOKEN_COOKIE, type Account } from '../support';

export interface OwnServer {
  /** 'http://127.0.0.1:<port>' (no trailing slash). */
  origin: string;
  /** The deployment folder (a copy of dist/). */
  root: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const REPO = resolve(import.meta.dirname, '../../..');

interface Process {
  child: ChildProcess;
  origin: string;
  exited: Promise<void>;
}

function startProcess(env: NodeJS.ProcessEnv, port: string): Promise<Process> {
  // The compiled server of the build under test, as a deployment runs it.
  const child = spawn(process.execPath, ['build/server/main.mjs'], {
    cwd: REPO,
    env: { ...process.env, HOST: '127.0.0.1', PORT: port, MOCK_CONTROL: '', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /SMS admin console: (http:\/\/[^/\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ child, origin: match[1], exited });
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

/** `settings`: more environment variables of the server, and its port (default: any free one). */
export async function startOwnServer(dist = join(REPO, process.env.DIST_DIR ?? 'dist'), settings: { env?: NodeJS.ProcessEnv; port?: number } = {}): Promise<OwnServer> {
  const folder = mkdtempSync(join(tmpdir(), 'sms-own-server-'));
  const root = join(folder, 'deployment');
  cpSync(dist, root, { recursive: true });
  const env = { ...settings.env, DIST_DIR: root, DATA_DIR: join(folder, 'data') };
  let running = await startProcess(env, String(settings.port ?? 0));
  // A restart keeps the port: the browser's cookies and pages stay valid.
  const port = new URL(running.origin).port;
  const stopRunning = async () => {
    running.child.kill('SIGTERM');
    await running.exited;
  };
  return {
    origin: running.origin,
    root,
    async restart() {
      await stopRunning();
      running = await startProcess(env, port);
    },
    async stop() {
      await stopRunning();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Deploys resource files as an operator would: each written as `resources/<file name>` of the
 * deployment, and config.json's `resources` listing exactly them (in this order).
 */
export function installResourceFiles(root: string, files: Readonly<Record<string, unknown>>): void {
  mkdirSync(join(root, 'resources'), { recursive: true });
  for (const [name, body] of Object.entries(files)) writeFileSync(join(root, 'resources', name), JSON.stringify(body, null, 2));
  const configPath = join(root, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
  config.resources = Object.keys(files).map((name) => `resources/${name}`);
  writeFileSync(configPath, JSON.stringify(config, null, 2));
}

/**
 * A server of the spec file's own for the tests around it: started (with `files` installed as an
 * operator would) before the first, stopped after the last. What it returns reads the running
 * server, so it is used inside tests and hooks, never at load time.
 */
export function ownServerForTests(files: Readonly<Record<string, unknown>> = {}): OwnServer {
  let running: OwnServer | undefined;
  test.beforeAll(async () => {
    running = await startOwnServer();
    if (Object.keys(files).length > 0) installResourceFiles(running.root, files);
  });
  test.afterAll(async () => {
    await running?.stop();
  });
  const current = (): OwnServer => {
    if (!running) throw new Error('the own server is not started yet: read it inside a test or a hook');
    return running;
  };
  return {
    get origin() {
      return current().origin;
    },
    get root() {
      return current().root;
    },
    restart: () => current().restart(),
    stop: () => current().stop(),
  };
}

/** Who signs in: a demo account by its name, or any user's name and password. */
export type SignInAs = Account | { userName: string; password: string };

export interface SignedInOptions extends BrowserContextOptions {
  /** The console's light or dark mode, stored in its layout settings before the page's first script runs. */
  themeMode?: 'light' | 'dark';
}

/**
 * A browser context of its own on `server`, signed in as the user through the API (the session's
 * token in the console's cookie, as the login page leaves it), and a page in it.
 */
export async function signedInOn(
  server: Pick<OwnServer, 'origin'>,
  browser: Browser,
  as: SignInAs,
  { themeMode, ...options }: SignedInOptions = {},
): Promise<{ page: Page; token: string }> {
  const { userName, password } = typeof as === 'string' ? { userName: accounts[as].username, password: accounts[as].password } : as;
  const context = await browser.newContext({ ...options, baseURL: server.origin });
  const response = await context.request.post('/api/user/login', { data: { userName, password } });
  const token = ((await response.json()) as { data: string }).data;
  await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: server.origin }]);
  if (themeMode) {
    await context.addInitScript((mode) => {
      const stored = JSON.parse(localStorage.getItem('layout-settings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('layout-settings', JSON.stringify({ ...stored, mode }));
    }, themeMode);
  }
  return { page: await context.newPage(), token };
}
