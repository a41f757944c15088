/**
 * Lighthouse 12 (performance and accessibility) on /login and a signed-in /dashboard, mobile and
 * desktop presets, in Debian's Chromium driven through its debugging port. The browser is a
 * persistent context, so the session cookie set here is the one Lighthouse's tab sends
 * (`disableStorageReset` keeps it). Mobile uses Lighthouse's default simulated throttling (slow 4G,
 * 4x CPU); desktop its desktop preset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium';
import { signInCookie } from './session';

export interface LighthouseScore {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  totalBlockingTime: number;
  largestContentfulPaint: number;
}

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
        const result = await lighthouse(
          `${baseUrl}${path}`,
          { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for /${path} (${preset})`);
        scores.push({
          page: `/${path}`,
          preset,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          totalBlockingTime: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          largestContentfulPaint: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        });
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return scores;
}
