// The depth chart beside the candles: the live book as the quantity bid at or above each price (green, left of the
// spread) and offered at or below it (red, right), on lightweight-charts with prices across (a horizontal scale of
// rupees, below). In its own chunk, loaded when the Depth tab is first opened. The curves are utils/depth.ts'; the
// legend under the chart says what each side adds up to, in words a screen reader reads too.
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { formatInr, groupIndian } from '@sikka/shared/money/amount';
import {
  AreaSeries,
  type AutoscaleInfo,
  type ChartOptionsImpl,
  createChartEx,
  type IChartApiBase,
  type IHorzScaleBehavior,
  type InternalHorzScaleItem,
  type InternalHorzScaleItemKey,
  type ISeriesApi,
  LineType,
  type TickMark,
  type TickMarkWeightValue,
  type TimeMark,
  type TimeScalePoint,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { type ChartTheme, chartLayout, chartTheme, onFontLoaded } from '../../../ui/chartTheme.ts';
import { type DepthCurves, depthCurves } from '../utils/depth.ts';
import { inLots } from '../utils/figures.ts';

export interface DepthChartProps {
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] } | null;
  config: PairConfig;
  label: string;
}

/** A price on the axis: for a pair priced in whole rupees '88,34,300' (no paise), else '88.47'. */
function axisPrice(rupees: number, withPaise: boolean): string {
  const paise = BigInt(Math.round(rupees * 100));
  return withPaise ? formatInr(paise) : groupIndian(String(paise / 100n));
}

/** Rounder prices win a label: multiples of ₹1,000, ₹500, ₹100, ₹50, ₹10, ₹1, 50 paise, 10 paise. */
const ROUND_PAISE = [100_000, 50_000, 10_000, 5_000, 1_000, 100, 50, 10];

/** The horizontal scale of rupees (the library's own price scale writes no grouping and no rupee sign). */
class RupeeScale implements IHorzScaleBehavior<number> {
  #options: ChartOptionsImpl<number> | null = null;

  /** `withPaise`: the pair's tick is under a rupee (USDT), so its axis shows paise. */
  constructor(private readonly withPaise: boolean) {}

  options(): ChartOptionsImpl<number> {
    return this.#options as ChartOptionsImpl<number>;
  }
  setOptions(options: ChartOptionsImpl<number>): void {
    this.#options = options;
  }
  preprocessData(): void {}
  updateFormatter(): void {}
  createConverterToInternalObj() {
    return (price: number) => price as unknown as InternalHorzScaleItem;
  }
  key(item: InternalHorzScaleItem | number): InternalHorzScaleItemKey {
    return item as InternalHorzScaleItemKey;
  }
  cacheKey(item: InternalHorzScaleItem): number {
    return item as unknown as number;
  }
  convertHorzItemToInternal(item: number): InternalHorzScaleItem {
    return item as unknown as InternalHorzScaleItem;
  }
  /** The crosshair's label. */
  formatHorzItem(item: InternalHorzScaleItem): string {
    return formatInr(BigInt(Math.round((item as unknown as number) * 100)), { symbol: true });
  }
  formatTickmark(mark: TickMark): string {
    return axisPrice(mark.time as unknown as number, this.withPaise);
  }
  maxTickMarkWeight(marks: TimeMark[]): TickMarkWeightValue {
    return marks.reduce((most, mark) => (mark.weight > most ? mark.weight : most), 0 as TickMarkWeightValue);
  }
  fillWeightsForPoints(points: readonly TimeScalePoint[], startIndex: number): void {
    for (let index = startIndex; index < points.length; index++) {
      const point = points[index] as { timeWeight: TickMarkWeightValue; time: InternalHorzScaleItem };
      const paise = Math.round((point.time as unknown as number) * 100);
      const round = ROUND_PAISE.findIndex((unit) => paise % unit === 0);
      point.timeWeight = (round === -1 ? 0 : ROUND_PAISE.length - round) as TickMarkWeightValue;
    }
  }
}

export default function DepthChart({ book, config, label }: DepthChartProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApiBase<number> | null>(null);
  const series = useRef<{ bids: ISeriesApi<'Area', number>; asks: ISeriesApi<'Area', number> } | null>(null);
  const theme = useRef<ChartTheme | null>(null);
  const curves: DepthCurves | null = useMemo(() => (book ? depthCurves(book, config) : null), [book, config]);
  const decimals = config.lotSize.split('.')[1]?.length ?? 0;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = chartTheme(element);
    theme.current = colours;
    const made = createChartEx<number, RupeeScale>(element, new RupeeScale(config.tickPaise < 100), {
      autoSize: true,
      layout: chartLayout(colours),
      grid: { vertLines: { visible: false }, horzLines: { color: colours.grid } },
      // The book is shown whole: nothing to scroll or zoom, and the library then keeps every label inside.
      handleScroll: false,
      handleScale: false,
      // Quantities from nothing at the bottom edge up.
      rightPriceScale: { borderVisible: false, entireTextOnly: true, scaleMargins: { top: 0.1, bottom: 0 } },
      timeScale: {
        borderVisible: false,
        allowBoldLabels: false,
        fixLeftEdge: true,
        fixRightEdge: true,
        tickMarkMaxCharacterLength: 10,
      },
      localization: { priceFormatter: (quantity: number) => quantity.toFixed(decimals) },
    });
    const side = (colour: string) =>
      made.addSeries(AreaSeries, {
        lineColor: colour,
        topColor: `${colour}55`,
        bottomColor: `${colour}10`,
        lineWidth: 2,
        lineType: LineType.WithSteps,
        lastValueVisible: false,
        priceLineVisible: false,
        priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals },
        autoscaleInfoProvider: (own: () => AutoscaleInfo | null) => {
          const range = own();
          return (
            range && { ...range, priceRange: { minValue: 0, maxValue: range.priceRange?.maxValue ?? 0 } }
          );
        },
      });
    chart.current = made;
    series.current = { bids: side(colours.up), asks: side(colours.down) };
    const stopWaiting = onFontLoaded(colours, (family) =>
      made.applyOptions({ layout: { fontFamily: family } }),
    );
    return () => {
      stopWaiting();
      made.remove();
      chart.current = null;
      series.current = null;
    };
  }, [decimals, config.tickPaise]);

  useEffect(() => {
    // Redrawn at most once a frame, however fast the book moves.
    const frame = requestAnimationFrame(() => {
      const drawn = series.current;
      if (!drawn) return;
      const points = (list: DepthCurves['bids']) =>
        list.map(({ price, total }) => ({ time: price, value: total }));
      // The spread is empty space on the scale: prices with no value in the bids' series.
      drawn.bids.setData([
        ...points(curves?.bids ?? []),
        ...(curves?.gap ?? []).map((price) => ({ time: price })),
      ]);
      drawn.asks.setData(points(curves?.asks ?? []));
      chart.current?.timeScale().fitContent();
    });
    return () => cancelAnimationFrame(frame);
  }, [curves]);

  return (
    <div className="depth-chart">
      <div ref={container} className="depth-chart__canvas" role="img" aria-label={label} />
      <p className="depth-chart__legend num">
        <span className="depth-chart__key depth-chart__key--bids">
          {t('exchange.depthBids', {
            amount: curves ? inLots(curves.bidVolume, config) : '—',
            coin: config.coin,
          })}
        </span>
        <span className="depth-chart__key depth-chart__key--asks">
          {t('exchange.depthAsks', {
            amount: curves ? inLots(curves.askVolume, config) : '—',
            coin: config.coin,
          })}
        </span>
      </p>
    </div>
  );
}
