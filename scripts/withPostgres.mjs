#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster: `node scripts/withPostgres.mjs <command...>`,
// with TEST_POSTGRES_URL and TEST_STORE=postgres set; the cluster is stopped and deleted afterwards,
// whatever the command did. Without PostgreSQL (and not root to install it), prints a visible
// notice and exits 0. The test suite itself starts its cluster in Vitest's global setup.
import { spawn } from 'node:child_process';
import { skipNotice, startPostgres } from './test/postgresCluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/withPostgres.mjs <command...>');
  process.exit(2);
}

const cluster = await startPostgres();
if (cluster.skipped) {
  console.log(skipNotice(cluster.skipped));
  process.exit(0);
}
let code = 1;
try {
  console.log(`PostgreSQL ${cluster.version} test cluster on ${cluster.url} (${cluster.folder})`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_POSTGRES_URL: cluster.url, TEST_STORE: 'postgres' },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  cluster.stop();
}
process.exit(code);
