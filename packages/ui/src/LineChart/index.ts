export { LineChart } from './LineChart';
export type { LineChartProps } from './LineChart';
export type { LineChartSeries } from './options';
