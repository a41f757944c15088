/** The line chart's data set of each count-to card (template demo data, one week). */
export type PanelKey = 'newVisits' | 'messages' | 'purchases' | 'shoppings';

export interface LineSeries {
  expectedData: number[];
  actualData: number[];
}

export const lineChartData: Record<PanelKey, LineSeries> = {
  newVisits: { expectedData: [100, 120, 161, 134, 105, 160, 165], actualData: [120, 82, 91, 154, 162, 140, 145] },
  messages: { expectedData: [200, 192, 120, 144, 160, 130, 140], actualData: [180, 160, 151, 106, 145, 150, 130] },
  purchases: { expectedData: [80, 100, 121, 104, 105, 90, 100], actualData: [120, 90, 100, 138, 142, 130, 130] },
  shoppings: { expectedData: [130, 140, 141, 142, 145, 150, 160], actualData: [120, 82, 91, 154, 162, 140, 130] },
};

export const panels: Array<{ key: PanelKey; end: number; color: string }> = [
  { key: 'newVisits', end: 102400, color: '#40c9c6' },
  { key: 'messages', end: 81212, color: '#36a3f7' },
  { key: 'purchases', end: 9280, color: '#f4516c' },
  { key: 'shoppings', end: 13600, color: '#34bfa3' },
];
