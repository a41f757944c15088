#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster: `node scripts/with-postgres.mjs <command...>`.
// Finds Debian's PostgreSQL (installs it with apt-get when missing and root; otherwise prints a
// visible notice and skips, exit 0), creates a cluster in a temporary folder, starts it on a free
// port of 127.0.0.1, runs the command with TEST_POSTGRES_URL and TEST_STORE=postgres set, then
// stops the cluster and deletes the folder, whatever the command did. Exits with the command's code.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function skip(reason) {
  const line = '!'.repeat(78);
  console.log(`\n${line}\n!! PostgreSQL tests SKIPPED: ${reason}\n${line}\n`);
  process.exit(0);
}

/** The bin folder of the newest installed PostgreSQL (Debian layout), or of PG_BIN. */
function findBinDir() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  return undefined;
}

let binDir = findBinDir();
if (!binDir) {
  if (!isRoot) skip("PostgreSQL is not installed. As root: apt-get update && apt-get install -y postgresql (or set PG_BIN to its bin folder)");
  console.log("Installing Debian's PostgreSQL for the store tests (apt-get install postgresql)...");
  execFileSync('/bin/sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
  binDir = findBinDir();
  if (!binDir) skip('apt-get finished but no initdb was found under /usr/lib/postgresql');
}

// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account.
let runAs = [];
let owner;
if (isRoot) {
  try {
    owner = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
    runAs = ['runuser', '-u', 'postgres', '--'];
  } catch {
    skip('running as root and there is no `postgres` account to run the server as');
  }
}

function pg(tool, args, options = {}) {
  const argv = [...runAs, join(binDir, tool), ...args];
  const result = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'sms-pg-'));
if (owner) chownSync(folder, owner.uid, owner.gid);
const dataDir = join(folder, 'data');
let started = false;

function stop() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(folder, { recursive: true, force: true });
}

let code = 1;
try {
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  // A test cluster: no fsync (nothing here must survive a machine crash), sockets in the folder.
  const serverOptions = `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  pg('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${binDir.split('/').at(-2)} test cluster on ${url} (${folder})`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    shell: process.platform === 'win32',
    env: { ...process.env, TEST_POSTGRES_URL: url, TEST_STORE: 'postgres' },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  code = 1;
} finally {
  stop();
}
process.exit(code);
