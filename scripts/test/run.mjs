#!/usr/bin/env node
// `npm test`: every stage of the suite, those that do not compete for the cores side by side, then a
// table of the stages and their durations (printed, and written to test-results/stages.md, which CI
// prints too). Stops after the first group with a failing stage; exits with 1 then.
//
//   1. dependencies (npm ci when missing), the browser (apt-get when missing and root)
//   2. typecheck | lint
//   3. build (the console and the compiled server, once for every later stage)
//   4. vitest (unit, memory, sqlite, postgres, cluster projects) | production install (npm ci --omit=dev of the build)
//   5. browser tests (Playwright, against the build of stage 3)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const logs = join(root, 'test-results', 'stages');
mkdirSync(logs, { recursive: true });

/** One stage: a name and a shell command. */
const stage = (name, command) => ({ name, command });
const groups = [
  [stage('dependencies', 'node scripts/ensureDeps.mjs'), stage('browser', 'node scripts/ensureChromium.mjs')],
  [stage('typecheck', 'npm run typecheck'), stage('lint', 'npm run lint')],
  [stage('build', 'npm run build')],
  [stage('vitest', 'npx vitest run'), stage('production install', 'node scripts/checkProdInstall.mjs')],
  [stage('browser tests', 'npx playwright test')],
];

/**
 * The machine's busy and total CPU time so far (Linux's /proc/stat, in clock ticks), to tell how
 * much of the cores a group of stages used: undefined elsewhere.
 */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3] - (fields[4] ?? 0), total };
}

const only = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
const results = [];

/**
 * Runs a stage. The first stage of a group prints as it goes; the others' output is kept in a log
 * and printed when they end, so that two stages never interleave their lines.
 */
function run({ name, command }, live) {
  const started = Date.now();
  const logFile = join(logs, `${name.replaceAll(' ', '-')}.log`);
  const chunks = [];
  const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: live ? process.env.FORCE_COLOR : '0' } });
  const keep = (chunk) => {
    chunks.push(chunk);
    if (live) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const output = Buffer.concat(chunks);
      writeFileSync(logFile, output);
      if (!live) process.stdout.write(`\n──── ${name} ────\n${output}`);
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      console.log(`\n${ok ? '✔' : '✘'} ${name}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(1)} s`);
      resolve({ name, ok, seconds });
    });
  });
}

function table(totalSeconds) {
  const lines = ['| stage | result | seconds | cores busy |', '|---|---|---:|---:|'];
  for (const { name, ok, seconds, parallel, busy } of results)
    lines.push(`| ${parallel ? '∥ ' : ''}${name} | ${ok ? 'passed' : 'FAILED'} | ${seconds.toFixed(1)} | ${busy === undefined ? '' : `${Math.round(busy * 100)} %`} |`);
  lines.push(`| **total** (wall clock) | ${results.every((result) => result.ok) ? 'passed' : 'FAILED'} | ${totalSeconds.toFixed(1)} | |`);
  return lines.join('\n');
}

const started = Date.now();
for (const group of groups) {
  const stages = group.filter(({ name }) => !only || only.includes(name));
  if (stages.length === 0) continue;
  const before = cpuTicks();
  const ended = await Promise.all(stages.map((each, index) => run(each, index === 0)));
  const after = cpuTicks();
  // The share of the machine's CPU time the group used (all its stages together), on the group's first line.
  const busy = before && after && after.total > before.total ? (after.busy - before.busy) / (after.total - before.total) : undefined;
  ended.forEach((result, index) => results.push({ ...result, parallel: index > 0, busy: index === 0 ? busy : undefined }));
  if (ended.some((result) => !result.ok)) break;
}
const summary = `${table((Date.now() - started) / 1000)}\n\n∥: ran beside the stage above it. Cores busy: the share of the machine's CPU time used while that line (with its ∥ stages) ran. Logs: test-results/stages/.\n`;
writeFileSync(join(root, 'test-results', 'stages.md'), `# npm test, ${new Date().toISOString()}\n\n${summary}`);
console.log(`\nnpm test: where the time went\n\n${summary}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
