/**
 * One echarts instance in a React element: created on mount, updated with the option, resized with
 * its box (ResizeObserver, so sidebar toggles count too; not while hidden), disposed on unmount.
 * Callers register the chart types they use with `use()` from echarts/core, so only those are bundled.
 *
 * The instance is built once a tenth of its box is on screen (a chart below the fold of a
 * phone costs nothing until the user scrolls to it, and plays its entry animation where it is seen;
 * the box, its size and its accessible name are there from the start), in a task of its own (see
 * chartQueue), and first drawn in the frame after. The resize observer's first call, which only
 * reports the size the chart was just built at, does not draw it all again.
 */
import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type ECharts } from 'echarts/core';
import { Box, type SxProps, type Theme } from '@mui/material';
import { queueChartWork } from './chartQueue';

export interface EChartProps {
  option: EChartsCoreOption;
  height?: number | string;
  width?: number | string;
  /** Accessible name of the chart (role img). */
  label: string;
  sx?: SxProps<Theme>;
  onReady?: (chart: ECharts) => void;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * Whether the chart must be laid out again for its box. Not while the box is hidden (a kept-alive
 * view or tab with display: none has a 0 box; echarts would then lay the chart out at a size read
 * from the CSS, e.g. 100 px for '100%', and again when it is shown), nor when the box is back at the
 * chart's size: every resize() re-lays out and redraws the whole chart.
 */
export function needsResize(box: Size, chart: Size): boolean {
  if (box.width <= 0 || box.height <= 0) return false;
  return box.width !== chart.width || box.height !== chart.height;
}

/**
 * Device pixels per CSS pixel of a chart's canvas, at most. A phone at 2.6 or 3 would make the
 * canvas 1.7 to 2.3 times as many pixels as at 2 for no visible gain, and drawing them was a large
 * part of the first chart's frame on a slow phone.
 */
export const MAX_PIXEL_RATIO = 2;

/** Share of the box that must be on screen before the chart is built. */
export const VISIBLE_SHARE = 0.1;

/**
 * Runs `build` once the element is at least VISIBLE_SHARE on screen (at once where
 * IntersectionObserver is missing); the returned function cancels the wait.
 */
export function whenVisible(element: Element, build: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    build();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      build();
    },
    { threshold: VISIBLE_SHARE },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** `lazy`: the layout and drawing wait for the chart's next frame (a task of their own). */
function applyOption(chart: ECharts, option: EChartsCoreOption, lazy = false): void {
  // prefers-reduced-motion: the chart shows its final state without animating.
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  chart.setOption(still ? { ...option, animation: false } : option, { notMerge: true, lazyUpdate: lazy });
}

export function EChart({ option, height = 350, width = '100%', label, sx, onReady }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | undefined>(undefined);
  const optionRef = useRef(option);
  const readyRef = useRef(onReady);
  optionRef.current = option;
  readyRef.current = onReady;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let chart: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    let frame = 0;
    const build = () => {
      chart = init(element, undefined, { devicePixelRatio: Math.min(window.devicePixelRatio, MAX_PIXEL_RATIO) });
      chartRef.current = chart;
      applyOption(chart, optionRef.current, true);
      readyRef.current?.(chart);
      const built = chart;
      observer = new ResizeObserver(() => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          const box = { width: element.clientWidth, height: element.clientHeight };
          if (needsResize(box, { width: built.getWidth(), height: built.getHeight() })) built.resize();
        });
      });
      observer.observe(element);
    };
    let cancelBuild: () => void = () => undefined;
    const cancelWait = whenVisible(element, () => {
      cancelBuild = queueChartWork(build);
    });
    return () => {
      cancelWait();
      cancelBuild();
      cancelAnimationFrame(frame);
      observer?.disconnect();
      chart?.dispose();
      chartRef.current = undefined;
    };
  }, []);

  useEffect(() => {
    // Before the instance exists, the queued set-up applies the latest option itself.
    if (chartRef.current) applyOption(chartRef.current, option);
  }, [option]);

  return <Box ref={ref} role="img" aria-label={label} sx={{ width, height, ...sx }} />;
}
