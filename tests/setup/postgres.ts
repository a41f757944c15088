/**
 * Vitest global setup of the projects that need PostgreSQL: one throw-away cluster for the whole run,
 * however many projects ask for it (started by the first, stopped after the last), or the server
 * TEST_POSTGRES_URL already names. Without PostgreSQL the run goes on without it, with a visible notice.
 */
import type { TestProject } from 'vitest/node';
import { skipNotice, startPostgres } from '../../scripts/test/postgresCluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgresUrl: string;
  }
}

interface Shared {
  users: number;
  cluster: Promise<{ url: string; stop(): void }>;
}

const KEY = Symbol.for('sms-admin.testPostgres');
const holder = globalThis as typeof globalThis & { [KEY]?: Shared };

async function open(): Promise<{ url: string; stop(): void }> {
  const given = process.env.TEST_POSTGRES_URL;
  if (given) return { url: given, stop: () => undefined };
  const cluster = await startPostgres();
  if ('skipped' in cluster) {
    console.log(skipNotice(cluster.skipped));
    return { url: '', stop: () => undefined };
  }
  console.log(`PostgreSQL ${cluster.version} test cluster on ${cluster.url}`);
  return cluster;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  holder[KEY] ??= { users: 0, cluster: open() };
  const shared = holder[KEY];
  shared.users += 1;
  const { url } = await shared.cluster;
  // Forked workers inherit the variable; `inject` serves workers that do not.
  if (url) process.env.TEST_POSTGRES_URL = url;
  project.provide('testPostgresUrl', url);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) {
      (await shared.cluster).stop();
      delete holder[KEY];
    }
  };
}
