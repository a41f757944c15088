import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { use as registerCharts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, VisualMapComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartPage, useReducedMotion } from './ChartPage';
import { keyboardOption } from './keyboardOption';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

registerCharts([BarChart, LineChart, GridComponent, VisualMapComponent, AriaComponent, CanvasRenderer]);

export default function KeyboardChartPage() {
  const translate = useTranslate();
  const reduced = useReducedMotion();
  const option = useMemo(() => keyboardOption({ animation: !reduced }), [reduced]);
  return <ChartPage option={option} label={translate('demoCharts.keyboard.label')} />;
}
