import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { EChart } from '../../../../components/charts/EChart';
import { useAxisStyle, useChartText } from './useChartText';
import { CHART_ANIMATION_MS } from './echarts';

export function BarChart() {
  const translate = useTranslate();
  const textStyle = useChartText();
  const axis = useAxisStyle();
  const option = useMemo(() => {
    const t = (key: string) => translate(`dashboard.chart.${key}`);
    const series = [
      { name: t('pageA'), data: [79, 52, 200, 334, 390, 330, 220] },
      { name: t('pageB'), data: [80, 52, 200, 334, 390, 330, 220] },
      { name: t('pageC'), data: [30, 52, 200, 334, 390, 330, 220] },
    ];
    return {
      textStyle,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { top: 10, left: '2%', right: '2%', bottom: '3%', containLabel: true },
      xAxis: [{ ...axis, type: 'category', data: t('days').split(','), axisTick: { alignWithLabel: true } }],
      yAxis: [{ ...axis, type: 'value', axisTick: { show: false } }],
      series: series.map((item) => ({ ...item, type: 'bar', stack: 'vistors', barWidth: '60%', animationDuration: CHART_ANIMATION_MS })),
    };
  }, [translate, textStyle, axis]);
  return <EChart option={option} height={300} label={translate('dashboard.chart.bar')} />;
}
