// The coin list's rows: the §3 price entries of BTC, ETH and USDT as the table shows them.
import { COINS, type Coin } from '@sikka/shared/constants';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { formatInr } from '@sikka/shared/money/amount';

export const COIN_NAMES: Readonly<Record<Coin, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ether',
  USDT: 'Tether USD',
};

type ChangeDirection = 'up' | 'down' | 'flat';

interface CoinRow {
  coin: Coin;
  name: string;
  /** What one coin costs, spread included, before fee and GST. */
  buy: string;
  /** What one coin fetches, spread included, before fee, GST and TDS. */
  sell: string;
  change: { text: string; direction: ChangeDirection };
}

/** docs/interface.md: 24-hour change with sign and colour; the sign is text, so colour is never the only cue. */
export function formatChange(change: string): { text: string; direction: ChangeDirection } {
  const negative = change.startsWith('-');
  const magnitude = negative ? change.slice(1) : change;
  if (/^0+(\.0+)?$/.test(magnitude)) return { text: `${magnitude}%`, direction: 'flat' };
  return negative
    ? { text: `−${magnitude}%`, direction: 'down' }
    : { text: `+${magnitude}%`, direction: 'up' };
}

/** §9 coin set, in its order, INR with Indian grouping and the ₹ sign. */
export function coinRows(prices: AllPricesResponse): CoinRow[] {
  return COINS.map((coin) => {
    const entry = prices[coin];
    return {
      coin,
      name: COIN_NAMES[coin],
      buy: formatInr(entry.buying_price, { symbol: true }),
      sell: formatInr(entry.selling_price, { symbol: true }),
      change: formatChange(entry.change),
    };
  });
}
