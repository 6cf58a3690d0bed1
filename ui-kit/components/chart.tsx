// chart.js through a thin React wrapper: one chart per mount, redrawn when its data change. Import this module
// lazily (`lazy(() => import('@naija-homes/ui-kit/components/chart'))`): chart.js is ~70 kB gzipped and only the
// dashboards and analytics pages need it. Only the controllers used here are registered, so the rest is left out.

import { cn } from '@naija-homes/ui-kit/lib/cn';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartConfiguration,
  Chart as ChartJs,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useId, useRef } from 'react';

ChartJs.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

/** The house palette for series, in order (brand green, gold, then distinguishable neighbours). */
export const chartPalette = ['#0b6e4f', '#c9972b', '#2f6fb3', '#b5473a', '#6b4fa1', '#3c9d9b', '#8a8f3a', '#5f6b66'];

export interface ChartSeries {
  label: string;
  data: number[];
  /** Defaults to the palette colour of the series' position. */
  color?: string;
}

export interface ChartProps {
  type: 'bar' | 'line' | 'doughnut';
  /** The categories (x axis, or the doughnut's slices). */
  labels: string[];
  series: ChartSeries[];
  /** Bars of the series stacked on each other. */
  stacked?: boolean;
  /** What the chart shows, for screen readers and as the canvas's name. */
  label: string;
  /** Formats values in tooltips and on the y axis (₦ amounts, say). */
  formatValue?: (value: number) => string;
  className?: string;
}

function configuration(props: ChartProps): ChartConfiguration {
  const { type, labels, series, stacked, formatValue } = props;
  const datasets = series.map((s, i) => {
    const color = s.color ?? chartPalette[i % chartPalette.length];
    if (type === 'doughnut') {
      return {
        label: s.label,
        data: s.data,
        backgroundColor: labels.map((_, j) => chartPalette[j % chartPalette.length]),
        borderWidth: 1,
      };
    }
    return {
      label: s.label,
      data: s.data,
      backgroundColor: type === 'line' ? `${color}22` : color,
      borderColor: color,
      borderWidth: type === 'line' ? 2 : 0,
      pointRadius: type === 'line' ? 2 : undefined,
      tension: 0.25,
      fill: type === 'line' && series.length === 1,
    };
  });
  const tick = formatValue ? (value: string | number) => formatValue(Number(value)) : undefined;
  return {
    type,
    data: { labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // A cheap phone redraws nothing it need not: no entry animation.
      animation: false,
      plugins: {
        legend: { display: series.length > 1 || type === 'doughnut', position: 'bottom' },
        tooltip: formatValue
          ? {
              callbacks: {
                label: (item) =>
                  `${item.dataset.label ? `${type === 'doughnut' ? item.label : item.dataset.label}: ` : ''}${formatValue(Number(item.raw))}`,
              },
            }
          : {},
      },
      scales:
        type === 'doughnut'
          ? {}
          : {
              x: { stacked: Boolean(stacked), grid: { display: false } },
              y: { stacked: Boolean(stacked), beginAtZero: true, ticks: { precision: 0, callback: tick } },
            },
    },
  } as ChartConfiguration;
}

/**
 * A chart with its numbers also given as a visually hidden table, so a screen reader (or anyone with the canvas
 * blocked) reads the same figures.
 */
export function Chart(props: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<ChartJs | null>(null);
  const tableId = useId();
  const { labels, series, label, className, formatValue } = props;

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const config = configuration(props);
    if (chart.current && (chart.current.config as ChartConfiguration).type === config.type) {
      chart.current.data = config.data;
      chart.current.options = config.options ?? {};
      chart.current.update('none');
      return;
    }
    chart.current?.destroy();
    chart.current = new ChartJs(element, config);
  });

  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  const show = formatValue ?? ((value: number) => value.toLocaleString('en-NG'));
  return (
    <div data-slot="chart" className={cn('relative h-64 w-full', className)}>
      <canvas ref={canvas} role="img" aria-label={label} aria-describedby={tableId} />
      {/* The wrapper hides it: a table ignores the 1px width of sr-only and would widen a phone's page. */}
      <div className="sr-only">
        <table id={tableId}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((category, i) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.label}>{show(s.data[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export default Chart;
