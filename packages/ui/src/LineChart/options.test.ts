import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { chartData, chartOptions } from './options';

const labels = ['1 Nov', '2 Nov', '3 Nov'];
const series = [
  { label: 'Scans', color: theme.colors.primary, values: [3, 0, 7] },
  { label: 'Redirects', color: theme.colors.info, values: [1, 0, 2] },
];

describe('chartData', () => {
  it('puts the points at 0, 1, 2… and each series after them', () => {
    expect(chartData(labels, series)).toEqual([
      [0, 1, 2],
      [3, 0, 7],
      [1, 0, 2],
    ]);
  });
});

describe('chartOptions', () => {
  const options = chartOptions(labels, series, { width: 300, height: 200 }, theme);

  it('draws each series in its colour, after the x series', () => {
    expect(options.series.map((each) => each.stroke)).toEqual([undefined, theme.colors.primary, theme.colors.info]);
    expect(options.width).toBe(300);
  });

  it('labels the x axis with the given labels', () => {
    const values = options.axes?.[0]?.values;
    expect(typeof values === 'function' ? values({} as never, [0, 2], 0, 1, 1) : null).toEqual(['1 Nov', '3 Nov']);
  });

  it('counts from zero, with room above the highest value and at least 4', () => {
    const range = options.scales?.y?.range;
    const at = (max: number) => (typeof range === 'function' ? range({} as never, 0, max, 'y') : null);
    expect(at(0)).toEqual([0, 4]);
    expect(at(20)).toEqual([0, 22]);
  });
});
