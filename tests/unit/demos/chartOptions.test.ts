import { describe, expect, it } from 'vitest';
import { KEYBOARD_POINTS, keyboardData, keyboardOption } from '../../../src/demos/charts/keyboardOption';
import { LINE_DATA, LINE_TIMES, lineOption } from '../../../src/demos/charts/lineOption';
import { FEMALE, MALE, MONTHS, averageOf, mixOption, monthLabels } from '../../../src/demos/charts/mixOption';

const mixTexts = {
  title: 'statistics',
  female: 'female',
  male: 'male',
  average: 'average',
  month: (month: number) => `${month}month`,
};

function seriesOf(option: { series?: unknown }): Array<Record<string, unknown>> {
  return (Array.isArray(option.series) ? option.series : [option.series]) as Array<Record<string, unknown>>;
}

describe('mix chart option', () => {
  it('has 12 months, stacked female and male bars and an average line', () => {
    const option = mixOption(mixTexts);
    const [xAxis] = option.xAxis as Array<{ data: string[] }>;
    expect(xAxis?.data).toEqual(monthLabels((month) => `${month}month`));
    expect(xAxis?.data).toHaveLength(MONTHS);
    const series = seriesOf(option);
    expect(series.map(({ name, type, stack }) => ({ name, type, stack }))).toEqual([
      { name: 'female', type: 'bar', stack: 'total' },
      { name: 'male', type: 'bar', stack: 'total' },
      { name: 'average', type: 'line', stack: undefined },
    ]);
    for (const { data } of series) expect(data).toHaveLength(MONTHS);
  });

  it('shows a legend of the three series, an axis tooltip and a data zoom', () => {
    const option = mixOption(mixTexts);
    expect((option.legend as { data: string[] }).data).toEqual(['female', 'male', 'average']);
    expect((option.tooltip as { trigger: string }).trigger).toBe('axis');
    expect((option.dataZoom as Array<{ type: string }>).map(({ type }) => type)).toEqual(['slider', 'inside']);
    // Not zoomed in at first: all 12 months show.
    for (const zoom of option.dataZoom as Array<{ start: number; end: number }>) expect([zoom.start, zoom.end]).toEqual([0, 100]);
  });

  it('takes its texts from the caller (i18n)', () => {
    const option = mixOption({ ...mixTexts, female: '女', male: '男', average: '平均', month: (m) => `${m}月` });
    expect((option.legend as { data: string[] }).data).toEqual(['女', '男', '平均']);
    expect((option.xAxis as Array<{ data: string[] }>)[0]?.data[11]).toBe('12月');
  });

  it('averages the two series month by month', () => {
    expect(averageOf([1, 2, 10], [2, 2, 0])).toEqual([2, 2, 5]);
    const average = seriesOf(mixOption(mixTexts))[2]?.data as number[];
    expect(average[0]).toBe(Math.round((FEMALE[0] + MALE[0]) / 2));
  });

  it('is the same on every call and can switch animation off', () => {
    expect(JSON.stringify(mixOption(mixTexts))).toBe(JSON.stringify(mixOption(mixTexts)));
    expect(mixOption(mixTexts, { animation: false }).animation).toBe(false);
  });
});

describe('line chart option', () => {
  it('draws the three named series over twelve time slots', () => {
    const option = lineOption({ title: 'TELECOM', series: ['CMCC', 'CTCC', 'CUCC'] });
    expect((option.xAxis as Array<{ data: string[] }>)[0]?.data).toEqual([...LINE_TIMES]);
    const series = seriesOf(option);
    expect(series.map(({ name }) => name)).toEqual(['CMCC', 'CTCC', 'CUCC']);
    expect(series.map(({ data }) => data)).toEqual(LINE_DATA.map((row) => [...row]));
    expect((option.legend as { data: string[] }).data).toEqual(['CMCC', 'CTCC', 'CUCC']);
    expect((option.title as { text: string }).text).toBe('TELECOM');
  });
});

describe('keyboard chart option', () => {
  it('has deterministic data of fixed length', () => {
    const first = keyboardData();
    expect(first.x).toHaveLength(KEYBOARD_POINTS);
    expect(first).toEqual(keyboardData());
    expect(first.front[0]).toBe(0);
    expect(first.front.every(Number.isFinite)).toBe(true);
  });

  it('layers back bars, a shadow line and front bars on two x axes', () => {
    const option = keyboardOption();
    expect(seriesOf(option).map(({ type, z }) => [type, z])).toEqual([
      ['bar', 1],
      ['line', 2],
      ['bar', 3],
    ]);
    expect(option.xAxis).toHaveLength(2);
    expect(keyboardOption({ animation: false }).animation).toBe(false);
  });
});
