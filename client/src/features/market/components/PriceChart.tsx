// The small chart of a coin's prices over the last 24 hours: an SVG line with the area beneath, scaled to the
// points' own span of time and range of prices (a sparkline needs no chart library; the trading screen's candles
// use lightweight-charts).
import type { PricePoint } from '../utils/priceHistory.ts';

export interface PriceChartProps {
  points: readonly PricePoint[];
  direction: 'up' | 'down' | 'flat';
  /** What the chart shows, for assistive technology (the figures are in the card's text). */
  label: string;
}

const WIDTH = 100;
const HEIGHT = 40;
/** Room above and below the line, so its stroke is never cut at the extremes. */
const MARGIN = 2;

/**
 * The narrowest range of prices a line is scaled to, as a share of its highest price: a stablecoin that moved a
 * few paise all day draws small ripples across the middle, not a zigzag from top to bottom.
 */
export const MIN_RELATIVE_RANGE = 0.005;

/** The line through the points and the area under it, in the viewBox's units: time across, price up. */
export function sparklinePaths(points: readonly PricePoint[]): { line: string; area: string } {
  const first = points[0];
  const final = points.at(-1);
  if (!first || !final) return { line: '', area: '' };
  const values = points.map((point) => point.value);
  const high = Math.max(...values);
  const low = Math.min(...values);
  const range = Math.max(high - low, high * MIN_RELATIVE_RANGE);
  const bottom = (high + low - range) / 2;
  const duration = final.time - first.time;
  const y = (value: number) =>
    range === 0 ? HEIGHT / 2 : MARGIN + (1 - (value - bottom) / range) * (HEIGHT - 2 * MARGIN);
  // One moment (a single point) is drawn across the width.
  const coordinates =
    duration > 0
      ? points.map(
          ({ time, value }) =>
            `${(((time - first.time) / duration) * WIDTH).toFixed(2)},${y(value).toFixed(2)}`,
        )
      : [`0.00,${y(final.value).toFixed(2)}`, `${WIDTH.toFixed(2)},${y(final.value).toFixed(2)}`];
  const line = `M${coordinates.join(' L')}`;
  const left = coordinates[0]?.split(',')[0] ?? '0';
  const right = coordinates.at(-1)?.split(',')[0] ?? String(WIDTH);
  return { line, area: `${line} L${right},${HEIGHT} L${left},${HEIGHT} Z` };
}

export default function PriceChart({ points, direction, label }: PriceChartProps) {
  const { line, area } = sparklinePaths(points);
  return (
    <svg
      className={`price-chart price-chart--${direction === 'down' ? 'down' : 'up'}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <path className="price-chart__area" d={area} />
      <path className="price-chart__line" d={line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
