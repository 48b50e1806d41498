// What a coin's price card shows (§3 coin price entry, UI.md numbers): buy and sell prices in rupees with Indian
// grouping, and the 24-hour change with its sign and direction (green up, red down).
import type { Coin } from '@sikka/shared/constants';
import type { CoinPriceEntry } from '@sikka/shared/market/schemas';
import { formatInr } from '@sikka/shared/money/amount';
import { type ChangeView, changeView } from '../../../lib/format/change.ts';

export interface PriceCardView {
  coin: Coin;
  buy: string;
  sell: string;
  change: ChangeView;
}

export function priceCardView(coin: Coin, entry: CoinPriceEntry): PriceCardView {
  return {
    coin,
    buy: formatInr(entry.buying_price, { symbol: true }),
    sell: formatInr(entry.selling_price, { symbol: true }),
    change: changeView(entry.change),
  };
}
