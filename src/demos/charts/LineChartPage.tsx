import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { use as registerCharts } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { ChartPage, useReducedMotion } from './ChartPage';
import { lineOption } from './lineOption';
import demoChartsTexts from '../../kernel/texts/sections/demoCharts';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoChartsTexts);

registerCharts([LineChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, AriaComponent, CanvasRenderer]);

export default function LineChartPage() {
  const translate = useTranslate();
  const reduced = useReducedMotion();
  const option = useMemo(
    () =>
      lineOption(
        {
          title: translate('demoCharts.line.title'),
          series: [
            translate('demoCharts.line.cmcc'),
            translate('demoCharts.line.ctcc'),
            translate('demoCharts.line.cucc'),
          ],
        },
        { animation: !reduced },
      ),
    [translate, reduced],
  );
  return <ChartPage option={option} label={translate('demoCharts.line.label')} />;
}
