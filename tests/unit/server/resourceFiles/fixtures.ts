/** Resource files and a throw-away static root for the published-files tests. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A valid conventional resource file named `name`, readable by admin and editor. */
export const memoFile = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  label: `${name} label`,
  roles: ['admin', 'editor'],
  route: { parent: `/${name}Group`, path: name, name: `${name}Page`, group: { title: `${name} group`, icon: 'table' } },
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 40 },
    { source: 'count', type: 'number', integer: true },
  ],
  ...extra,
});

export interface StaticRoot {
  dir: string;
  remove(): void;
}

/** A built console's stand-in: index.html, and config.json listing `disk` files (name -> JSON). */
export function staticRoot(disk: Record<string, unknown> = {}): StaticRoot {
  const dir = mkdtempSync(join(tmpdir(), 'sms-published-'));
  mkdirSync(join(dir, 'resources'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SMS</title>');
  for (const [name, json] of Object.entries(disk)) writeFileSync(join(dir, 'resources', `${name}.json`), JSON.stringify(json));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ resources: Object.keys(disk).map((name) => `resources/${name}.json`) }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer {
  status: number;
  code: string | number;
  message: string;
  data: unknown;
}

/** One API call to a running server: `body` as JSON, or `raw` text sent as application/json. */
export async function callServer(base: string, path: string, init: { token?: string; method?: string; body?: unknown; raw?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Token = init.token;
  const text = init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (text !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}api${path}`, { method: init.method ?? 'GET', headers, body: text });
  return { status: response.status, ...((await response.json()) as Omit<Answer, 'status'>) };
}

export async function loginTo(base: string, userName: string): Promise<string> {
  const answer = await callServer(base, '/user/login', { method: 'POST', body: { userName, password: '111111' } });
  if (answer.code !== '00000') throw new Error(`login ${userName}: ${answer.message}`);
  return answer.data as string;
}
