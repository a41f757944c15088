/** Option of the keyboard chart: two bar layers and a shadow area over 50 deterministic points. */
import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { AriaComponentOption, GridComponentOption, VisualMapComponentOption } from 'echarts/components';

export type KeyboardOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | VisualMapComponentOption | AriaComponentOption
>;

export const KEYBOARD_POINTS = 50;

/** The front (keys) and back (caps) series: smooth waves, the same on every render. */
export function keyboardData(points = KEYBOARD_POINTS): { x: number[]; front: number[]; back: number[] } {
  const x: number[] = [];
  const front: number[] = [];
  const back: number[] = [];
  for (let i = 0; i < points; i++) {
    x.push(i);
    front.push(round2((Math.sin(i / 5) * (i / 5 - 10) + i / 6) * 5));
    back.push(round2((Math.sin(i / 5) * (i / 5 + 10) + i / 6) * 3));
  }
  return { x, front, back };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function keyboardOption({ animation = true }: { animation?: boolean } = {}): KeyboardOption {
  const { x, front, back } = keyboardData();
  return {
    animation,
    aria: { enabled: true },
    backgroundColor: '#08263a',
    grid: { left: '5%', right: '5%' },
    xAxis: [
      { show: false, data: x },
      { show: false, data: x },
    ],
    visualMap: {
      show: false,
      min: 0,
      max: KEYBOARD_POINTS,
      dimension: 0,
      inRange: { color: ['#4a657a', '#308e92', '#b1cfa5', '#f5d69f', '#f5898b', '#ef5055'] },
    },
    yAxis: {
      axisLine: { show: false },
      axisLabel: { color: '#4a657a' },
      splitLine: { show: true, lineStyle: { color: '#08263f' } },
      axisTick: { show: false },
    },
    series: [
      {
        name: 'back',
        type: 'bar',
        data: back,
        z: 1,
        itemStyle: { opacity: 0.4, borderRadius: 5, shadowBlur: 3, shadowColor: '#111' },
      },
      {
        name: 'shadow',
        type: 'line',
        data: front,
        z: 2,
        showSymbol: false,
        animationDuration: 1200,
        animationEasing: 'linear',
        lineStyle: { color: 'transparent' },
        areaStyle: { color: '#08263a', shadowBlur: 50, shadowColor: '#000' },
      },
      { name: 'front', type: 'bar', data: front, xAxisIndex: 1, z: 3, itemStyle: { borderRadius: 5 } },
    ],
    animationEasing: 'elasticOut',
    animationEasingUpdate: 'elasticOut',
    animationDelay: (index: number) => index * 20,
    animationDelayUpdate: (index: number) => index * 20,
  };
}
