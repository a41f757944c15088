/** Option of the mix chart: twelve months, stacked female and male bars, an average line, zoomable. */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';

export type MixOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
  | AriaComponentOption
>;

export interface MixTexts {
  title: string;
  female: string;
  male: string;
  average: string;
  /** Label of month n (1..12). */
  month: (month: number) => string;
}

export const MONTHS = 12;
export const FEMALE = [709, 1917, 2455, 2610, 1719, 1433, 1544, 3285, 5208, 3372, 2484, 4078] as const;
export const MALE = [327, 1776, 507, 1200, 800, 482, 204, 1390, 1001, 951, 381, 220] as const;

/** The mean of the two series, month by month, rounded to whole numbers. */
export function averageOf(a: readonly number[], b: readonly number[]): number[] {
  return a.map((value, index) => Math.round((value + (b[index] ?? 0)) / 2));
}

export function monthLabels(label: (month: number) => string, months = MONTHS): string[] {
  return Array.from({ length: months }, (_, index) => label(index + 1));
}

const LIGHT = '#90979c';
const positiveLabel = ({ value }: { value: unknown }) => (typeof value === 'number' && value > 0 ? String(value) : '');

export function mixOption(texts: MixTexts, { animation = true }: { animation?: boolean } = {}): MixOption {
  return {
    animation,
    aria: { enabled: true },
    backgroundColor: '#344b58',
    title: { text: texts.title, left: 20, top: 20, textStyle: { color: '#fff', fontSize: 22 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: '5%', right: '5%', top: 120, bottom: 95, containLabel: true },
    legend: {
      left: '5%',
      top: '10%',
      textStyle: { color: LIGHT },
      data: [texts.female, texts.male, texts.average],
    },
    xAxis: [
      {
        type: 'category',
        axisLine: { lineStyle: { color: LIGHT } },
        splitLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: LIGHT },
        data: monthLabels(texts.month),
      },
    ],
    yAxis: [
      {
        type: 'value',
        splitLine: { show: false },
        axisLine: { show: true, lineStyle: { color: LIGHT } },
        axisTick: { show: false },
        axisLabel: { color: LIGHT },
      },
    ],
    dataZoom: [
      {
        type: 'slider',
        show: true,
        height: 30,
        xAxisIndex: [0],
        bottom: 30,
        // The whole year at first; the slider can still zoom in.
        start: 0,
        end: 100,
        handleSize: '110%',
        handleStyle: { color: '#d3dee5' },
        textStyle: { color: '#fff' },
        borderColor: LIGHT,
      },
      { type: 'inside', xAxisIndex: [0], start: 0, end: 100 },
    ],
    series: [
      {
        name: texts.female,
        type: 'bar',
        stack: 'total',
        barMaxWidth: 35,
        barGap: '10%',
        itemStyle: { color: 'rgba(255,144,128,1)' },
        label: { show: true, color: '#fff', position: 'insideBottom', distance: 8, formatter: positiveLabel },
        data: [...FEMALE],
      },
      {
        name: texts.male,
        type: 'bar',
        stack: 'total',
        itemStyle: { color: 'rgba(0,191,183,1)' },
        label: { show: true, color: '#fff', position: 'inside', formatter: positiveLabel },
        data: [...MALE],
      },
      {
        name: texts.average,
        type: 'line',
        symbolSize: 10,
        symbol: 'circle',
        itemStyle: { color: 'rgba(252,230,48,1)' },
        data: averageOf(FEMALE, MALE),
      },
    ],
  };
}
