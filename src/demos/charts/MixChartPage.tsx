import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { use as registerCharts } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartPage, useReducedMotion } from './ChartPage';
import { mixOption } from './mixOption';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

registerCharts([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  DataZoomComponent,
  AriaComponent,
  CanvasRenderer,
]);

export default function MixChartPage() {
  const translate = useTranslate();
  const reduced = useReducedMotion();
  const option = useMemo(
    () =>
      mixOption(
        {
          title: translate('demoCharts.mix.title'),
          female: translate('demoCharts.mix.female'),
          male: translate('demoCharts.mix.male'),
          average: translate('demoCharts.mix.average'),
          month: (month) => translate('demoCharts.mix.month', { month }),
        },
        { animation: !reduced },
      ),
    [translate, reduced],
  );
  return <ChartPage option={option} label={translate('demoCharts.mix.label')} />;
}
