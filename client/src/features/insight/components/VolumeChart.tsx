// A pair's daily rupee volume as bars (lightweight-charts), in its own chunk; the caption under it says the total
// in words, so the figure is there for a screen reader and before the chart draws.
import type { Candle } from '@sikka/shared/exchange/candles';
import { formatInr, toMinorUnits } from '@sikka/shared/money/amount';
import { createChart, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { chartLayout, chartTheme } from '../../../ui/chartTheme.ts';

/** An axis label in crores or lakhs ('₹19.8 Cr', '₹4.2 L'): the chart's coordinates, display only. */
function axisRupees(value: number): string {
  if (value >= 1e7) return `₹${(value / 1e7).toFixed(1)} Cr`;
  if (value >= 1e5) return `₹${(value / 1e5).toFixed(1)} L`;
  return `₹${Math.round(value).toLocaleString('en-IN')}`;
}

export default function VolumeChart({ candles, label }: { candles: readonly Candle[]; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const theme = chartTheme(element);
    const chart = createChart(element, {
      autoSize: true,
      layout: chartLayout(theme),
      grid: { vertLines: { visible: false }, horzLines: { color: theme.grid } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
      localization: { priceFormatter: axisRupees },
    });
    const series = chart.addSeries(HistogramSeries, {
      color: theme.up,
      priceLineVisible: false,
      lastValueVisible: false,
    });
    // Rupees as a chart coordinate: display only, the figures in words come from the exact strings.
    series.setData(
      candles.map((candle) => ({
        time: Math.floor(candle.open_time / 1000) as UTCTimestamp,
        value: Number(toMinorUnits(candle.amount, 'INR') / 100n),
      })),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [candles]);
  const total = candles.reduce((sum, candle) => sum + toMinorUnits(candle.amount, 'INR'), 0n);
  return (
    <figure className="insight-chart">
      <div ref={host} className="insight-chart__canvas" aria-hidden="true" />
      <figcaption className="insight-chart__caption num">
        {label}: {formatInr(total, { symbol: true })} traded in {candles.length} day
        {candles.length === 1 ? '' : 's'}
      </figcaption>
    </figure>
  );
}
