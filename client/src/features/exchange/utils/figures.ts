// How the trading screen writes a pair's quantities in its columns (the book, the trades, the person's orders): at
// the lot's decimals (0.0001 BTC: 4 places; 1 USDT: none), so a column of them lines up on the decimal point, the
// whole part in Indian grouping. Book levels, trades and orders are whole lots, so nothing is cut.
import { PAIR_CONFIGS, type PairConfig } from '@sikka/shared/exchange/pairs';
import { formatCoin, groupIndian } from '@sikka/shared/money/amount';

/** Places after the decimal point of the pair's lot size. */
export function lotDecimals(config: { lotSize: string }): number {
  return config.lotSize.split('.')[1]?.length ?? 0;
}

/** '0.01000000' on BTC-INR → '0.0100'; '10500.000000' on USDT-INR → '10,500'. */
export function inLots(volume: string, config: { lotSize: string }): string {
  const decimals = lotDecimals(config);
  const [integer = '0', fraction = ''] = volume.split('.');
  const whole = groupIndian(integer.replace(/^0+(?=\d)/, ''));
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
}

/** A quantity on a pair named on the wire ('BTC-INR'): at its lot's decimals; a pair not known here, trimmed. */
export function quantityOn(volume: string, pair: string): string {
  const config = (PAIR_CONFIGS as Readonly<Record<string, PairConfig | undefined>>)[pair];
  return config ? inLots(volume, config) : formatCoin(volume, pair.split('-')[0] ?? '');
}
