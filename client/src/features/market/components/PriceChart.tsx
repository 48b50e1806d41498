// The small live chart of a coin's recent mid prices: an SVG line with the area beneath, scaled to the points'
// own range (a sparkline needs no chart library; the trading screen's candles use lightweight-charts).
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

/** The line through the points and the area under it, in the viewBox's units. */
export function sparklinePaths(points: readonly PricePoint[]): { line: string; area: string } {
  if (points.length === 0) return { line: '', area: '' };
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const coordinates = values.map((value, index) => {
    const x = points.length > 1 ? index * step : WIDTH / 2;
    const y = span === 0 ? HEIGHT / 2 : MARGIN + (1 - (value - low) / span) * (HEIGHT - 2 * MARGIN);
    return `${x.toFixed(2)},${y.toFixed(2)}`;
  });
  const line = `M${coordinates.join(' L')}`;
  const first = coordinates[0]?.split(',')[0] ?? '0';
  const last = coordinates.at(-1)?.split(',')[0] ?? String(WIDTH);
  return { line, area: `${line} L${last},${HEIGHT} L${first},${HEIGHT} Z` };
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
