import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 4399);
const distDir = process.env.DIST_DIR ?? 'dist';
export const baseURL = `http://127.0.0.1:${port}`;
// The suite runs against the production build: the console in dist/ and the compiled server (`npm run build`).
export const SERVER_ENTRY = 'build/server/main.mjs';
for (const needed of [`${distDir}/index.html`, SERVER_ENTRY]) {
  if (!existsSync(needed)) throw new Error(`${needed} is missing: run \`npm run build\` first (npm run test:e2e does).`);
}
// The server keeps its data (SQLite) in a fresh folder per run, never in the repository's data/.
// Set once by the main process; the workers inherit it. The main process removes it on exit: a
// globalTeardown would run while the web server still has the database open.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sms-e2e-data-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  // The README's screenshots are taken by `npm run docs:screenshots`, not by the test suite.
  testIgnore: process.env.DOCS_SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  // One folder per port, so runs side by side do not clobber each other's artifacts.
  outputDir: `test-results/${port}`,
  // Generous: the CI machine has 2 cores for 3 browsers and several servers; a first render there
  // can take 8 s. Speed is measured by the benchmark (npm run bench), not by these timeouts.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Chosen by measurement on this 2-core machine (194 tests, Chromium's headless shell, quiet): 2
  // workers 360 s with the cores 79 % busy (each worker waits on its page and server much of the
  // time), 3 workers 309 s, no retry either way. (With the full browser, 3 workers had gained only
  // 5 % and met one failure.)
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    // Recorded only when a failed test runs again (CI retries once): tracing every test costs the run CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    // Each demo account signed in once; the suite reuses those sessions (tests/e2e/support.ts, signIn).
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['sessions'] },
  ],
  webServer: {
    command: `node ${SERVER_ENTRY}`,
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', MOCK_CONTROL: '1', DIST_DIR: distDir, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: '' },
  },
});
