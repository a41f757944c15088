/**
 * One echarts instance in a React element: created on mount, updated with the option, resized with
 * its box (ResizeObserver, so sidebar toggles count too; not while hidden), disposed on unmount. Callers register the
 * chart types they use with `use()` from echarts/core, so only those are bundled.
 */
import { useEffect, useRef } from 'react';
import { init, type EChartsCoreOption, type ECharts } from 'echarts/core';
import { Box, type SxProps, type Theme } from '@mui/material';

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

export function EChart({ option, height = 350, width = '100%', label, sx, onReady }: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ECharts | undefined>(undefined);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart = init(element);
    chartRef.current = chart;
    onReady?.(chart);
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = { width: element.clientWidth, height: element.clientHeight };
        if (needsResize(box, { width: chart.getWidth(), height: chart.getHeight() })) chart.resize();
      });
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      chart.dispose();
      chartRef.current = undefined;
    };
    // The instance lives as long as the element; option changes go through setOption below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // prefers-reduced-motion: the chart shows its final state without animating.
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    chartRef.current?.setOption(still ? { ...option, animation: false } : option, { notMerge: true });
  }, [option]);

  return <Box ref={ref} role="img" aria-label={label} sx={{ width, height, ...sx }} />;
}
