import { useEffect, useRef } from 'react';
import { BarChart as ChartistBar } from 'chartist';
import clsx from 'clsx';
import { formatCopShort } from '#shared/domain/money';
import 'chartist/dist/index.css';
import './bar-chart.css';

export interface BarChartProps {
  /** One label per group of bars (a month, a service). */
  labels: string[];
  /** One array of whole pesos per series, as long as `labels`; coloured in order (see bar-chart.css). */
  series: number[][];
  /** Series colours by name: 'primary' (income), 'danger' (costs) or 'success' (collected). */
  colors: ('primary' | 'danger' | 'success')[];
  /** Axis labels longer than this many characters are cut with '…' (phones). */
  maxLabelLength?: number;
  className?: string;
}

const shorten = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

/**
 * Peso bars drawn by Chartist (SVG, decision 013), coloured with the theme's CSS variables so
 * every theme restyles it without a redraw. Hidden from screen readers: each panel says the same
 * in words and in a table beside it.
 */
export function BarChart({ labels, series, colors, maxLabelLength = 12, className }: BarChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Redraw only when the numbers change, not on every render of the panel.
  const key = JSON.stringify([labels, series, maxLabelLength]);

  useEffect(() => {
    if (!ref.current) return;
    const [chartLabels, chartSeries, max] = JSON.parse(key) as [string[], number[][], number];
    const chart = new ChartistBar(
      ref.current,
      { labels: chartLabels.map((label) => shorten(label, max)), series: chartSeries },
      {
        height: '220px',
        seriesBarDistance: chartSeries.length > 1 ? 12 : 0,
        chartPadding: { top: 12, right: 8, bottom: 0, left: 8 },
        axisX: { showGrid: false },
        axisY: {
          offset: 64,
          onlyInteger: true,
          labelInterpolationFnc: (value) => formatCopShort(Number(value)),
        },
      },
      // On a phone, every other label of a long axis (12 months), so they do not run together.
      chartLabels.length > 6
        ? [
            [
              'screen and (max-width: 639px)',
              { axisX: { labelInterpolationFnc: (value, index) => (index % 2 === 0 ? value : null) } },
            ],
          ]
        : [],
    );
    return () => {
      chart.detach();
    };
  }, [key]);

  return (
    <div
      ref={ref}
      aria-hidden
      className={clsx(
        'cc-chart',
        colors.map((color, index) => `cc-chart-${index}-${color}`),
        className,
      )}
    />
  );
}
