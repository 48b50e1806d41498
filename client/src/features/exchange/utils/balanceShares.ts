// 25 / 50 / 75 / 100% of the balance as the order form's amount: the largest share is always an order the provider
// accepts. Integer ticks, lots and paise throughout: never floating point.
import { bandHigh, maxBuyLots } from '@sikka/shared/exchange/bounds';
import { type ExchangeRates, fillValue } from '@sikka/shared/exchange/charges';
import { type MarketNow, referenceOf } from '@sikka/shared/exchange/estimate';
import { lotsToVolume, type PairConfig } from '@sikka/shared/exchange/pairs';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { type OrderFormValues, priceTicksOf, takesBudget } from './orderForm.ts';

export const BALANCE_SHARES = [25, 50, 75, 100] as const;

/**
 * The amount to type for a share of what is available: a sale's share of the coin (in whole lots), a buy's share of
 * the rupees — a budget for a market or stop-loss buy in rupees, else the most lots whose lock fits it (shared
 * maxBuyLots, at the order's rate; for a market buy at the top of the price band, where the provider locks it), so
 * the largest share is always an order the provider accepts. In the field's unit; null without a price.
 */
export function amountForShare(input: {
  share: number;
  values: Pick<OrderFormValues, 'type' | 'side' | 'unit' | 'rate' | 'trigger'>;
  available: { inr: string; coin: string };
  market: MarketNow;
  config: PairConfig;
  rates: ExchangeRates;
}): string | null {
  const { share, values, market, config, rates } = input;
  const ticks = priceTicksOf(values, market, config);
  if (values.side === 'sell') {
    const units = (toMinorUnits(input.available.coin, config.coin) * BigInt(share)) / 100n;
    const lots = Number(units / BigInt(config.lotMinor));
    if (values.unit === 'coin') return lotsToVolume(lots, config);
    return ticks === null ? null : fromMinorUnits(BigInt(fillValue(lots, ticks, config)), 'INR');
  }
  const budget = Number((toMinorUnits(input.available.inr, 'INR') * BigInt(share)) / 100n);
  if (values.unit === 'inr' && takesBudget(values.type, values.side))
    return fromMinorUnits(BigInt(budget), 'INR');
  if (ticks === null) return null;
  // Where the provider locks the order: its rate; a market buy at the band's top, a stop-loss at the top of its own.
  const lockTicks =
    values.type === 'MARKET'
      ? bandHigh(referenceOf(market, config), market.bandPercent)
      : values.type === 'STOP_LOSS'
        ? bandHigh(ticks, market.bandPercent)
        : ticks;
  const lots = maxBuyLots(budget, lockTicks, config, rates);
  if (values.unit === 'coin') return lotsToVolume(lots, config);
  return fromMinorUnits(BigInt(fillValue(lots, ticks, config)), 'INR');
}
