import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { EChart } from '../../../../components/charts/EChart';
import { useChartText } from './useChartText';
import { CHART_ANIMATION_MS } from './echarts';

export function RaddarChart() {
  const translate = useTranslate();
  const textStyle = useChartText();
  const option = useMemo(() => {
    const t = (key: string) => translate(`dashboard.chart.${key}`);
    const names = [t('allocated'), t('expectedSpending'), t('actualSpending')];
    return {
      textStyle,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      radar: {
        radius: '46%',
        center: ['50%', '42%'],
        splitNumber: 8,
        splitArea: { areaStyle: { color: 'rgba(127,95,132,.3)', opacity: 1, shadowBlur: 45, shadowColor: 'rgba(0,0,0,.5)' } },
        // Long names wrap at their first space so they stay inside narrow cards.
        axisName: { color: textStyle.color, fontSize: 11, formatter: (name?: string) => (name && name.length > 12 ? name.replace(' ', '\n') : (name ?? '')) },
        indicator: [
          { name: t('sales'), max: 10000 },
          { name: t('administration'), max: 20000 },
          { name: t('it'), max: 20000 },
          { name: t('support'), max: 20000 },
          { name: t('development'), max: 20000 },
          { name: t('marketing'), max: 20000 },
        ],
      },
      legend: { left: 'center', bottom: '10', data: names, textStyle },
      series: [
        {
          type: 'radar',
          symbolSize: 0,
          areaStyle: { shadowBlur: 13, shadowColor: 'rgba(0,0,0,.2)', shadowOffsetX: 0, shadowOffsetY: 10, opacity: 1 },
          data: [
            { value: [5000, 7000, 12000, 11000, 15000, 14000], name: names[0] },
            { value: [4000, 9000, 15000, 15000, 13000, 11000], name: names[1] },
            { value: [5500, 11000, 12000, 15000, 12000, 12000], name: names[2] },
          ],
          animationDuration: CHART_ANIMATION_MS,
        },
      ],
    };
  }, [translate, textStyle]);
  return <EChart option={option} height={300} label={translate('dashboard.chart.radar')} />;
}
