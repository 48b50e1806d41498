// Amounts as decimal strings on the wire and bigint minor units in arithmetic: never a float (docs/architecture.md).
import { AMOUNT_MAX_INTEGER_DIGITS, COIN_PRECISION, DEFAULT_COIN_PRECISION } from '../constants.ts';

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/** A non-negative decimal string already checked against its asset's precision and the 12-digit limit. */
export type Amount = Brand<string, 'Amount'>;
/** An amount of rupees. */
export type InrAmount = Brand<Amount, 'InrAmount'>;
/** An amount of a crypto coin. */
export type CoinAmount = Brand<Amount, 'CoinAmount'>;
/** A price: rupees per one unit of a coin. */
export type Price = Brand<Amount, 'Price'>;

/** The shape of every decimal string on the wire: digits, optionally a point and more digits. */
export const DECIMAL_STRING = /^\d+(\.\d+)?$/;
const SIGNED_DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** §9 Coin decimal precision: INR and HBAR 2; EOS 4; XRP, USDT, TRX 6; XLM 7; all others 8. */
export function precisionOf(asset: string): number {
  return COIN_PRECISION[asset.toUpperCase()] ?? DEFAULT_COIN_PRECISION;
}

export type AmountError = 'invalid' | 'too-many-integer-digits' | 'too-many-decimals';

export type AmountResult =
  | { ok: true; amount: Amount; minor: bigint }
  | { ok: false; error: AmountError; message: string };

const MESSAGES: Record<AmountError, (asset: string) => string> = {
  invalid: () => 'Enter a valid amount',
  'too-many-integer-digits': () =>
    `Amount can have at most ${AMOUNT_MAX_INTEGER_DIGITS} digits before the decimal point`,
  'too-many-decimals': (asset) =>
    `${asset.toUpperCase()} allows at most ${precisionOf(asset)} digits after the decimal point`,
};

/**
 * §5/§9 Amounts: integer part at most 12 digits; decimals at most the coin's precision.
 * Leading zeros are ignored when counting integer digits; the result is canonical (no leading
 * zeros, trailing zeros kept as typed) so what the user sees is what is sent.
 */
export function parseAmount(input: string, asset: string): AmountResult {
  const text = input.trim();
  if (!DECIMAL_STRING.test(text)) return fail('invalid', asset);
  const [rawInteger = '0', decimals = ''] = text.split('.');
  const integer = rawInteger.replace(/^0+(?=\d)/, '');
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return fail('too-many-integer-digits', asset);
  if (decimals.length > precisionOf(asset)) return fail('too-many-decimals', asset);
  const amount = (decimals ? `${integer}.${decimals}` : integer) as Amount;
  return { ok: true, amount, minor: toMinorUnits(amount, asset) };
}

function fail(error: AmountError, asset: string): AmountResult {
  return { ok: false, error, message: MESSAGES[error](asset) };
}

/** A decimal string (optionally negative) in the asset's smallest unit; refuses more decimals than the precision. */
export function toMinorUnits(amount: string, asset: string): bigint {
  if (!SIGNED_DECIMAL_STRING.test(amount)) throw new RangeError(`Not a decimal string: ${amount}`);
  const precision = precisionOf(asset);
  const negative = amount.startsWith('-');
  const [integer = '0', decimals = ''] = (negative ? amount.slice(1) : amount).split('.');
  if (decimals.length > precision) {
    throw new RangeError(`${asset} allows at most ${precision} decimals: ${amount}`);
  }
  const minor = BigInt(integer + decimals.padEnd(precision, '0'));
  return negative ? -minor : minor;
}

/** The canonical wire string of a minor-unit amount: exactly the asset's precision in decimals. */
export function fromMinorUnits(minor: bigint, asset: string): string {
  const precision = precisionOf(asset);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(precision + 1, '0');
  const integer = digits.slice(0, digits.length - precision);
  const decimals = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${integer}${precision > 0 ? `.${decimals}` : ''}`;
}

/** Trailing zeros trimmed for display (docs/interface.md), never for what is sent. */
export function trimTrailingZeros(amount: string): string {
  return amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
}

/** §9 Indian number grouping of an integer digit string: 123456789 → 12,34,56,789. */
export function groupIndian(integerDigits: string): string {
  if (integerDigits.length <= 3) return integerDigits;
  const last3 = integerDigits.slice(-3);
  const rest = integerDigits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}`;
}

/** §9 INR with Indian grouping and two decimals, rounding half up in paise: 123456789 → 12,34,56,789.00. */
export function formatInr(amount: string | bigint, options: { symbol?: boolean } = {}): string {
  const minor = typeof amount === 'bigint' ? amount : roundToMinor(amount, 'INR');
  const [integer = '0', decimals = '00'] = fromMinorUnits(minor < 0n ? -minor : minor, 'INR').split('.');
  const sign = minor < 0n ? '-' : '';
  return `${sign}${options.symbol ? '₹' : ''}${groupIndian(integer)}.${decimals}`;
}

/** A coin amount for display: at most the coin's precision, trailing zeros trimmed. */
export function formatCoin(amount: string | bigint, asset: string): string {
  const minor = typeof amount === 'bigint' ? amount : roundToMinor(amount, asset);
  return trimTrailingZeros(fromMinorUnits(minor, asset));
}

/** An amount of an asset as a person reads it: ₹12,34,567.00 for rupees (§9 grouping), 0.0125 BTC for a coin. */
export function formatMoney(asset: string, amount: string | bigint): string {
  return asset === 'INR' ? formatInr(amount, { symbol: true }) : `${formatCoin(amount, asset)} ${asset}`;
}

/** Rounds a decimal string of any length to the asset's minor units, half away from zero. */
export function roundToMinor(amount: string, asset: string): bigint {
  if (!SIGNED_DECIMAL_STRING.test(amount)) throw new RangeError(`Not a decimal string: ${amount}`);
  const precision = precisionOf(asset);
  const negative = amount.startsWith('-');
  const [integer = '0', decimals = ''] = (negative ? amount.slice(1) : amount).split('.');
  const kept = BigInt(integer + decimals.slice(0, precision).padEnd(precision, '0'));
  const roundUp = (decimals[precision] ?? '0') >= '5';
  const minor = roundUp ? kept + 1n : kept;
  return negative ? -minor : minor;
}
