// What the order book panel shows: levels grouped into price buckets (bids down, asks up, so a bucket never
// promises a better price than its orders), each row's value in rupees, the cumulative quantity to each row as a
// depth bar, and the spread; both sides, or one side only with twice the rows. Rates are integer paise and
// quantities integer coin units (bigint): never floating point.
import type { BookLevel } from '@sikka/shared/exchange/orderBook';
import type { PairConfig } from '@sikka/shared/exchange/pairs';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';

/** Price groupings a pair offers, in ticks: 1, 5, 10 and 50 ticks. */
export const GROUP_TICKS = [1, 5, 10, 50] as const;

/** Which sides the panel shows. */
export const BOOK_SIDES = ['both', 'bids', 'asks'] as const;
export type BookSides = (typeof BOOK_SIDES)[number];

export interface BookRow {
  /** The bucket's rate as a wire string ('9000000.00'). */
  rate: string;
  /** The quantity in the bucket, and from the best price to it (coin at its precision). */
  volume: string;
  cumulative: string;
  /** What the bucket's orders are worth in rupees: each level's price × quantity, added (exact paise). */
  value: string;
  /** cumulative ÷ the deepest cumulative shown on either side, 0–1: the depth bar's width. */
  depth: number;
}

interface BookView {
  bids: BookRow[];
  asks: BookRow[];
  /** Best ask − best bid in rupees, and as a percentage of the mid price (two decimals); null on an empty side. */
  spread: { amount: string; percent: string } | null;
}

interface Bucket {
  paise: bigint;
  units: bigint;
  /** Σ price × quantity of its levels, in paise. */
  value: bigint;
}

function groupSide(
  levels: readonly BookLevel[],
  stepPaise: bigint,
  side: 'bid' | 'ask',
  coin: string,
  rows: number,
): Bucket[] {
  const scale = 10n ** BigInt(precisionOf(coin));
  const buckets: Bucket[] = [];
  for (const [rate, volume] of levels) {
    const paise = toMinorUnits(rate, 'INR');
    const units = toMinorUnits(volume, coin);
    // tick × lot is whole paise for every pair (docs/exchange.md), so a level's value divides exactly.
    const value = (paise * units) / scale;
    const below = (paise / stepPaise) * stepPaise;
    const bucket = side === 'bid' || below === paise ? below : below + stepPaise;
    const last = buckets.at(-1);
    if (last && last.paise === bucket) {
      last.units += units;
      last.value += value;
    } else {
      if (buckets.length === rows) break;
      buckets.push({ paise: bucket, units, value });
    }
  }
  return buckets;
}

/**
 * The book as rows: `rows` buckets a side of `groupTicks` ticks each, best prices first on both sides; with one
 * side shown, the other has none and the depth bars are that side's own.
 */
export function bookView(
  book: { bids: readonly BookLevel[]; asks: readonly BookLevel[] },
  config: PairConfig,
  groupTicks: number,
  rows: number,
  sides: BookSides = 'both',
): BookView {
  const step = BigInt(config.tickPaise * groupTicks);
  const bids = sides === 'asks' ? [] : groupSide(book.bids, step, 'bid', config.coin, rows);
  const asks = sides === 'bids' ? [] : groupSide(book.asks, step, 'ask', config.coin, rows);
  const cumulate = (buckets: Bucket[]) => {
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
  const row = (bucket: Bucket & { total: bigint }): BookRow => ({
    rate: fromMinorUnits(bucket.paise, 'INR'),
    volume: fromMinorUnits(bucket.units, config.coin),
    cumulative: fromMinorUnits(bucket.total, config.coin),
    value: fromMinorUnits(bucket.value, 'INR'),
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
