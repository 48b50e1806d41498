// Market insight from the exchange's own data (/in/into-the-block): the order book's imbalance near the mid price,
// the pairs ranked by their 24-hour move, and each pair's share of the day's rupee volume. Exact integer arithmetic.
import type { BookLevel } from '../exchange/orderBook.ts';
import type { Ticker } from '../exchange/schemas.ts';
import { precisionOf, toMinorUnits } from '../money/amount.ts';

const BPS = 10_000n;

/** How far from the mid price the imbalance looks: 2% either side. */
export const IMBALANCE_BAND_BPS = 200n;

export interface Imbalance {
  /** Mid price (paise) between the best bid and ask; null with a side empty. */
  mid: bigint | null;
  /** Rupees (paise) bid and offered within the band around the mid. */
  bidValue: bigint;
  askValue: bigint;
  /** (bids − asks) / (bids + asks) in basis points, −10 000 (all asks) to +10 000 (all bids); 0 when both empty. */
  imbalanceBps: number;
}

/** A level's value in paise, rounded down: rate (paise) × volume (coin minor units) / the coin's scale. */
function levelValue([rate, volume]: BookLevel, coin: string): bigint {
  return (toMinorUnits(rate, 'INR') * toMinorUnits(volume, coin)) / 10n ** BigInt(precisionOf(coin));
}

/** The rupees bid and offered within `bandBps` of the mid, and how lopsided they are. */
export function bookImbalance(
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] },
  coin: string,
  bandBps: bigint = IMBALANCE_BAND_BPS,
): Imbalance {
  const bestBid = book.bids[0];
  const bestAsk = book.asks[0];
  if (!bestBid || !bestAsk) return { mid: null, bidValue: 0n, askValue: 0n, imbalanceBps: 0 };
  const mid = (toMinorUnits(bestBid[0], 'INR') + toMinorUnits(bestAsk[0], 'INR')) / 2n;
  // Within the band: rate ≥ mid × (1 − band) for bids, rate ≤ mid × (1 + band) for asks, cross-multiplied.
  const bidValue = book.bids
    .filter(([rate]) => toMinorUnits(rate, 'INR') * BPS >= mid * (BPS - bandBps))
    .reduce((sum, level) => sum + levelValue(level, coin), 0n);
  const askValue = book.asks
    .filter(([rate]) => toMinorUnits(rate, 'INR') * BPS <= mid * (BPS + bandBps))
    .reduce((sum, level) => sum + levelValue(level, coin), 0n);
  const total = bidValue + askValue;
  const imbalanceBps = total === 0n ? 0 : Number(((bidValue - askValue) * BPS) / total);
  return { mid, bidValue, askValue, imbalanceBps };
}

/** A signed percentage ('-1.25', '3.4') in ten-thousandths of a percent, exactly (its digits past four are cut). */
export function percentUnits(change: string): bigint {
  const negative = change.startsWith('-');
  const [whole = '0', fraction = ''] = change.replace(/^-/, '').split('.');
  const units = BigInt(whole) * 10_000n + BigInt(fraction.slice(0, 4).padEnd(4, '0'));
  return negative ? -units : units;
}

/** Pairs by their 24-hour change, biggest rise first (a pair that has not traded last); ties by pair name. */
export function rankMovers(tickers: readonly Ticker[]): Ticker[] {
  const change = (ticker: Ticker) => (ticker.last === null ? null : percentUnits(ticker.change));
  return [...tickers].sort((a, b) => {
    const [x, y] = [change(a), change(b)];
    if (x === null || y === null) return x === y ? a.pair.localeCompare(b.pair) : x === null ? 1 : -1;
    return x === y ? a.pair.localeCompare(b.pair) : x > y ? -1 : 1;
  });
}

/** Each pair's share of the day's rupee volume in basis points (rounded down; all 0 on a day without trades). */
export function volumeShares(tickers: readonly Ticker[]): Map<string, number> {
  const amounts = tickers.map((ticker) => [ticker.pair, toMinorUnits(ticker.amount, 'INR')] as const);
  const total = amounts.reduce((sum, [, amount]) => sum + amount, 0n);
  return new Map(amounts.map(([pair, amount]) => [pair, total === 0n ? 0 : Number((amount * BPS) / total)]));
}
