/**
 * Lighthouse 12 (performance and accessibility) on /login and a signed-in /dashboard, mobile and
 * desktop presets, in Debian's Chromium driven through its debugging port. The browser is a
 * persistent context, so the session cookie set here is the one Lighthouse's tab sends
 * (`disableStorageReset` keeps it). Every run is a first visit all the same: the browser's cache is
 * emptied before each one, as Lighthouse's own storage reset does (before, only the first of the
 * five runs was; the others found every file in the cache, and their median was a warm reload's
 * score). The page is loaded once beforehand, so the server has compressed its files already. Mobile
 * uses Lighthouse's default simulated throttling (slow 4G, 4x CPU); desktop its desktop preset.
 *
 * Lighthouse's performance score moves a lot from run to run on a small shared machine (its own
 * guidance is to take the median of five runs): each page and preset runs BENCH_LH_RUNS times
 * (default 5) and the run with the median performance score is reported, with the range and the
 * machine's benchmark index (Lighthouse's CPU speed estimate; higher is faster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { signInCookie } from './session';
import { median } from './stats';

export interface LighthouseScore {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  totalBlockingTime: number;
  largestContentfulPaint: number;
  /** Performance scores of every run, ascending. */
  runs: number[];
  /** Largest contentful paint of every run (ms), ascending. */
  lcpRuns: number[];
  /** Median of Lighthouse's benchmark index over the runs. */
  benchmarkIndex: number;
  /** Runs that recorded no performance score and were run again. */
  failedRecordings?: number;
}

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);

const PORT = Number(process.env.BENCH_LH_PORT ?? 9412);
/** Runs that recorded no score, run again, before the page and preset give up. */
const MAX_FAILED_RECORDINGS = 3;

type Preset = LighthouseScore['preset'];
type Run = Pick<LighthouseScore, 'performance' | 'accessibility' | 'totalBlockingTime' | 'largestContentfulPaint' | 'benchmarkIndex'>;

/** One Lighthouse run on the browser behind PORT; undefined when it recorded no performance score. */
async function runOnce(url: string, preset: Preset): Promise<Run | undefined> {
  const result = await lighthouse(
    url,
    { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
  // A run without a performance score failed to record (NO_NAVSTART and the like): it is run again
  // rather than counted as a score of 0, and the report says how many were.
  if (lhr.categories.performance?.score === null || lhr.runtimeError) {
    const failed = Object.values(lhr.audits).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`);
    console.error(`Lighthouse ${url} (${preset}): no performance score, run again. ${lhr.runtimeError?.message ?? ''} ${failed.slice(0, 2).join('; ')}`);
    return undefined;
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    totalBlockingTime: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    largestContentfulPaint: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** RUNS runs, reported as the run with the median performance score. */
async function medianOfRuns(context: BrowserContext, baseUrl: string, path: string, preset: Preset): Promise<LighthouseScore> {
  const warm = await context.newPage();
  await warm.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await warm.goto('about:blank');
  const cdp = await context.newCDPSession(warm);
  const runs: Run[] = [];
  let failed = 0;
  while (runs.length < RUNS) {
    await cdp.send('Network.clearBrowserCache');
    const run = await runOnce(`${baseUrl}${path}`, preset);
    if (run) runs.push(run);
    else if ((failed += 1) > MAX_FAILED_RECORDINGS) throw new Error(`Lighthouse failed to record ${failed} runs of /${path} (${preset})`);
  }
  await cdp.detach();
  await warm.close();
  runs.sort((a, b) => a.performance - b.performance);
  return {
    ...runs[Math.floor(runs.length / 2)],
    page: `/${path}`,
    preset,
    // Accessibility does not depend on timing: the worst run is reported.
    accessibility: Math.min(...runs.map((entry) => entry.accessibility)),
    runs: runs.map((entry) => entry.performance),
    lcpRuns: runs.map((entry) => entry.largestContentfulPaint).sort((a, b) => a - b),
    benchmarkIndex: median(runs.map((entry) => entry.benchmarkIndex)),
    failedRecordings: failed,
  };
}

export async function lighthouseScores(baseUrl: string): Promise<LighthouseScore[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...chromiumArgs, `--remote-debugging-port=${PORT}`],
  });
  const scores: LighthouseScore[] = [];
  try {
    for (const path of ['login', 'dashboard']) {
      if (path === 'dashboard') await signInCookie(context, baseUrl);
      for (const preset of ['mobile', 'desktop'] as const) scores.push(await medianOfRuns(context, baseUrl, path, preset));
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}
