import { useMemo } from 'react';
import { useTheme } from '@mui/material';

/** Text and line colours for charts, readable in light and dark mode (stable while they are). */
export function useChartText() {
  const theme = useTheme();
  const color = theme.palette.text.secondary;
  return useMemo(() => ({ color }), [color]);
}

/** Axis styling that follows the theme (split lines and axis lines in the divider colour). */
export function useAxisStyle() {
  const theme = useTheme();
  const line = theme.palette.divider;
  const color = theme.palette.text.secondary;
  return useMemo(
    () => ({
      axisLine: { lineStyle: { color: line } },
      splitLine: { lineStyle: { color: line } },
      axisLabel: { color },
    }),
    [line, color],
  );
}
