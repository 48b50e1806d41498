// The fees page's worked example: an instant buy with a rupee budget, then selling the whole quantity straight
// back, line by line, with the fee schedule in force. The lines are the platform's own instant quotes
// (shared/src/market/quote.ts, built on fees.ts), so the example shows exactly what a confirmation would.
import type { Coin } from '@sikka/shared/constants';
import { type FeeSchedule, spreadPrices } from '@sikka/shared/market/fees';
import { computeQuote, type QuoteMinor, type QuoteRequest } from '@sikka/shared/market/quote';
import { fromMinorUnits } from '@sikka/shared/money/amount';

interface RoundTripInput {
  /** What the person enters on the instant buy page, in paise: the most the buy may cost, fee and GST included. */
  budgetPaise: bigint;
  /** The mid price of one whole coin, in paise. */
  midPaise: bigint;
  coin: Coin;
}

interface RoundTripExample {
  buyPricePaise: bigint;
  sellPricePaise: bigint;
  /** value, fee, GST and total (what is paid); quantity in the coin's minor units. */
  buy: QuoteMinor;
  /** value, fee, GST, TDS and total (what is credited) for the same quantity. */
  sell: QuoteMinor;
  /** The cost of the round trip at an unchanged mid price, TDS aside (it is tax paid in the seller's name). */
  cost: {
    /** Buy value less sale value: what the spread took. */
    spreadPaise: bigint;
    feesPaise: bigint;
    gstPaise: bigint;
    totalPaise: bigint;
  };
}

function quote(request: QuoteRequest): QuoteMinor {
  const result = computeQuote(request);
  if (!result.ok) throw new RangeError(`No quote for the example: ${result.message}`);
  return result.minor;
}

/** Buys as much coin as the budget allows at the buy price, and sells all of it at the sell price. */
export function roundTripExample(input: RoundTripInput, schedule: FeeSchedule): RoundTripExample {
  const { buy: buyPricePaise, sell: sellPricePaise } = spreadPrices(input.midPaise, schedule);
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  const buy = quote({
    side: 'buy',
    coin: input.coin,
    unit: 'inr',
    amount: inr(input.budgetPaise),
    price: inr(buyPricePaise),
    schedule,
  });
  const sell = quote({
    side: 'sell',
    coin: input.coin,
    unit: 'coin',
    amount: fromMinorUnits(buy.quantity, input.coin),
    price: inr(sellPricePaise),
    schedule,
  });
  const spreadPaise = buy.value - sell.value;
  const feesPaise = buy.fee + sell.fee;
  const gstPaise = buy.gst + sell.gst;
  return {
    buyPricePaise,
    sellPricePaise,
    buy,
    sell,
    cost: { spreadPaise, feesPaise, gstPaise, totalPaise: spreadPaise + feesPaise + gstPaise },
  };
}

/**
 * A rate in basis points as a percentage, exactly: 100 → '1%', 20 → '0.2%', 1800 → '18%'. `divisor` splits
 * the rate first (the spread's half on each side: formatBps(100, 2) → '0.5%').
 */
export function formatBps(bps: number, divisor = 1): string {
  if (!Number.isInteger(bps) || bps < 0 || !Number.isInteger(divisor) || divisor < 1) {
    throw new RangeError(`Not a rate: ${bps} / ${divisor}`);
  }
  // Hundred-thousandths of a percent: bps / 100 / divisor, kept to five decimals, then trimmed.
  const scaled = (BigInt(bps) * 1_000n) / BigInt(divisor);
  const whole = scaled / 100_000n;
  const decimals = (scaled % 100_000n).toString().padStart(5, '0').replace(/0+$/, '');
  return `${whole}${decimals ? `.${decimals}` : ''}%`;
}
