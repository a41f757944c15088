/** The dashboard's four charts, one lazy chunk with echarts (loaded after the dashboard's first paint). */
export { BarChart } from './BarChart';
export { LineChart } from './LineChart';
export { PieChart } from './PieChart';
export { RaddarChart } from './RaddarChart';
