import { Box, useMediaQuery } from '@mui/material';
import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from '../../components/charts/EChart';

/** True when the user asked the system for less motion: charts then draw without animation. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

/** A chart that fills the page below the navbar and follows the layout's width. */
export function ChartPage({ option, label }: { option: EChartsCoreOption; label: string }) {
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <EChart
        option={option}
        label={label}
        height="calc(100vh - 140px)"
        sx={{ minHeight: 420, borderRadius: 1, overflow: 'hidden' }}
      />
    </Box>
  );
}
