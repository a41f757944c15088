// With CPU_PROFILE=1, each unit file writes a CPU profile of its tests to test-results/profiles/
// (open it in Chrome's DevTools, Performance panel): where a slow console test spends its time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll, expect } from 'vitest';

const session = new Session();
const folder = join(process.cwd(), 'test-results', 'profiles');

beforeAll(async () => {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
});

afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(folder, { recursive: true });
  const file = basename(expect.getState().testPath ?? 'unit');
  writeFileSync(join(folder, `${file}.${Date.now()}.cpuprofile`), JSON.stringify(profile));
  session.disconnect();
});
