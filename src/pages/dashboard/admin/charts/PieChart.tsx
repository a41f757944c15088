import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { EChart } from '../../../../components/charts/EChart';
import { useChartText } from './useChartText';
import { CHART_ANIMATION_MS } from './echarts';

export function PieChart() {
  const translate = useTranslate();
  const textStyle = useChartText();
  const option = useMemo(() => {
    const t = (key: string) => translate(`dashboard.chart.${key}`);
    const names = [t('industries'), t('technology'), t('forex'), t('gold'), t('forecasts')];
    const values = [320, 240, 149, 100, 59];
    return {
      textStyle,
      tooltip: { trigger: 'item', formatter: '{a} <br/>{b} : {c} ({d}%)' },
      legend: { left: 'center', bottom: '10', data: names, textStyle },
      series: [
        {
          name: t('weekly'),
          type: 'pie',
          roseType: 'radius',
          label: { color: textStyle.color, textBorderWidth: 0 },
          radius: [15, 95],
          center: ['50%', '38%'],
          data: names.map((name, index) => ({ name, value: values[index] })),
          animationEasing: 'cubicInOut',
          animationDuration: CHART_ANIMATION_MS,
        },
      ],
    };
  }, [translate, textStyle]);
  return <EChart option={option} height={300} label={translate('dashboard.chart.pie')} />;
}
