// The exchange's pairs: tick size, lot size and minimum size per pair, and the integer arithmetic of ticks and
// lots every order is checked and matched in. Adding a pair is one entry in PAIR_SETTINGS (and its coin in §9's set).
import { type Coin, QUOTE_CURRENCY } from '../constants.ts';
import { fromMinorUnits, parseAmount, precisionOf, toMinorUnits } from '../money/amount.ts';
import { EXCHANGE_PAIRS, type Pair, parsePair } from '../routes/exchangeRoute.ts';

export { EXCHANGE_PAIRS, type Pair, parsePair };

/** A pair's trading rules as decimal strings: rupees per tick, coin per lot, the least coin an order may hold. */
export interface PairSettings {
  tickSize: string;
  lotSize: string;
  minSize: string;
}

/**
 * Tick × lot is a whole number of paise on every pair (checked by pairConfig), so the value of every fill is
 * exact in paise and no fraction of a paisa is ever rounded away between buyer and seller.
 */
export const PAIR_SETTINGS: Readonly<Record<Pair, PairSettings>> = {
  'BTC-INR': { tickSize: '100.00', lotSize: '0.0001', minSize: '0.0001' },
  'ETH-INR': { tickSize: '10.00', lotSize: '0.001', minSize: '0.001' },
  'USDT-INR': { tickSize: '0.01', lotSize: '1', minSize: '1' },
};

/** A pair's rules in integers: what the engine and the checks compute with. */
export interface PairConfig {
  pair: Pair;
  /** The coin traded (the base). */
  coin: Coin;
  /** The currency prices are in (the quote): INR. */
  quote: typeof QUOTE_CURRENCY;
  tickSize: string;
  lotSize: string;
  minSize: string;
  /** Paise per tick. */
  tickPaise: number;
  /** The coin's smallest units per lot (1e-8 BTC, 1e-6 USDT). */
  lotMinor: number;
  /** The least lots an order (or a ladder's child) may hold. */
  minLots: number;
  /** Paise per lot per tick: the value of a fill is lots × ticks × this. */
  paisePerLotTick: number;
}

function configOf(pair: Pair): PairConfig {
  const settings = PAIR_SETTINGS[pair];
  const coin = pair.split('-')[0] as Coin;
  const tickPaise = Number(toMinorUnits(settings.tickSize, QUOTE_CURRENCY));
  const lotMinor = Number(toMinorUnits(settings.lotSize, coin));
  const minMinor = Number(toMinorUnits(settings.minSize, coin));
  const scale = 10 ** precisionOf(coin);
  if (tickPaise <= 0 || lotMinor <= 0 || minMinor % lotMinor !== 0 || (tickPaise * lotMinor) % scale !== 0) {
    throw new Error(`${pair}: tick × lot must be whole paise and the minimum size whole lots`);
  }
  return {
    pair,
    coin,
    quote: QUOTE_CURRENCY,
    ...settings,
    tickPaise,
    lotMinor,
    minLots: minMinor / lotMinor,
    paisePerLotTick: (tickPaise * lotMinor) / scale,
  };
}

export const PAIR_CONFIGS: Readonly<Record<Pair, PairConfig>> = Object.fromEntries(
  EXCHANGE_PAIRS.map((pair) => [pair, configOf(pair)]),
) as Record<Pair, PairConfig>;

export function pairConfig(pair: Pair): PairConfig {
  return PAIR_CONFIGS[pair];
}

/** The §2/§3 pair of a coin traded against rupees ('BTC' → 'BTC-INR'). */
export function pairOf(coin: Coin): Pair {
  return `${coin}-${QUOTE_CURRENCY}`;
}

// ——— ticks and lots ———

export type Checked = { ok: true; value: number } | { ok: false; message: string };

/** A rate typed in rupees as whole ticks: §5 amount rules, then a multiple of the tick, above zero. */
export function rateToTicks(rate: string, config: PairConfig): Checked {
  const parsed = parseAmount(rate, QUOTE_CURRENCY);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const paise = Number(parsed.minor);
  if (paise <= 0) return { ok: false, message: 'Enter a price above zero' };
  if (paise % config.tickPaise !== 0)
    return { ok: false, message: `The price must be a multiple of ₹${config.tickSize}` };
  return { ok: true, value: paise / config.tickPaise };
}

/** A volume typed in coin as whole lots: §5 amount rules, a multiple of the lot, at least the minimum size. */
export function volumeToLots(volume: string, config: PairConfig): Checked {
  const parsed = parseAmount(volume, config.coin);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  const minor = Number(parsed.minor);
  if (minor % config.lotMinor !== 0)
    return { ok: false, message: `The quantity must be a multiple of ${config.lotSize} ${config.coin}` };
  const lots = minor / config.lotMinor;
  if (lots < config.minLots)
    return { ok: false, message: `The minimum order is ${config.minSize} ${config.coin}` };
  return { ok: true, value: lots };
}

/** Ticks as the wire's rate: rupees at INR's §9 precision ('9000000.00'). */
export function ticksToRate(ticks: number, config: PairConfig): string {
  return fromMinorUnits(BigInt(ticks * config.tickPaise), QUOTE_CURRENCY);
}

/** Lots as the wire's volume: coin at the coin's §9 precision ('0.50000000'). */
export function lotsToVolume(lots: number, config: PairConfig): string {
  return fromMinorUnits(BigInt(lots * config.lotMinor), config.coin);
}

export type Rounding = 'down' | 'up' | 'nearest';

function roundTo(minor: bigint, step: bigint, mode: Rounding): bigint {
  const below = (minor / step) * step;
  if (below === minor || mode === 'down') return below;
  if (mode === 'up') return below + step;
  return (minor - below) * 2n >= step ? below + step : below;
}

/**
 * A typed rate rounded to the tick, for inputs that snap (a buy's rate down, a sell's up, so rounding never
 * makes an order worse for the person). Any number of decimals is accepted; null when it is not a decimal.
 */
export function roundRateToTick(rate: string, config: PairConfig, mode: Rounding): string | null {
  const minor = preciseMinor(rate, 2 + 8);
  if (minor === null) return null;
  const step = BigInt(config.tickPaise) * 10n ** 8n;
  return fromMinorUnits(roundTo(minor, step, mode) / 10n ** 8n, QUOTE_CURRENCY);
}

/** A typed volume rounded down to the lot (never more than was typed); null when it is not a decimal. */
export function roundVolumeToLot(volume: string, config: PairConfig): string | null {
  const precision = precisionOf(config.coin);
  const minor = preciseMinor(volume, precision + 8);
  if (minor === null) return null;
  const step = BigInt(config.lotMinor) * 10n ** 8n;
  return fromMinorUnits(roundTo(minor, step, 'down') / 10n ** 8n, config.coin);
}

/** A decimal string in units of 10^-decimals, keeping up to `decimals` digits (the rest truncated). */
function preciseMinor(text: string, decimals: number): bigint | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const [integer = '0', fraction = ''] = trimmed.split('.');
  return BigInt(integer + fraction.slice(0, decimals).padEnd(decimals, '0'));
}
