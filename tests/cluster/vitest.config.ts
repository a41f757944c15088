/** The cluster tests (`npm run test:cluster`): node processes on a throw-away PostgreSQL, run one file at a time. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
