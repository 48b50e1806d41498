// The market list's rows: every pair with its 24-hour ticker, narrowed by what was typed (the coin's symbol or name)
// and by 'favourites only', favourites first in the order they were starred, the rest in the pairs' own order.
import type { Ticker } from '@sikka/shared/exchange/schemas';
import type { Pair } from '@sikka/shared/routes/exchangeRoute';

interface MarketRow {
  pair: Pair;
  coin: string;
  name: string;
  ticker: Ticker | null;
  favourite: boolean;
}

export function marketRows(input: {
  pairs: readonly Pair[];
  names: Readonly<Record<string, string>>;
  tickers: readonly Ticker[] | null;
  favourites: readonly string[];
  search: string;
  onlyFavourites: boolean;
}): MarketRow[] {
  const typed = input.search
    .trim()
    .toLowerCase()
    .replace(/[\s/-]+/g, '');
  const rows = input.pairs.map((pair): MarketRow => {
    const coin = pair.split('-')[0] ?? pair;
    return {
      pair,
      coin,
      name: input.names[coin] ?? coin,
      ticker: input.tickers?.find((ticker) => ticker.pair === pair) ?? null,
      favourite: input.favourites.includes(pair),
    };
  });
  const rank = (row: MarketRow) => {
    const starred = input.favourites.indexOf(row.pair);
    return starred === -1 ? input.favourites.length + input.pairs.indexOf(row.pair) : starred;
  };
  return rows
    .filter((row) => !input.onlyFavourites || row.favourite)
    .filter(
      (row) =>
        typed === '' ||
        row.pair.toLowerCase().replace('-', '').includes(typed) ||
        row.name.toLowerCase().replace(/\s+/g, '').includes(typed),
    )
    .sort((a, b) => rank(a) - rank(b));
}
