/**
 * The security suite's target: the real Node server (`startServer`, scrypt hashes, no control
 * endpoints) over a small stand-in build, and a client that records every answer so each file can
 * report what it tried: cases, refusals with a clear 4xxxx code, 5xx answers.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startServer, type RunningServer, type ServerOptions } from '../../server/http/startServer';
import { postgresLocation, sqliteLocation, TEST_STORE, type TestLocation } from '../unit/storage/stores';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  code: string | number | undefined;
  message: string | undefined;
  data: T;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** A JSON body (sent as application/json), FormData, or raw text/bytes with `type`. */
  body?: unknown;
  type?: string;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

interface Tally {
  cases: number;
  refused: number;
  serverErrors: number;
}

export interface Target {
  readonly server: RunningServer;
  readonly base: string;
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  login(userName: string, password?: string): Promise<string>;
  /** A request with the path and body sent as they are (fetch would normalise `..`). */
  raw(path: string, options?: { method?: string; headers?: Record<string, string>; body?: Buffer | string }): Promise<RawAnswer>;
}

const INDEX = '<!doctype html><html><head><title>SMS</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';

/** Starts the server for one test file; `afterAll` stops it and checks that nothing answered 5xx. */
export function setupTarget(options: Omit<ServerOptions, 'port' | 'distDir'> = {}): Target {
  let server: RunningServer | undefined;
  let location: TestLocation | undefined;
  let dist = '';
  const tally: Tally = { cases: 0, refused: 0, serverErrors: 0 };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sms-security-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app");');
    writeFileSync(join(dist, 'config.json'), '{"apiBaseUrl":"/api"}');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"secret":"build graph"}');
    writeFileSync(join(dist, '.env'), 'SECRET=1');
    // On the SQL store TEST_STORE names (sqlite, postgres): the rules hold on every store.
    if (TEST_STORE !== 'memory') location = TEST_STORE === 'sqlite' ? await sqliteLocation() : await postgresLocation();
    server = await startServer({ port: 0, distDir: dist, database: location?.target, ...options });
  });

  afterAll(async () => {
    await server?.close();
    await location?.remove();
    rmSync(dist, { recursive: true, force: true });
    const file = expect.getState().testPath?.split('/').pop() ?? 'security';
    mkdirSync('test-results/security', { recursive: true });
    writeFileSync(`test-results/security/${file}.json`, JSON.stringify(tally));
    expect(tally.serverErrors, 'answers with a 5xx status').toBe(0);
  });

  const running = (): RunningServer => {
    if (!server) throw new Error('the target server is not running');
    return server;
  };

  const count = (status: number, code: unknown): void => {
    tally.cases += 1;
    if (status >= 500) tally.serverErrors += 1;
    const clearCode = /^4\d{4}$/.test(String(code)) || String(code) === '50008' || String(code) === '60204';
    if (clearCode || (code === undefined && status >= 400 && status < 500)) tally.refused += 1;
  };

  const target: Target = {
    get server() {
      return running();
    },
    get base() {
      return `${running().url}api`;
    },
    async call<T>(path: string, options: CallOptions = {}): Promise<Answer<T>> {
      const url = new URL(`${target.base}${path}`);
      for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.Token = options.token;
      let body: BodyInit | undefined;
      if (options.body instanceof FormData || typeof options.body === 'string' || options.body instanceof Uint8Array) {
        body = options.body as BodyInit;
        if (options.type) headers['Content-Type'] = options.type;
      } else if (options.body !== undefined) {
        headers['Content-Type'] = options.type ?? 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(url, { method: options.method ?? 'GET', headers, body });
      const text = await response.text();
      let json: { code?: string | number; message?: string; data?: unknown } = {};
      try {
        json = JSON.parse(text) as typeof json;
      } catch {
        // not JSON (a file): the caller reads status and headers
      }
      count(response.status, json.code);
      return { status: response.status, headers: response.headers, code: json.code, message: json.message, data: json.data as T };
    },
    async login(userName, password = '111111') {
      const answer = await target.call<string>('/user/login', { method: 'POST', body: { userName, password } });
      if (answer.code !== '00000') throw new Error(`login ${userName} failed: ${answer.message ?? answer.code}`);
      return answer.data;
    },
    raw(path, options = {}) {
      return new Promise((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: running().port, path, method: options.method ?? 'GET', headers: options.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              count(res.statusCode ?? 0, undefined);
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
            });
          },
        );
        req.on('error', reject);
        req.end(options.body);
      });
    },
  };
  return target;
}

export const form = (blob: Blob, name: string): FormData => {
  const data = new FormData();
  data.append('file', blob, name);
  return data;
};
