/**
 * The big client list (Manage packageConf) at 100,000 and 1,000,000 rows: time to the first rows,
 * then page, sort and per-keystroke search latency, each from the input (click or input event) to
 * the frame after the table changed. Rows are seeded through the test-only control endpoint.
 */
import type { Browser, Page } from '@playwright/test';
import { signInCookie } from './session';

export const TABLE = 'main table[aria-label="Manage packageConf"]';

/**
 * Runs an action in the page and waits until the table body's text changes, plus one frame. `size`
 * opens the pager's size menu first (not timed) and times the click on the size given.
 */
export async function measureChange(page: Page, action: 'next' | 'sort' | 'search' | 'size', argument?: string): Promise<number> {
  return page.evaluate(
    async ({ action, argument, selector }) => {
      const table = document.querySelector(selector) as HTMLTableElement;
      const body = table.tBodies[0];
      let option: HTMLElement | undefined;
      if (action === 'size') {
        const select = document.querySelector('main nav[aria-label="pagination"] [role="combobox"]') as HTMLElement;
        select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
        for (let frame = 0; frame < 300 && !option; frame += 1) {
          await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
          option = document.querySelector(`[role="listbox"] [role="option"][data-value="${argument ?? ''}"]`) as HTMLElement | undefined ?? undefined;
        }
        if (!option) return Number.NaN;
        // The menu's opening transition is over before the timed click.
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const before = body.innerText;
      const changed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (body.innerText !== before) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(body, { subtree: true, childList: true, characterData: true });
      });
      const started = performance.now();
      if (action === 'next') (document.querySelector('main nav[aria-label="pagination"] button[aria-label="Go to next page"]') as HTMLButtonElement).click();
      if (action === 'sort') (Array.from(table.querySelectorAll('thead button, thead [role="button"]')).find((el) => el.textContent?.trim() === argument) as HTMLElement).click();
      if (action === 'size') option?.click();
      if (action === 'search') {
        const input = document.querySelector('main input[aria-label="Search"]') as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, argument ?? '');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000));
      if ((await Promise.race([changed, timedOut])) === 'timeout') return Number.NaN;
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      return performance.now() - started;
    },
    { action, argument, selector: TABLE },
  );
}

/** Typing text that narrows step by step: every keystroke of these changes the rows shown. */
export function keystrokes(count: number, rows: number): string[] {
  const out: string[] = [];
  let seed = 7;
  while (out.length < count) {
    seed = (seed * 48271) % 2147483647;
    const id = String(1 + (seed % rows)).padStart(4, '0');
    // 'PKG-0', then 'PKG-04', 'PKG-043', ... (typed one key at a time).
    const needle = `PKG-${id}`;
    for (let length = 5; length <= needle.length && out.length < count; length += 1) out.push(needle.slice(0, length));
    out.push('');
  }
  return out.filter((text, index) => !(text === '' && index === out.length - 1));
}

/**
 * From navigation to the frame that first shows a data row (a failed load shows its message in a
 * cell too). Timed in the page: an observer notes when a row is in the table and the next animation
 * frame when it is drawn. Read from outside (Playwright polling the page, then asking it for the
 * time), the figure came 100-350 ms late whenever the page was busy reading the rest of the list.
 */
async function timeFirstRows(page: Page, baseUrl: string): Promise<number> {
  await page.addInitScript(
    ({ table, text }) => {
      const observer = new MutationObserver(() => {
        const rows = document.querySelectorAll(`${table} tbody tr`);
        if (!Array.from(rows).some((row) => row.textContent?.includes(text))) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { firstRowsDrawnAt?: number }).firstRowsDrawnAt = performance.now();
        });
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { table: TABLE, text: 'PKG-' },
  );
  await page.goto(`${baseUrl}permission/packageConf`, { waitUntil: 'commit' });
  await page.locator(`${TABLE} tbody tr`, { hasText: 'PKG-' }).first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(() => (window as unknown as { firstRowsDrawnAt?: number }).firstRowsDrawnAt !== undefined);
  return page.evaluate(() => (window as unknown as { firstRowsDrawnAt: number }).firstRowsDrawnAt);
}

export interface ListFigures {
  rows: number;
  /** From navigation: the first data rows drawn, and the whole list loaded (progress bar gone). */
  firstRows: number;
  loaded: number;
  /** First rows of further fresh loads (a new tab each), BENCH_FIRST_ROWS_RUNS in all with the first. */
  firstRowsRuns: number[];
  paging: number[];
  sorting: number[];
  /** Page size changes (10, 20, 50, 30, ... rows a page). */
  sizing: number[];
  typing: number[];
  /** The search box emptied after a search (the whole list back). */
  clearing: number[];
  /** Keystrokes after which the rows shown did not change (not timed). */
  unchanged: number;
}

export async function listFigures(
  browser: Browser,
  baseUrl: string,
  rows: number,
  samples: number,
  withPageAndSort: boolean,
  keystrokeCount = samples,
  firstRowsRuns = 1,
): Promise<ListFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const seeded = await context.request.post(`${baseUrl}api/__control__/seed-packages`, { data: { count: rows }, timeout: 120_000 });
    if (!seeded.ok()) throw new Error(`seed-packages failed: ${seeded.status()}`);
    const firstRowsOfFreshLoads: number[] = [];
    for (let run = 1; run < firstRowsRuns; run += 1) {
      const fresh = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await signInCookie(fresh, baseUrl);
      const freshPage = await fresh.newPage();
      firstRowsOfFreshLoads.push(await timeFirstRows(freshPage, baseUrl));
      await fresh.close();
    }
    await signInCookie(context, baseUrl);
    const page = await context.newPage();
    const firstRows = await timeFirstRows(page, baseUrl);
    await page.locator('main [role="progressbar"]').waitFor({ state: 'detached', timeout: 120_000 });
    const loaded = await page.evaluate(() => performance.now());
    // Let the idle-time index warm-up run, as it would while a user reads the first page.
    await page.waitForTimeout(rows >= 1_000_000 ? 8000 : 2000);
    const paging: number[] = [];
    const sorting: number[] = [];
    const sizing: number[] = [];
    if (withPageAndSort) {
      for (let i = 0; i < samples; i += 1) paging.push(await measureChange(page, 'next'));
      const sortable = ['totalNum', 'packageId', 'remainNum', 'createTime'];
      for (let i = 0; i < samples; i += 1) sorting.push(await measureChange(page, 'sort', sortable[i % sortable.length]));
      const sizes = ['20', '50', '30', '10'];
      for (let i = 0; i < samples; i += 1) sizing.push(await measureChange(page, 'size', sizes[i % sizes.length]));
    }
    const typing: number[] = [];
    const clearing: number[] = [];
    let unchanged = 0;
    for (const text of keystrokes(keystrokeCount, rows)) {
      const value = await measureChange(page, 'search', text);
      if (Number.isNaN(value)) unchanged += 1;
      else if (text !== '') typing.push(value);
      else clearing.push(value);
    }
    return { rows, firstRows, firstRowsRuns: [firstRows, ...firstRowsOfFreshLoads], loaded, paging, sorting, sizing, typing, clearing, unchanged };
  } finally {
    await context.close();
  }
}
