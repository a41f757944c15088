// A throw-away PostgreSQL cluster for the tests: Debian's PostgreSQL (installed with apt-get when
// missing and root), a cluster in a temporary folder on a free port of 127.0.0.1, no fsync.
// `startPostgres()` answers { url, stop } or, when PostgreSQL cannot be had, { skipped: reason }.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The bin folder of the newest installed PostgreSQL (Debian layout), or of PG_BIN. */
function findBinDir() {
  if (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
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

/** Where to run PostgreSQL's tools from, or why it cannot be had here. */
function locate() {
  let binDir = findBinDir();
  if (!binDir) {
    if (!isRoot) return { skipped: 'PostgreSQL is not installed. As root: apt-get update && apt-get install -y postgresql (or set PG_BIN to its bin folder)' };
    console.log("Installing Debian's PostgreSQL for the store tests (apt-get install postgresql)...");
    execFileSync('/bin/sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
    binDir = findBinDir();
    if (!binDir) return { skipped: 'apt-get finished but no initdb was found under /usr/lib/postgresql' };
  }
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` account.
  if (!isRoot) return { binDir, runAs: [] };
  try {
    const owner = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
    return { binDir, runAs: ['runuser', '-u', 'postgres', '--'], owner };
  } catch {
    return { skipped: 'running as root and there is no `postgres` account to run the server as' };
  }
}

/** A visible notice that the PostgreSQL part is skipped, and why. */
export function skipNotice(reason) {
  const line = '!'.repeat(78);
  return `\n${line}\n!! PostgreSQL tests SKIPPED: ${reason}\n${line}\n`;
}

export async function startPostgres() {
  const found = locate();
  if (found.skipped) return { skipped: found.skipped };
  const { binDir, runAs, owner } = found;
  const tool = (name, args) => {
    const argv = [...runAs, join(binDir, name), ...args];
    const result = spawnSync(argv[0], argv.slice(1), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${name} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const folder = mkdtempSync(join(tmpdir(), 'sms-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const dataDir = join(folder, 'data');
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    // A test cluster: no fsync (nothing here must survive a machine crash), sockets in the folder.
    const serverOptions = `-p ${port} -h 127.0.0.1 -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    tool('pg_ctl', ['-D', dataDir, '-o', serverOptions, '-l', join(folder, 'server.log'), '-w', '-t', '60', 'start']);
    running = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return { url, version: binDir.split('/').at(-2), folder, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Whether this run can have a PostgreSQL: one is named, installed, or installable (root). */
export function postgresPossible() {
  return Boolean(process.env.TEST_POSTGRES_URL) || Boolean(findBinDir()) || isRoot;
}
