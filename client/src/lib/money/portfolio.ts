// The worth of a person's wallets in rupees: each coin balance at its selling price (what selling it would fetch
// before fees), plus rupees. Exact to the paisa in bigint; a coin's fraction of a paisa is dropped, as a sale
// would drop it (shared/src/market/quote.ts rounds a seller's value down).
import { ASSETS, type Asset, type Coin, QUOTE_CURRENCY } from '@sikka/shared/constants';
import { precisionOf, toMinorUnits } from '@sikka/shared/money/amount';

/** A wallet entry as the wallet calls answer it: balance = available + locked. */
interface WalletAmounts {
  balance: string;
  available: string;
  locked: string;
}

interface PortfolioRow {
  asset: Asset;
  balance: string;
  available: string;
  locked: string;
  /** The balance's worth in paise; null when the coin's price is not known yet. */
  valuePaise: bigint | null;
}

interface Portfolio {
  rows: PortfolioRow[];
  /** The sum of the rows whose value is known, in paise. */
  totalPaise: bigint;
  /** Every row's value is known (all prices arrived). */
  complete: boolean;
}

/** One coin balance at a price per coin (rupees), in paise, rounded down. */
export function coinValuePaise(balance: string, coin: Coin, sellingPrice: string): bigint {
  const units = toMinorUnits(balance, coin);
  const price = toMinorUnits(sellingPrice, QUOTE_CURRENCY);
  return (units * price) / 10n ** BigInt(precisionOf(coin));
}

export function portfolioOf(
  wallets: Readonly<Record<Asset, WalletAmounts>>,
  prices: Readonly<Record<Coin, { selling_price: string }>> | null,
): Portfolio {
  let totalPaise = 0n;
  let complete = true;
  const rows = ASSETS.map((asset): PortfolioRow => {
    const entry = wallets[asset];
    let valuePaise: bigint | null;
    if (asset === QUOTE_CURRENCY) valuePaise = toMinorUnits(entry.balance, QUOTE_CURRENCY);
    else valuePaise = prices ? coinValuePaise(entry.balance, asset, prices[asset].selling_price) : null;
    if (valuePaise === null) complete = false;
    else totalPaise += valuePaise;
    return { asset, balance: entry.balance, available: entry.available, locked: entry.locked, valuePaise };
  });
  return { rows, totalPaise, complete };
}

/** Whether the person holds anything at all (an empty wallet gets a "deposit to start" state). */
export function holdsAnything(wallets: Readonly<Record<Asset, WalletAmounts>>): boolean {
  return ASSETS.some((asset) => toMinorUnits(wallets[asset].balance, asset) > 0n);
}
