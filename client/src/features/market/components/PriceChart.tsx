// The small live chart of a coin's recent mid prices (lightweight-charts, in this chunk only: the dashboard
// loads it lazily, so no other page pays for the library). Draws the points it is given; new points are added
// with update() so the chart does not redraw from scratch on every tick.

import {
  AreaSeries,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { PricePoint } from '../utils/priceHistory.ts';

export interface PriceChartProps {
  points: readonly PricePoint[];
  direction: 'up' | 'down' | 'flat';
  /** What the chart shows, for assistive technology (the figures are in the card's text). */
  label: string;
}

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** '#15803d' at an opacity, as the chart's canvas understands colours (it does not parse color-mix). */
function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const value = Number.parseInt(match[1], 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

function toData(points: readonly PricePoint[]) {
  return points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value }));
}

export default function PriceChart({ points, direction, label }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const drawn = useRef<readonly PricePoint[]>([]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const made = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: cssVar(element, '--muted', '#475569'),
        attributionLogo: false,
        fontFamily: 'inherit',
      },
      grid: { vertLines: { visible: false }, horzLines: { visible: false } },
      rightPriceScale: { visible: false },
      leftPriceScale: { visible: false },
      timeScale: { visible: false, borderVisible: false, fixLeftEdge: true, fixRightEdge: true },
      crosshair: { vertLine: { visible: false }, horzLine: { visible: false } },
      handleScroll: false,
      handleScale: false,
    });
    chart.current = made;
    series.current = made.addSeries(AreaSeries, {
      lineWidth: 2,
      priceLineVisible: false,
      lastValueVisible: false,
      crosshairMarkerVisible: false,
    });
    drawn.current = [];
    // autoSize follows the card's size; the points are then spread over the new width.
    let frame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => made.timeScale().fitContent());
    });
    resized.observe(element);
    return () => {
      resized.disconnect();
      cancelAnimationFrame(frame);
      made.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || !series.current) return;
    const colour =
      direction === 'down' ? cssVar(element, '--down', '#b91c1c') : cssVar(element, '--up', '#15803d');
    series.current.applyOptions({
      lineColor: colour,
      topColor: withAlpha(colour, 0.28),
      bottomColor: withAlpha(colour, 0),
    });
  }, [direction]);

  useEffect(() => {
    const line = series.current;
    if (!line) return;
    const before = drawn.current;
    const last = before.at(-1);
    // The usual case, one more point (or the last replaced): update. Anything else: redraw.
    const appended =
      before.length > 0 && points.length >= before.length && points.length - before.length <= 1;
    const head = points.at(-1);
    if (appended && head && last && head.time >= last.time && points[before.length - 1]?.time === last.time) {
      line.update({ time: head.time as UTCTimestamp, value: head.value });
    } else {
      line.setData(toData(points));
    }
    drawn.current = points;
    if (points.length > 1) chart.current?.timeScale().fitContent();
  }, [points]);

  return <div ref={container} className="price-chart" role="img" aria-label={label} />;
}
