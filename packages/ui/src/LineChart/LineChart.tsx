import { useEffect, useRef } from 'react';
import { useTheme } from 'styled-components';
import { chartData, chartOptions, type LineChartSeries } from './options';
import { StyledChart } from './LineChart.styles';

export interface LineChartProps {
  /** The x axis' labels, one per point (days: "12 Nov"). */
  labels: readonly string[];
  series: readonly LineChartSeries[];
  /** The chart's height in pixels; it takes its container's width. */
  height?: number;
}

/**
 * Counts over labelled points as lines, drawn by uPlot (a small, fast canvas chart library, loaded with the first
 * chart). A canvas says nothing to a screen reader, so the chart is hidden from assistive technology: show its
 * numbers beside it (a table or a summary).
 */
export function LineChart({ labels, series, height = 220 }: LineChartProps) {
  const theme = useTheme();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    let chart: { destroy: () => void; setSize: (size: { width: number; height: number }) => void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('./uplot').then(({ UPlot }) => {
      if (cancelled) return;
      const size = () => ({ width: box.clientWidth, height });
      chart = new UPlot(chartOptions(labels, series, size(), theme), chartData(labels, series), box);
      observer = new ResizeObserver(() => chart?.setSize(size()));
      observer.observe(box);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [labels, series, height, theme]);

  return <StyledChart ref={boxRef} $height={height} aria-hidden="true" data-chart="line" />;
}
