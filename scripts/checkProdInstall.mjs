#!/usr/bin/env node
// Proves the production install: a folder holding only what a deployment copies (package.json,
// package-lock.json, the built console dist/ and the built server build/), `npm ci --omit=dev`, then
// `npm run serve` serves the console and answers a login. Run after `npm run build`.
import { spawn, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
for (const needed of ['dist/index.html', 'build/server/main.mjs']) {
  if (!existsSync(join(root, needed))) {
    console.error(`${needed} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

const folder = mkdtempSync(join(tmpdir(), 'sms-prod-'));
/** The running `npm run serve`, once started. */
const running = { server: undefined };
const cleanUp = () => {
  // npm runs the server as its child: the whole process group is stopped, not only npm.
  if (running.server?.pid) {
    try {
      process.kill(-running.server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  // Hundreds of packages: removed in the background, so that the check does not wait on the disk.
  spawn('rm', ['-rf', folder], { detached: true, stdio: 'ignore' }).unref();
};

/**
 * The SQLite addon this checkout's install built, offered to the production install as a local
 * prebuild (prebuild-install's own mechanism, as a deployment's binary mirror would), so that it is
 * not compiled a second time: compiling it is two minutes of CPU and proves nothing the first
 * install did not. Without a built addon, the production install builds its own.
 */
function sqliteAddonOf(folder) {
  const addonRoot = join(root, 'node_modules', 'better-sqlite3');
  if (!existsSync(join(addonRoot, 'build', 'Release', 'better_sqlite3.node'))) return {};
  const { version } = JSON.parse(readFileSync(join(addonRoot, 'package.json'), 'utf8'));
  const prebuilds = join(folder, 'prebuilds');
  mkdirSync(prebuilds, { recursive: true });
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', join(prebuilds, name), '-C', addonRoot, 'build/Release/better_sqlite3.node']);
  return { npm_config_better_sqlite3_local_prebuilds: prebuilds };
}

function fail(message) {
  console.error(`Production install check failed: ${message}`);
  cleanUp();
  process.exit(1);
}

try {
  for (const entry of ['package.json', 'package-lock.json', 'dist', 'build']) cpSync(join(root, entry), join(folder, entry), { recursive: true });
  console.log(`npm ci --omit=dev in ${folder}...`);
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...sqliteAddonOf(folder) } });
  for (const devOnly of ['tsx', 'vite', 'msw', 'vitest']) {
    if (existsSync(join(folder, 'node_modules', devOnly))) fail(`${devOnly} was installed by --omit=dev`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const server = spawn('npm', ['run', 'serve'], {
  cwd: folder,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(folder, 'data'), DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
running.server = server;
const url = await new Promise((resolve) => {
  let out = '';
  const timer = setTimeout(() => resolve(undefined), 60_000);
  server.stdout.on('data', (chunk) => {
    out += chunk.toString();
    const match = /SMS admin console: (http:\/\/\S+\/)/.exec(out);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  server.once('exit', () => resolve(undefined));
});
if (!url) fail('npm run serve did not print its address within 60 s');

const page = await fetch(url);
if (page.status !== 200 || !(await page.text()).includes('<div id="root">')) fail(`GET / answered ${page.status}, not the console`);
const login = await fetch(`${url}api/user/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ userName: 'admin', password: '111111' }),
});
const answer = await login.json();
if (answer.code !== '00000' || typeof answer.data !== 'string') fail(`login answered ${JSON.stringify(answer)}`);
console.log(`Production install OK: npm ci --omit=dev && npm run serve served ${url} and answered login.`);
cleanUp();
process.exit(0);
