/**
 * The benchmark's budgets for a phone and for big lists, each printed with the figure measured now
 * and the last release's figure beside it. The last release's figures are kept in
 * docs/benchmark-figures.json; `BENCH_SAVE_FIGURES=1` writes this run's figures there (when a release
 * is cut).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { LighthouseScore } from './lighthouse';
import type { ListFigures } from './lists';
import { check, median, p95 } from './stats';

export const FIGURES_FILE = 'docs/benchmark-figures.json';

export interface Figures {
  /** Lighthouse mobile, signed-in /dashboard: median and lowest performance score, median LCP (ms). */
  dashboardMobileScore?: number;
  dashboardMobileLowest?: number;
  dashboardMobileLcpMs?: number;
  /** Lighthouse mobile /login: median performance score. */
  loginMobileScore?: number;
  /** 100,000 rows: first rows (median of fresh loads, ms) and the p95 of each interaction (ms). */
  firstRowsMs?: number;
  keystrokeP95Ms?: number;
  pageP95Ms?: number;
  pageSizeP95Ms?: number;
  sortP95Ms?: number;
  clearP95Ms?: number;
  /** Login page first load, JS + CSS gzip (KB). */
  loginKb?: number;
}

export interface SavedFigures {
  release: string;
  measured: string;
  figures: Figures;
}

interface Budget {
  key: keyof Figures;
  label: string;
  unit: 'score' | 'ms' | 'KB';
  /** The budget as text and whether a figure meets it. */
  text: string;
  meets: (value: number) => boolean;
}

export const BUDGETS: Budget[] = [
  { key: 'dashboardMobileScore', label: 'Lighthouse mobile /dashboard (signed in): performance, median', unit: 'score', text: '≥ 95', meets: (v) => v >= 95 },
  { key: 'dashboardMobileLowest', label: 'Lighthouse mobile /dashboard: lowest run', unit: 'score', text: '≥ 90', meets: (v) => v >= 90 },
  { key: 'dashboardMobileLcpMs', label: 'Lighthouse mobile /dashboard: largest contentful paint, median', unit: 'ms', text: '≤ 2500 ms', meets: (v) => v <= 2500 },
  { key: 'loginMobileScore', label: 'Lighthouse mobile /login: performance, median', unit: 'score', text: '≥ 98', meets: (v) => v >= 98 },
  { key: 'firstRowsMs', label: '100,000 rows: first rows, median of fresh loads', unit: 'ms', text: '≤ 1000 ms', meets: (v) => v <= 1000 },
  { key: 'keystrokeP95Ms', label: '100,000 rows: quick-search keystroke p95', unit: 'ms', text: '≤ 30 ms', meets: (v) => v <= 30 },
  { key: 'pageP95Ms', label: '100,000 rows: page change p95', unit: 'ms', text: '≤ 50 ms', meets: (v) => v <= 50 },
  { key: 'pageSizeP95Ms', label: '100,000 rows: page size change p95', unit: 'ms', text: '≤ 50 ms', meets: (v) => v <= 50 },
  { key: 'sortP95Ms', label: '100,000 rows: sort change p95', unit: 'ms', text: '≤ 50 ms', meets: (v) => v <= 50 },
  { key: 'clearP95Ms', label: '100,000 rows: search cleared p95', unit: 'ms', text: '≤ 50 ms', meets: (v) => v <= 50 },
  { key: 'loginKb', label: 'login page first load, JS + CSS gzip', unit: 'KB', text: '≤ 80 KB', meets: (v) => v <= 80 },
];

/** This run's figures from the benchmark's parts (those left out stay undefined). */
export function figuresOf(lighthouse: LighthouseScore[], list: ListFigures | undefined, loginBytes: number): Figures {
  const find = (page: string) => lighthouse.find((entry) => entry.page === page && entry.preset === 'mobile');
  const dashboard = find('/dashboard');
  const login = find('/login');
  const finite = (value: number) => (Number.isFinite(value) ? value : undefined);
  return {
    dashboardMobileScore: dashboard?.performance,
    dashboardMobileLowest: dashboard ? Math.min(...dashboard.runs) : undefined,
    dashboardMobileLcpMs: dashboard ? median(dashboard.lcpRuns) : undefined,
    loginMobileScore: login?.performance,
    firstRowsMs: list ? finite(median(list.firstRowsRuns)) : undefined,
    keystrokeP95Ms: list ? finite(p95(list.typing)) : undefined,
    pageP95Ms: list ? finite(p95(list.paging)) : undefined,
    pageSizeP95Ms: list ? finite(p95(list.sizing)) : undefined,
    sortP95Ms: list ? finite(p95(list.sorting)) : undefined,
    clearP95Ms: list ? finite(p95(list.clearing)) : undefined,
    loginKb: loginBytes / 1024,
  };
}

export function readSavedFigures(file = FIGURES_FILE): SavedFigures | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SavedFigures;
  } catch {
    return undefined;
  }
}

export function saveFigures(figures: Figures, release: string, file = FIGURES_FILE): void {
  const rounded = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined).map(([key, value]) => [key, Math.round(value * 10) / 10]));
  const saved: SavedFigures = { release, measured: new Date().toISOString().slice(0, 10), figures: rounded };
  writeFileSync(file, `${JSON.stringify(saved, null, 2)}\n`);
}

const shown = (value: number | undefined, unit: Budget['unit']) => {
  if (value === undefined) return 'n/a';
  if (unit === 'score') return String(Math.round(value));
  if (unit === 'KB') return `${value.toFixed(1)} KB`;
  return `${Math.round(value)} ms`;
};

/** The budget table: measure, last release, now, budget and whether it is met. */
export function budgetLines(now: Figures, previous: SavedFigures | undefined): string[] {
  const lines = [
    `| measure | last release (${previous ? `${previous.release}, ${previous.measured}` : 'none saved'}) | now | budget |`,
    '|---|---|---|---|',
  ];
  for (const budget of BUDGETS) {
    const value = now[budget.key];
    if (value === undefined) continue;
    lines.push(`| ${budget.label} | ${shown(previous?.figures[budget.key], budget.unit)} | ${shown(value, budget.unit)} | ${budget.text}: ${check(budget.meets(value))} |`);
  }
  return lines;
}
