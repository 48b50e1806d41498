// The pair's price chart: candles with volume beneath (lightweight-charts, in this chunk only: the exchange route
// loads it lazily). History is drawn once per pair and interval; the live candle replaces the last bar or adds one.
// Prices are drawn as numbers (display only; nothing is computed from them).
import type { Candle } from '@sikka/shared/exchange/candles';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface CandleChartProps {
  /** Oldest first, as GET /exchange/candles answers. */
  candles: readonly Candle[];
  /** The interval's current candle from candles:PAIR, newest state. */
  live: Candle | null;
  label: string;
}

function cssVar(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** The chart's axis shows the person's local time: its clock is UTC, so times are shifted by the local offset. */
function chartTime(openTime: number): UTCTimestamp {
  const offsetS = -new Date(openTime).getTimezoneOffset() * 60;
  return (Math.floor(openTime / 1000) + offsetS) as UTCTimestamp;
}

function bar(candle: Candle) {
  return {
    time: chartTime(candle.open_time),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
  };
}

export default function CandleChart({ candles, live, label }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const prices = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const lastTime = useRef<number>(0);
  const colours = useRef({ up: '#22c55e', down: '#f87171' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const up = cssVar(element, '--up', '#22c55e');
    const down = cssVar(element, '--down', '#f87171');
    colours.current = { up, down };
    const made = createChart(element, {
      autoSize: true,
      layout: {
        background: { color: 'transparent' },
        textColor: cssVar(element, '--muted', '#94a3b8'),
        attributionLogo: false,
        fontFamily: 'inherit',
      },
      grid: {
        vertLines: { color: cssVar(element, '--border', '#1e293b') },
        horzLines: { color: cssVar(element, '--border', '#1e293b') },
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      localization: {
        priceFormatter: (price: number) => price.toLocaleString('en-IN', { maximumFractionDigits: 2 }),
      },
    });
    chart.current = made;
    prices.current = made.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
    });
    volumes.current = made.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    // Volume sits in the bottom fifth, under the candles.
    volumes.current.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    prices.current.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    return () => {
      made.remove();
      chart.current = null;
      prices.current = null;
      volumes.current = null;
    };
  }, []);

  useEffect(() => {
    const { up, down } = colours.current;
    prices.current?.setData(candles.map(bar));
    volumes.current?.setData(
      candles.map((candle) => ({
        time: chartTime(candle.open_time),
        value: Number(candle.volume),
        color: Number(candle.close) >= Number(candle.open) ? `${up}66` : `${down}66`,
      })),
    );
    lastTime.current = candles.at(-1)?.open_time ?? 0;
    chart.current?.timeScale().scrollToRealTime();
  }, [candles]);

  useEffect(() => {
    // A live candle older than the history's last cannot be drawn (the chart only appends or replaces the last).
    if (!live || live.open_time < lastTime.current) return;
    const { up, down } = colours.current;
    prices.current?.update(bar(live));
    volumes.current?.update({
      time: chartTime(live.open_time),
      value: Number(live.volume),
      color: Number(live.close) >= Number(live.open) ? `${up}66` : `${down}66`,
    });
    lastTime.current = live.open_time;
  }, [live]);

  return <div ref={container} className="candle-chart" role="img" aria-label={label} />;
}
