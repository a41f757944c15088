/**
 * Memory that comes back: the JS heap (after a forced GC, through CDP) on the dashboard,
 * then after opening the 100,000-row list, then after Close All took the user back to the
 * dashboard. The app is never reloaded: navigation is client-side.
 *
 * The page is driven without Playwright's locators: they run Playwright's injected script in the
 * page's own heap, and the code it compiles while it waits and clicks (about 1.3 MB once warm, and
 * still 0.1 MB more during the list's visit) was counted as the console's. Here the waits are plain
 * DOM checks and the clicks are CDP mouse events at the element's centre.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { TABLE } from './lists';
import { signInCookie, SPA_NAVIGATE } from './session';

const RUNS = Number(process.env.BENCH_HEAP_RUNS ?? 3);

export interface HeapFigures {
  before: number;
  withList: number;
  afterCloseAll: number;
  /** After a second open and Close All: shows whether anything grows per visit. */
  afterSecondCloseAll: number;
}

export interface HeapSummary extends HeapFigures {
  /** After Close All vs before opening the list, in every run, ascending. */
  runs: number[];
}

/**
 * What stays after Close All moves by about 0.1 MB from one run to the next: the list is seeded
 * once, then the run with the median of RUNS is reported.
 */
export async function medianHeapFigures(browser: Browser, baseUrl: string, rows: number): Promise<HeapSummary> {
  const seeding = await browser.newContext();
  try {
    await seeding.request.post(`${baseUrl}api/__control__/seed-packages`, { data: { count: rows }, timeout: 120_000 });
  } finally {
    await seeding.close();
  }
  const all: HeapFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) all.push(await heapFigures(browser, baseUrl));
  const rise = (figures: HeapFigures) => figures.afterCloseAll - figures.before;
  all.sort((a, b) => rise(a) - rise(b));
  const median = all[Math.floor(all.length / 2)];
  if (!median) throw new Error('BENCH_HEAP_RUNS must be at least 1');
  return { ...median, runs: all.map(rise) };
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Polls a DOM check (an expression evaluated in the page) every 100 ms. */
async function until(page: Page, check: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`heap bench: timed out waiting for ${check}`);
    await page.waitForTimeout(100);
  }
}

/** A click with CDP's mouse at the centre of the element an expression finds. */
async function clickAt(page: Page, element: string, button: 'left' | 'right' = 'left'): Promise<void> {
  const { x, y } = (await page.evaluate(
    `(() => { const box = (${element}).getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
  )) as { x: number; y: number };
  await page.mouse.click(x, y, { button });
}

const DASHBOARD = `!!document.querySelector('[data-testid="count-newVisits"]')`;
const LIST_TAG = `document.querySelector('[data-tag="/permission/packageConf"]')`;
const ROWS_SHOWN = `[...document.querySelectorAll('${TABLE} tbody tr')].some((row) => row.textContent.includes('PKG-'))`;
const CLOSE_ALL = `[...document.querySelectorAll('[role="menuitem"]')].find((item) => item.textContent.trim() === 'Close All')`;

/** One run in a fresh tab, on the list the server already holds. */
async function heapFigures(browser: Browser, baseUrl: string): Promise<HeapFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await signInCookie(context, baseUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${baseUrl}dashboard`);
    await until(page, DASHBOARD);
    await page.waitForTimeout(3000);
    const before = await usedHeap(cdp);
    const cycle = async () => {
      await page.evaluate(SPA_NAVIGATE, '/permission/packageConf');
      await until(page, ROWS_SHOWN);
      await page.waitForTimeout(3000);
      const withList = await usedHeap(cdp);
      await clickAt(page, LIST_TAG, 'right');
      await until(page, `!!${CLOSE_ALL}`);
      await clickAt(page, CLOSE_ALL);
      await until(page, `${DASHBOARD} && !${LIST_TAG}`);
      await page.waitForTimeout(3000);
      return { withList, after: await usedHeap(cdp) };
    };
    const first = await cycle();
    const second = await cycle();
    return { before, withList: first.withList, afterCloseAll: first.after, afterSecondCloseAll: second.after };
  } finally {
    await context.close();
  }
}
