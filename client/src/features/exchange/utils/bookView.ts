// What the order book panel shows: levels grouped into price buckets (bids down, asks up, so a bucket never
// promises a better price than its orders), the cumulative quantity to each row as a depth bar, and the spread.
// Rates are integer paise and quantities integer coin units (bigint): never floating point.
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';

/** Price groupings a pair offers, in ticks: 1, 5, 10 and 50 ticks. */
export const GROUP_TICKS = [1, 5, 10, 50] as const;

export interface BookRow {
  /** The bucket's rate as a wire string ('9000000.00'). */
  rate: string;
  /** The quantity in the bucket, and from the best price to it (coin at its precision). */
  volume: string;
  cumulative: string;
  /** cumulative ÷ the deepest cumulative shown on either side, 0–1: the depth bar's width. */
  depth: number;
}

export interface BookView {
  bids: BookRow[];
  asks: BookRow[];
  /** Best ask − best bid in rupees, and as a percentage of the mid price (two decimals); null on an empty side. */
  spread: { amount: string; percent: string } | null;
}

function groupSide(
  levels: readonly BookLevel[],
  stepPaise: bigint,
  side: 'bid' | 'ask',
  coin: string,
  rows: number,
): Array<{ paise: bigint; units: bigint }> {
  const buckets: Array<{ paise: bigint; units: bigint }> = [];
  for (const [rate, volume] of levels) {
    const paise = toMinorUnits(rate, 'INR');
    const below = (paise / stepPaise) * stepPaise;
    const bucket = side === 'bid' || below === paise ? below : below + stepPaise;
    const last = buckets.at(-1);
    if (last && last.paise === bucket) last.units += toMinorUnits(volume, coin);
    else {
      if (buckets.length === rows) break;
      buckets.push({ paise: bucket, units: toMinorUnits(volume, coin) });
    }
  }
  return buckets;
}

/** The book as rows: `rows` buckets a side of `groupTicks` ticks each, best prices first on both sides. */
export function bookView(
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] },
  config: PairConfig,
  groupTicks: number,
  rows: number,
): BookView {
  const step = BigInt(config.tickPaise * groupTicks);
  const bids = groupSide(book.bids, step, 'bid', config.coin, rows);
  const asks = groupSide(book.asks, step, 'ask', config.coin, rows);
  const cumulate = (buckets: Array<{ paise: bigint; units: bigint }>) => {
    let total = 0n;
    return buckets.map((bucket) => {
      total += bucket.units;
      return { ...bucket, total };
    });
  };
  const bidTotals = cumulate(bids);
  const askTotals = cumulate(asks);
  const deepest = [bidTotals.at(-1)?.total ?? 0n, askTotals.at(-1)?.total ?? 0n].reduce((a, b) =>
    a > b ? a : b,
  );
  const row = (bucket: { paise: bigint; units: bigint; total: bigint }): BookRow => ({
    rate: fromMinorUnits(bucket.paise, 'INR'),
    volume: fromMinorUnits(bucket.units, config.coin),
    cumulative: fromMinorUnits(bucket.total, config.coin),
    // A bar's width needs no exactness: thousandths of the deepest row.
    depth: deepest === 0n ? 0 : Number((bucket.total * 1000n) / deepest) / 1000,
  });
  return {
    bids: bidTotals.map(row),
    asks: askTotals.map(row),
    spread: spreadOf(book.bids[0]?.[0], book.asks[0]?.[0]),
  };
}

function spreadOf(bid: string | undefined, ask: string | undefined): BookView['spread'] {
  if (bid === undefined || ask === undefined) return null;
  const bidPaise = toMinorUnits(bid, 'INR');
  const askPaise = toMinorUnits(ask, 'INR');
  const spread = askPaise - bidPaise;
  // percent × 100 of the mid, rounded half up: spread × 20000 ÷ (bid + ask).
  const sum = bidPaise + askPaise;
  const hundredths = sum === 0n ? 0n : (spread * 20_000n * 2n + sum) / (2n * sum);
  return { amount: fromMinorUnits(spread, 'INR'), percent: fromMinorUnits(hundredths, 'INR') };
}

/**
 * A quantity at the lot's decimals (0.0001 BTC: 4 places), so a column of them lines up. Book levels and ladder
 * rungs are whole lots, so nothing is cut.
 */
export function inLots(volume: string, config: Pick<PairConfig, 'lotSize'>): string {
  const decimals = config.lotSize.split('.')[1]?.length ?? 0;
  const [integer = '0', fraction = ''] = volume.split('.');
  return decimals === 0 ? integer : `${integer}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}
