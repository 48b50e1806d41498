// The pair's price chart: candles with volume beneath (lightweight-charts, in this chunk only: the exchange route
// loads it lazily). History is drawn once per pair and interval; the live candle replaces the last bar or adds one.
// The time axis' labels are drawn here (utils/timeAxis.ts), whole or not at all, in place of the library's, which
// it cuts at the chart's edges. Prices are drawn as numbers (display only; nothing is computed from them).
import { type CandleInterval, INTERVAL_MS } from '@sikka/shared/exchange/candleIntervals';
import type { Candle } from '@sikka/shared/exchange/candles';
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPrimitivePaneRenderer,
  type ISeriesApi,
  type ISeriesPrimitive,
  type Logical,
  type SeriesAttachedParameter,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import {
  CHART_FONT_SIZE,
  type ChartTheme,
  chartLayout,
  chartTheme,
  onFontLoaded,
} from '../../../ui/chartTheme.ts';
import { type AxisLabel, axisLabels, fittingLabels, labelStep } from '../utils/timeAxis.ts';

export interface CandleChartProps {
  /** Oldest first, as GET /exchange/candles answers. */
  candles: readonly Candle[];
  /** The interval's current candle from candles:PAIR, newest state. */
  live: Candle | null;
  interval: CandleInterval;
  label: string;
}

type DrawTarget = Parameters<IPrimitivePaneRenderer['draw']>[0];

/** The price axis' numbers, as `price.toLocaleString('en-IN', …)` writes them; made once, not per label. */
let priceFormat: Intl.NumberFormat | undefined;
function priceFormatter(price: number): string {
  priceFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  return priceFormat.format(price);
}

/** The person's offset from UTC in minutes (India: 330). */
const localOffsetMinutes = (at: number) => -new Date(at).getTimezoneOffset();

/** The chart's axis shows the person's local time: its clock is UTC, so times are shifted by the local offset. */
function chartTime(openTime: number): UTCTimestamp {
  return (Math.floor(openTime / 1000) + localOffsetMinutes(openTime) * 60) as UTCTimestamp;
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

/** The time axis' labels, drawn on the axis for the candles in view: only those that fit whole. */
class TimeAxisLabels implements ISeriesPrimitive<Time> {
  #chart: IChartApi | null = null;
  #openTimes: number[] = [];
  #intervalMs = 60_000;
  #labels: AxisLabel[] = [];
  /** The step and data the labels were chosen for: chosen again only when either changes. */
  #chosenFor = '';
  #font: string;

  constructor(private readonly theme: ChartTheme) {
    this.#font = `${CHART_FONT_SIZE}px ${theme.font}`;
  }

  attached({ chart }: SeriesAttachedParameter<Time>): void {
    this.#chart = chart as IChartApi;
  }

  detached(): void {
    this.#chart = null;
  }

  setFont(family: string): void {
    this.#font = `${CHART_FONT_SIZE}px ${family}`;
  }

  /** The candles' open times (epoch ms), in the order the chart holds them. */
  setTimes(openTimes: number[], intervalMs: number): void {
    this.#openTimes = openTimes;
    this.#intervalMs = intervalMs;
    this.#chosenFor = '';
  }

  timeAxisPaneViews() {
    return [{ renderer: () => ({ draw: (target: DrawTarget) => this.#draw(target) }) }];
  }

  #draw(target: DrawTarget): void {
    const scale = this.#chart?.timeScale();
    const range = scale?.getVisibleLogicalRange();
    const first = scale?.logicalToCoordinate(0 as Logical);
    const second = scale?.logicalToCoordinate(1 as Logical);
    if (!scale || !range || first == null || second == null || this.#openTimes.length === 0) return;
    const step = labelStep(this.#intervalMs, second - first);
    const chosenFor = `${JSON.stringify(step)}:${this.#openTimes.length}:${this.#openTimes[0]}`;
    if (chosenFor !== this.#chosenFor) {
      const offset = localOffsetMinutes(this.#openTimes.at(-1) as number);
      this.#labels = axisLabels(this.#openTimes, step, offset);
      this.#chosenFor = chosenFor;
    }
    const inView = this.#labels.filter(
      (label) => label.index >= range.from - 1 && label.index <= range.to + 1,
    );
    // biome-ignore lint/correctness/useHookAtTopLevel: fancy-canvas's drawing scope, not a React hook.
    target.useMediaCoordinateSpace(({ context, mediaSize }) => {
      context.font = this.#font;
      context.fillStyle = this.theme.text;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      // Where the library puts its own: below the border and the tick, a quarter of the font size of padding.
      const y = 1 + 5 + CHART_FONT_SIZE * 0.25 + CHART_FONT_SIZE / 2;
      const fitting = fittingLabels(
        inView,
        (index) => scale.logicalToCoordinate(index as Logical),
        (text) => context.measureText(text).width,
        mediaSize.width,
      );
      for (const label of fitting) context.fillText(label.text, label.x, y);
    });
  }
}

export default function CandleChart({ candles, live, interval, label }: CandleChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const prices = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const axis = useRef<TimeAxisLabels | null>(null);
  const openTimes = useRef<number[]>([]);
  const colours = useRef({ up: '#22c55e', down: '#f87171' });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const theme = chartTheme(element);
    const { up, down } = theme;
    colours.current = { up, down };
    const made = createChart(element, {
      autoSize: true,
      layout: chartLayout(theme),
      grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
      // A price label that would be cut at the top or the bottom is left out.
      rightPriceScale: { borderVisible: false, entireTextOnly: true },
      timeScale: {
        borderVisible: false,
        timeVisible: true,
        secondsVisible: false,
        // The labels are TimeAxisLabels'.
        tickMarkFormatter: () => '',
      },
      localization: { priceFormatter },
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
    axis.current = new TimeAxisLabels(theme);
    prices.current.attachPrimitive(axis.current);
    volumes.current = made.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    // Volume sits in the bottom fifth, under the candles.
    volumes.current.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    prices.current.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
    const stopWaiting = onFontLoaded(theme, (family) => {
      axis.current?.setFont(family);
      made.applyOptions({ layout: { fontFamily: family } });
    });
    return () => {
      stopWaiting();
      made.remove();
      chart.current = null;
      prices.current = null;
      volumes.current = null;
      axis.current = null;
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
    openTimes.current = candles.map((candle) => candle.open_time);
    axis.current?.setTimes(openTimes.current, INTERVAL_MS[interval]);
    chart.current?.timeScale().scrollToRealTime();
  }, [candles, interval]);

  useEffect(() => {
    // A live candle older than the history's last cannot be drawn (the chart only appends or replaces the last).
    const lastTime = openTimes.current.at(-1) ?? 0;
    if (!live || live.open_time < lastTime) return;
    const { up, down } = colours.current;
    prices.current?.update(bar(live));
    volumes.current?.update({
      time: chartTime(live.open_time),
      value: Number(live.volume),
      color: Number(live.close) >= Number(live.open) ? `${up}66` : `${down}66`,
    });
    if (live.open_time > lastTime) {
      openTimes.current = [...openTimes.current, live.open_time];
      axis.current?.setTimes(openTimes.current, INTERVAL_MS[interval]);
    }
  }, [live, interval]);

  return <div ref={container} className="candle-chart" role="img" aria-label={label} />;
}
