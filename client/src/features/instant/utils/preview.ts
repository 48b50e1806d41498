// The live preview of an instant trade as the person types: the shared quote arithmetic (the provider's own,
// shared/src/market/quote.ts) at the live buy or sell price and the fee schedule in force, so the numbers on
// screen are the ones a locked quote would give at this price.
import type { Coin } from '@sikka/shared/constants';
import type { FeeSchedule } from '@sikka/shared/market/fees';
import {
  computeQuote,
  type QuoteBreakdown,
  type QuoteSide,
  type QuoteUnit,
} from '@sikka/shared/market/quote';
import type { AllPricesResponse } from '@sikka/shared/market/schemas';
import { checkAmount } from '../../../lib/money/amountInput.ts';
import { type BreakdownLine, breakdownLines } from './breakdown.ts';

/** The trade form's values (react-hook-form): what the amount is typed in, and the amount as typed. */
export interface TradeValues {
  unit: QuoteUnit;
  amount: string;
}

export const TRADE_FORM_DEFAULTS: TradeValues = { unit: 'inr', amount: '' };

interface PreviewInput {
  side: QuoteSide;
  coin: Coin;
  unit: QuoteUnit;
  /** As typed. */
  amount: string;
  prices: AllPricesResponse | null;
  schedule: FeeSchedule | null;
}

type Preview =
  | { state: 'empty' }
  /** The price or the fee schedule has not arrived yet. */
  | { state: 'waiting' }
  | { state: 'invalid'; message: string }
  | { state: 'ok'; quote: QuoteBreakdown; lines: BreakdownLine[]; amount: string };

/** The asset the typed amount is in. */
export function amountAsset(unit: QuoteUnit, coin: Coin): string {
  return unit === 'inr' ? 'INR' : coin;
}

export function previewOf(input: PreviewInput): Preview {
  const checked = checkAmount(input.amount, amountAsset(input.unit, input.coin));
  if (checked.state === 'empty') return { state: 'empty' };
  if (checked.state === 'invalid') return { state: 'invalid', message: checked.message };
  if (!input.prices || !input.schedule) return { state: 'waiting' };
  const entry = input.prices[input.coin];
  const result = computeQuote({
    side: input.side,
    coin: input.coin,
    unit: input.unit,
    amount: checked.amount,
    price: input.side === 'buy' ? entry.buying_price : entry.selling_price,
    schedule: input.schedule,
  });
  if (!result.ok) return { state: 'invalid', message: result.message };
  return {
    state: 'ok',
    quote: result.quote,
    lines: breakdownLines(result.quote, input.schedule),
    amount: checked.amount,
  };
}
