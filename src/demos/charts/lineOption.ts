/** Option of the line chart: three smooth area lines over twelve fixed five-minute slots. */
import type { ComposeOption, LinearGradientObject } from 'echarts/core';
import type { LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

export type LineOption = ComposeOption<
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
  | AriaComponentOption
>;

export interface LineTexts {
  title: string;
  series: readonly [string, string, string];
}

export const LINE_TIMES = [
  '13:00', '13:05', '13:10', '13:15', '13:20', '13:25', '13:30', '13:35', '13:40', '13:45', '13:50', '13:55',
] as const;

export const LINE_DATA: readonly (readonly number[])[] = [
  [220, 182, 191, 134, 150, 120, 110, 125, 145, 122, 165, 122],
  [120, 110, 125, 145, 122, 165, 122, 220, 182, 191, 134, 150],
  [220, 182, 125, 145, 122, 191, 134, 150, 120, 110, 165, 122],
];

/** Line colours as r, g, b. */
const COLORS = ['137, 189, 27', '0, 136, 212', '219, 50, 51'] as const;

function fade(rgb: string): LinearGradientObject {
  return {
    type: 'linear',
    x: 0,
    y: 0,
    x2: 0,
    y2: 1,
    colorStops: [
      { offset: 0, color: `rgba(${rgb}, 0.3)` },
      { offset: 0.8, color: `rgba(${rgb}, 0)` },
    ],
  };
}

export function lineOption(texts: LineTexts, { animation = true }: { animation?: boolean } = {}): LineOption {
  return {
    animation,
    aria: { enabled: true },
    backgroundColor: '#394056',
    title: {
      top: 20,
      text: texts.title,
      textStyle: { fontWeight: 'normal', fontSize: 16, color: '#F1F1F3' },
      left: '1%',
    },
    tooltip: { trigger: 'axis', axisPointer: { lineStyle: { color: '#57617B' } } },
    legend: {
      top: 20,
      icon: 'rect',
      itemWidth: 14,
      itemHeight: 5,
      itemGap: 13,
      data: [...texts.series],
      right: '4%',
      textStyle: { fontSize: 12, color: '#F1F1F3' },
    },
    grid: { top: 100, left: '2%', right: '2%', bottom: '2%', containLabel: true },
    xAxis: [
      {
        type: 'category',
        boundaryGap: false,
        axisLine: { lineStyle: { color: '#57617B' } },
        axisLabel: { color: '#A3A8B7' },
        data: [...LINE_TIMES],
      },
    ],
    yAxis: [
      {
        type: 'value',
        name: '(%)',
        nameTextStyle: { color: '#A3A8B7' },
        axisTick: { show: false },
        axisLine: { lineStyle: { color: '#57617B' } },
        axisLabel: { margin: 10, fontSize: 14, color: '#A3A8B7' },
        splitLine: { lineStyle: { color: '#57617B' } },
      },
    ],
    series: texts.series.map((name, index) => {
      const rgb = COLORS[index] ?? COLORS[0];
      return {
        name,
        type: 'line',
        smooth: true,
        symbol: 'circle',
        symbolSize: 5,
        showSymbol: false,
        lineStyle: { width: 1 },
        areaStyle: { color: fade(rgb), shadowColor: 'rgba(0, 0, 0, 0.1)', shadowBlur: 10 },
        itemStyle: { color: `rgb(${rgb})`, borderColor: `rgba(${rgb}, 0.2)`, borderWidth: 12 },
        data: [...(LINE_DATA[index] ?? [])],
      } satisfies LineSeriesOption;
    }),
  };
}
