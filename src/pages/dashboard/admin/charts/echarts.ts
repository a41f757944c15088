/** The echarts modules the dashboard uses, and only those (tree-shaken, loaded with the dashboard). */
import { use as registerECharts } from 'echarts/core';
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts';
// The plain legend: the dashboard's legends never scroll.
import { GridComponent, LegendPlainComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

registerECharts([LineChart, RadarChart, PieChart, BarChart, GridComponent, LegendPlainComponent, RadarComponent, TooltipComponent, CanvasRenderer]);

/** The dashboard's charts animate briefly (a phone should not redraw for seconds). */
export const CHART_ANIMATION_MS = 600;
