/**
 * axe-core run inside the page, loaded once per document: the sweep visits its pages inside one
 * running console, so the engine stays loaded from one page to the next. `@axe-core/playwright`'s
 * builder loads the engine again on every run, and outside its legacy mode finishes each run in a
 * new blank page: measured on the admin pages, about three times the time of the checks themselves.
 * Only violations are collected (axe then builds no selectors for the nodes that pass).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
}

/** What to check: the rules of these tags, or exactly these rules. */
export type AxeScope = { tags: readonly string[] } | { rules: readonly string[] };

/** Loads axe-core into every frame of the page that does not hold it yet. */
async function loadAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => typeof (window as AxeWindow).axe === 'object').catch(() => true);
    if (!loaded) await frame.evaluate(AXE_SOURCE);
  }
}

/** The violations axe finds on the page now (every impact; the caller picks the ones that block). */
export async function axeViolations(page: Page, scope: AxeScope, rules: RunOptions['rules'] = {}): Promise<AxeResults['violations']> {
  await loadAxe(page);
  const options: RunOptions = {
    runOnly: 'tags' in scope ? { type: 'tag', values: [...scope.tags] } : { type: 'rule', values: [...scope.rules] },
    resultTypes: ['violations'],
    reporter: 'v1',
    rules,
  };
  const results = await page.evaluate((runOptions) => (window as AxeWindow).axe!.run(document, runOptions), options);
  return results.violations;
}
