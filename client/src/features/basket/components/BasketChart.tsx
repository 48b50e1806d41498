// A basket's past as a line (₹100 at the window's first day), on lightweight-charts in this lazy chunk: the library
// loads only when a basket's chart is first shown on /in/crypto-basket.
import { createChart, LineSeries } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface BasketChartProps {
  series: ReadonlyArray<{ day: string; value: number }>;
  label: string;
}

export default function BasketChart({ series, label }: BasketChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const line = useRef<ReturnType<ReturnType<typeof createChart>['addSeries']> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: colour('--muted', '#4b5563'),
        attributionLogo: false,
      },
      grid: { vertLines: { visible: false }, horzLines: { color: colour('--border', '#e5e7eb') } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false },
      handleScroll: false,
      handleScale: false,
    });
    line.current = chart.addSeries(LineSeries, {
      color: colour('--brand', '#0f766e'),
      lineWidth: 2,
      priceLineVisible: false,
    });
    return () => {
      chart.remove();
      line.current = null;
    };
  }, []);

  useEffect(() => {
    line.current?.setData(series.map((point) => ({ time: point.day, value: point.value })));
  }, [series]);

  return <div ref={container} className="basket__chart" role="img" aria-label={label} />;
}
