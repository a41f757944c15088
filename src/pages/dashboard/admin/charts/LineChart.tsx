import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { EChart } from '../../../../components/charts/EChart';
import type { LineSeries } from '../lineData';
import { useAxisStyle, useChartText } from './useChartText';
import { CHART_ANIMATION_MS } from './echarts';

/** Expected and actual series of the selected card's data set. */
export function LineChart({ data }: { data: LineSeries }) {
  const translate = useTranslate();
  const textStyle = useChartText();
  const axis = useAxisStyle();
  const expected = translate('dashboard.chart.expected');
  const actual = translate('dashboard.chart.actual');
  const days = translate('dashboard.chart.days').split(',');
  const option = useMemo(
    () => ({
      textStyle,
      xAxis: { ...axis, data: days, boundaryGap: false, axisTick: { show: false } },
      grid: { left: 10, right: 10, bottom: 10, top: 40, containLabel: true },
      tooltip: { trigger: 'axis', axisPointer: { type: 'cross' }, padding: [5, 10] },
      yAxis: { ...axis, axisTick: { show: false } },
      legend: { top: 0, data: [expected, actual], textStyle },
      series: [
        {
          name: expected,
          itemStyle: { color: '#FF005A' },
          lineStyle: { color: '#FF005A', width: 2 },
          smooth: true,
          type: 'line',
          data: data.expectedData,
          animationDuration: CHART_ANIMATION_MS,
          animationEasing: 'cubicInOut',
        },
        {
          name: actual,
          smooth: true,
          type: 'line',
          itemStyle: { color: '#3888fa' },
          lineStyle: { color: '#3888fa', width: 2 },
          areaStyle: { color: 'rgba(56, 136, 250, 0.12)' },
          data: data.actualData,
          animationDuration: CHART_ANIMATION_MS,
          animationEasing: 'quadraticOut',
        },
      ],
    }),
    // days is derived from the translation, like the names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, expected, actual, textStyle, axis, translate],
  );
  return <EChart option={option} height={350} label={translate('dashboard.chart.line')} />;
}
