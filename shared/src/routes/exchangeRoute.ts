// §2 the exchange route /in/exchange/{quote}/{base} and the stored pair `pair_selected` (§3) it is built from.
import { COINS, type Coin, DEFAULT_PAIR, QUOTE_CURRENCY } from '../constants.ts';
import { localePath, pathSegments, routeName } from './locale.ts';

/** A pair as stored in `pair_selected`: base coin, a dash, quote currency ('BTC-INR'). */
export type Pair = `${Coin}-${typeof QUOTE_CURRENCY}`;

/** §9 Coin set BTC, ETH, USDT, each traded against INR, the only quote currency. */
export const EXCHANGE_PAIRS: readonly Pair[] = COINS.map((coin): Pair => `${coin}-${QUOTE_CURRENCY}`);

/** Reads a stored pair case-insensitively; null when it is not one of EXCHANGE_PAIRS. */
export function parsePair(stored: string | null | undefined): Pair | null {
  const upper = stored?.trim().toUpperCase();
  return EXCHANGE_PAIRS.find((pair) => pair === upper) ?? null;
}

function baseAndQuote(pair: Pair): { base: string; quote: string } {
  const [base = '', quote = ''] = pair.split('-');
  return { base, quote };
}

/**
 * §2 Exchange, built from the stored pair (default BTC-INR), lower-cased.
 * The quote goes first and the base second: §2's footer links /in/exchange/inr/btc, which is BTC-INR.
 * A stored value that is not a known pair (an old or hand-edited entry) falls back to the default.
 */
export function exchangePath(storedPair?: string | null): string {
  const { base, quote } = baseAndQuote(parsePair(storedPair) ?? (DEFAULT_PAIR as Pair));
  return localePath(`exchange/${quote.toLowerCase()}/${base.toLowerCase()}`);
}

/**
 * The pair an exchange path shows, in the stored form ('/in/exchange/inr/btc' → 'BTC-INR'), so the
 * page can write it back to `pair_selected`. null for other paths and unknown pairs.
 */
export function pairFromExchangePath(pathname: string): Pair | null {
  if (routeName(pathname) !== 'exchange') return null;
  const segments = pathSegments(pathname);
  if (segments.length !== 4) return null;
  const [, , quote, base] = segments;
  return parsePair(`${base}-${quote}`);
}

/** §2 exchange pages: where the dark theme applies and the banner carousel is hidden. */
export function isExchangePath(pathname: string): boolean {
  return routeName(pathname) === 'exchange';
}
