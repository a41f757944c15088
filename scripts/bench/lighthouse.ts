/**
 * Lighthouse 12 (performance and accessibility) on /login and a signed-in /dashboard, mobile and
 * desktop presets, in Debian's Chromium driven through its debugging port. The browser is a
 * persistent context, so the session cookie set here is the one Lighthouse's tab sends
 * (`disableStorageReset` keeps it). Mobile uses Lighthouse's default simulated throttling (slow 4G,
 * 4x CPU); desktop its desktop preset.
 *
 * Lighthouse's performance score moves a lot from run to run on a small shared machine (its own
 * guidance is to take the median of five runs): each page and preset runs BENCH_LH_RUNS times
 * (default 5) and the run with the median performance score is reported, with the range and the
 * machine's benchmark index (Lighthouse's CPU speed estimate; higher is faster).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
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
  /** Median of Lighthouse's benchmark index over the runs. */
  benchmarkIndex: number;
}

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);

const PORT = Number(process.env.BENCH_LH_PORT ?? 9412);

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
      for (const preset of ['mobile', 'desktop'] as const) {
        const runs: Omit<LighthouseScore, 'runs' | 'benchmarkIndex'>[] = [];
        const indexes: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const result = await lighthouse(
            `${baseUrl}${path}`,
            { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr) throw new Error(`Lighthouse gave no result for /${path} (${preset})`);
          indexes.push(lhr.environment.benchmarkIndex);
          runs.push({
            page: `/${path}`,
            preset,
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
            totalBlockingTime: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            largestContentfulPaint: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          });
        }
        runs.sort((a, b) => a.performance - b.performance);
        const medianRun = runs[Math.floor(runs.length / 2)];
        scores.push({
          ...medianRun,
          // Accessibility does not depend on timing: the worst run is reported.
          accessibility: Math.min(...runs.map((entry) => entry.accessibility)),
          runs: runs.map((entry) => entry.performance),
          benchmarkIndex: median(indexes),
        });
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}
