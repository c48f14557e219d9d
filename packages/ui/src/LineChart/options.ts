import type uPlot from 'uplot';
import type { AppTheme } from '../theme';

export interface LineChartSeries {
  /** The series' name (the legend beside the chart says it). */
  label: string;
  /** One value per label. */
  values: readonly number[];
  /** A theme colour. */
  color: string;
}

/** Steps between the labels shown on the x axis (points) and between the y axis' lines (whole numbers). */
const X_STEPS = [1, 2, 5, 7, 10, 14, 30];
const Y_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

/** uPlot's options for counts over labelled points (days): the theme's colours and font, whole numbers from zero. */
export function chartOptions(
  labels: readonly string[],
  series: readonly LineChartSeries[],
  size: { width: number; height: number },
  theme: AppTheme,
): uPlot.Options {
  const axis = {
    stroke: theme.colors.textMuted,
    grid: { stroke: theme.colors.neutralSoft, width: 1 },
    ticks: { stroke: theme.colors.border, width: 1 },
    font: `12px ${theme.fonts.body}`,
  };
  return {
    ...size,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false },
      y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...axis, incrs: X_STEPS, space: 56, values: (_chart, splits) => splits.map((at) => labels[at] ?? '') },
      { ...axis, incrs: Y_STEPS, space: 32, size: 44 },
    ],
    series: [
      {},
      ...series.map((each) => ({
        label: each.label,
        stroke: each.color,
        width: 2,
        points: { show: labels.length <= 14, size: 6, fill: each.color },
      })),
    ],
  };
}

/** The data as uPlot takes it: the x positions (0, 1, …) then each series' values. */
export function chartData(labels: readonly string[], series: readonly LineChartSeries[]): uPlot.AlignedData {
  return [labels.map((_label, index) => index), ...series.map((each) => [...each.values])];
}
