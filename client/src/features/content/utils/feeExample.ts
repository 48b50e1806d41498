// The fees page's worked example: buying rupees' worth of a coin and selling it straight back, line by line,
// with the fee schedule in force (shared/src/market/fees.ts). Integer paise and coin minor units only.
import { applyBps, type FeeSchedule, gstOn, spreadPrices } from '@sikka/shared/market/fees';
import { precisionOf } from '@sikka/shared/money/amount';

export interface RoundTripInput {
  /** The rupee value of the buy order, in paise (before fee and GST). */
  spendPaise: bigint;
  /** The mid price of one whole coin, in paise. */
  midPaise: bigint;
  coin: string;
}

export interface RoundTripExample {
  buyPricePaise: bigint;
  sellPricePaise: bigint;
  buy: {
    valuePaise: bigint;
    feePaise: bigint;
    gstPaise: bigint;
    /** What leaves the INR wallet: value + fee + GST. */
    totalPaise: bigint;
    /** The coin received, in its minor units (satoshi for BTC), rounded down. */
    quantityMinor: bigint;
  };
  sell: {
    /** The quantity bought, sold at the sell price, rounded down to the paisa. */
    valuePaise: bigint;
    feePaise: bigint;
    gstPaise: bigint;
    tdsPaise: bigint;
    /** What reaches the INR wallet: value − fee − GST − TDS. */
    receivedPaise: bigint;
  };
  /** The cost of the round trip at an unchanged price, TDS aside (it is tax paid in the seller's name). */
  cost: {
    /** Buy value less sale value: the spread, plus under a paisa of rounding of the quantity. */
    spreadPaise: bigint;
    feesPaise: bigint;
    gstPaise: bigint;
    totalPaise: bigint;
  };
}

/**
 * Buys `spendPaise` worth of the coin at the buy price and sells the whole quantity at the sell price, the
 * mid price unchanged. The coin quantity is rounded down to the coin's precision (§9), never up.
 */
export function roundTripExample(input: RoundTripInput, schedule: FeeSchedule): RoundTripExample {
  const { buy: buyPricePaise, sell: sellPricePaise } = spreadPrices(input.midPaise, schedule);
  const unit = 10n ** BigInt(precisionOf(input.coin));

  const buyValue = input.spendPaise;
  const buyFee = applyBps(buyValue, schedule.feeBps);
  const buyGst = gstOn(buyFee, schedule);
  const quantityMinor = (buyValue * unit) / buyPricePaise;

  const sellValue = (quantityMinor * sellPricePaise) / unit;
  const sellFee = applyBps(sellValue, schedule.feeBps);
  const sellGst = gstOn(sellFee, schedule);
  const tds = applyBps(sellValue, schedule.tdsBps);

  return {
    buyPricePaise,
    sellPricePaise,
    buy: {
      valuePaise: buyValue,
      feePaise: buyFee,
      gstPaise: buyGst,
      totalPaise: buyValue + buyFee + buyGst,
      quantityMinor,
    },
    sell: {
      valuePaise: sellValue,
      feePaise: sellFee,
      gstPaise: sellGst,
      tdsPaise: tds,
      receivedPaise: sellValue - sellFee - sellGst - tds,
    },
    cost: {
      spreadPaise: buyValue - sellValue,
      feesPaise: buyFee + sellFee,
      gstPaise: buyGst + sellGst,
      totalPaise: buyValue - sellValue + buyFee + sellFee + buyGst + sellGst,
    },
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
