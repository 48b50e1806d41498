// What a coin's price card shows (§3 coin price entry, docs/interface.md numbers): buy and sell prices in rupees with Indian
// grouping, the 24-hour change with its sign and direction (green up, red down), and the exchange's figures of the
// last 24 hours on the coin's rupee pair: highest and lowest price, the coin traded and its value in rupees.
import type { Coin } from '@sikka/shared/constants';
import type { Ticker } from '@sikka/shared/exchange/schemas';
import type { CoinPriceEntry } from '@sikka/shared/market/schemas';
import { formatCoin, formatInr, groupIndian } from '@sikka/shared/money/amount';
import { type ChangeView, changeView } from '../../../lib/format/change.ts';

interface DayFigures {
  /** Null when the pair has not traded in the last 24 hours. */
  high: string | null;
  low: string | null;
  /** '36.2064 BTC', '35,27,561 USDT'. */
  volume: string;
  /** The rupees those trades were worth. */
  turnover: string;
}

interface PriceCardView {
  coin: Coin;
  buy: string;
  sell: string;
  change: ChangeView;
  /** The last 24 hours on the exchange; null while unknown. */
  day: DayFigures | null;
}

/** A coin quantity with its symbol: at its precision, trailing zeros trimmed, the whole part in Indian grouping. */
export function coinQuantity(amount: string, coin: Coin): string {
  const [integer = '0', fraction] = formatCoin(amount, coin).split('.');
  return `${groupIndian(integer)}${fraction === undefined ? '' : `.${fraction}`} ${coin}`;
}

function dayFigures(coin: Coin, ticker: Ticker): DayFigures {
  const rupees = (value: string | null) => (value === null ? null : formatInr(value, { symbol: true }));
  return {
    high: rupees(ticker.high),
    low: rupees(ticker.low),
    volume: coinQuantity(ticker.volume, coin),
    turnover: formatInr(ticker.amount, { symbol: true }),
  };
}

/** The card's figures; `ticker` is the coin's rupee pair over the last 24 hours (null while it loads). */
export function priceCardView(
  coin: Coin,
  entry: CoinPriceEntry,
  ticker: Ticker | null = null,
): PriceCardView {
  return {
    coin,
    buy: formatInr(entry.buying_price, { symbol: true }),
    sell: formatInr(entry.selling_price, { symbol: true }),
    change: changeView(entry.change),
    day: ticker ? dayFigures(coin, ticker) : null,
  };
}
