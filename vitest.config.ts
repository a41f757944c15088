/**
 * The Vitest suite as projects, run together by one `vitest run`:
 * - unit: the console's code (jsdom);
 * - memory: the server, its stores, operations and security suites, once, on the memory store;
 *   files that test every store kind themselves (STORE_KINDS) run here once, PostgreSQL included;
 * - sqlite, postgres: again, only the files that run on the store TEST_STORE names (see below);
 * - cluster: server processes sharing one PostgreSQL;
 * - build: byte budgets of the production build in dist/, when there is one (`npm test` builds first).
 * One throw-away PostgreSQL serves the whole run (tests/setup/postgres.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresPossible, skipNotice } from './scripts/test/postgresCluster.mjs';

/** The folders of the server-side suites. */
const SERVER_FOLDERS = ['tests/unit/server', 'tests/unit/storage', 'tests/unit/ops', 'tests/security'];

/**
 * A file depends on the store when it asks for the store TEST_STORE names: it starts the mock API
 * (`setupMockApi`) or the real server (`setupTarget`) on it, or reads TEST_STORE. Such a file runs
 * once per store; every other file runs once.
 */
const STORE_DEPENDENT = /\b(setupMockApi|setupTarget)\(|\bTEST_STORE\b/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const storeDependent = SERVER_FOLDERS.flatMap(testFiles).filter((file) => STORE_DEPENDENT.test(readFileSync(file, 'utf8')));
const withPostgres = postgresPossible();
if (!withPostgres) console.log(skipNotice('PostgreSQL is not installed. As root: apt-get update && apt-get install -y postgresql (or set PG_BIN to its bin folder)'));

const built = existsSync(join(process.env.DIST_DIR ?? 'dist', '.vite', 'manifest.json'));
if (!built) console.log('No production build in dist/: the byte budgets (tests/build) are left out; `npm run build` brings them in.');

const shared = {
  setupFiles: ['tests/unit/setup.ts'],
  // CSS a component inlines (`?inline`) is its content: the test of the schema error page checks it.
  css: { include: [/schemaErrorPage\.css/] },
  // A ceiling, not a wait: a console test takes 1-3 s; a machine shared with other work can make it 5 times that.
  testTimeout: 30_000,
} as const;

function storeProject(name: 'memory' | 'sqlite' | 'postgres', include: string[]): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      ...shared,
      name,
      environment: 'node',
      include,
      env: { TEST_STORE: name },
      // The server's modules are loaded once per worker, not once per file: each file opens its own
      // store and server, so nothing of one file's state reaches the next.
      isolate: false,
      globalSetup: withPostgres && name !== 'sqlite' ? ['tests/setup/postgres.ts'] : [],
    },
  };
}

export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores: the default (one worker on a 2-core machine) left one idle for the whole run.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The VM pool resolves a package's "node" export without "module-sync" and so would hand
        // the console's files react-router's CommonJS build while react-admin gets its ES module: two
        // routers, two contexts. The console's files get the ES modules too.
        resolve: {
          alias: [
            { find: /^react-router-dom$/, replacement: fileURLToPath(new URL('node_modules/react-router-dom/dist/index.mjs', import.meta.url)) },
            { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/development/index.mjs', import.meta.url)) },
          ],
        },
        test: {
          ...shared,
          name: 'unit',
          environment: 'jsdom',
          // A fresh VM context per file, in long-lived workers: each file still gets its own module
          // graph and window, without a new process and a new jsdom load per file (their cost was a
          // third of the project's time).
          pool: 'vmForks',
          setupFiles: ['tests/unit/vmGlobals.ts', 'tests/unit/fastLabels.ts', ...shared.setupFiles, ...(process.env.CPU_PROFILE ? ['tests/unit/cpuProfile.ts'] : [])],
          execArgv: ['--import', './tests/setup/cjsWithoutModuleSync.mjs'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: SERVER_FOLDERS.map((folder) => `${folder}/**`),
        },
      },
      storeProject('memory', SERVER_FOLDERS.map((folder) => `${folder}/**/*.test.ts`)),
      storeProject('sqlite', storeDependent),
      ...(withPostgres
        ? [
            storeProject('postgres', storeDependent),
            {
              extends: true,
              test: {
                name: 'cluster',
                environment: 'node',
                include: ['tests/cluster/**/*.test.ts'],
                globalSetup: ['tests/setup/postgres.ts'],
                testTimeout: 240_000,
                hookTimeout: 120_000,
                // Server processes on 2 cores: one file at a time.
                maxWorkers: 1,
              },
            } satisfies TestProjectInlineConfiguration,
          ]
        : []),
      ...(built
        ? [{ extends: true, test: { name: 'build', environment: 'node', include: ['tests/build/**/*.test.ts'] } } satisfies TestProjectInlineConfiguration]
        : []),
    ],
  },
});
