// Worked examples of the info pages: rupee-cost averaging (systematic buying plan) and splitting one order
// across a crypto basket. Integer paise and coin minor units only, like every amount in Sikka.
import { precisionOf } from '@sikka/shared/money/amount';

interface AveragingRow {
  pricePaise: bigint;
  /** Coin bought with the instalment, rounded down to the coin's precision (§9). */
  quantityMinor: bigint;
}

interface AveragingExample {
  rows: AveragingRow[];
  spentPaise: bigint;
  quantityMinor: bigint;
  /** The plain average of the prices paid on each date, to the paisa (half up). */
  averagePricePaise: bigint;
  /** What one whole coin cost on average: spent ÷ quantity, to the paisa (half up). */
  averageCostPaise: bigint;
}

const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (2n * denominator);

/**
 * The same rupee amount invested at each price: more coin is bought when the price is low, so the average
 * cost per coin ends up at or below the average of the prices (fees left out, to keep the arithmetic plain).
 */
export function averagingExample(
  instalmentPaise: bigint,
  pricesPaise: readonly bigint[],
  coin: string,
): AveragingExample {
  if (pricesPaise.length === 0 || pricesPaise.some((price) => price <= 0n) || instalmentPaise <= 0n) {
    throw new RangeError('An averaging example needs a positive instalment and positive prices');
  }
  const unit = 10n ** BigInt(precisionOf(coin));
  const rows = pricesPaise.map((pricePaise) => ({
    pricePaise,
    quantityMinor: (instalmentPaise * unit) / pricePaise,
  }));
  const spentPaise = instalmentPaise * BigInt(rows.length);
  const quantityMinor = rows.reduce((sum, row) => sum + row.quantityMinor, 0n);
  const priceSum = pricesPaise.reduce((sum, price) => sum + price, 0n);
  return {
    rows,
    spentPaise,
    quantityMinor,
    averagePricePaise: divideHalfUp(priceSum, BigInt(pricesPaise.length)),
    averageCostPaise: divideHalfUp(spentPaise * unit, quantityMinor),
  };
}

export interface BasketWeight<C extends string = string> {
  coin: C;
  /** The coin's share of the basket in basis points; a basket's weights add up to 10 000. */
  bps: number;
}

/**
 * One rupee order split across a basket by weight, to the paisa. Each share is rounded down and the paise
 * left over go to the heaviest coin, so the parts always add up to exactly the order.
 */
export function splitByWeights<C extends string>(
  totalPaise: bigint,
  weights: readonly BasketWeight<C>[],
): { coin: C; paise: bigint }[] {
  const sum = weights.reduce((total, weight) => total + weight.bps, 0);
  if (
    weights.length === 0 ||
    sum !== 10_000 ||
    weights.some((weight) => !Number.isInteger(weight.bps) || weight.bps <= 0)
  ) {
    throw new RangeError('Basket weights must be positive whole basis points adding up to 10 000');
  }
  const parts = weights.map((weight) => ({
    coin: weight.coin,
    paise: (totalPaise * BigInt(weight.bps)) / 10_000n,
  }));
  const leftover = totalPaise - parts.reduce((total, part) => total + part.paise, 0n);
  const heaviest = weights.reduce(
    (best, weight, index) => (weight.bps > (weights[best]?.bps ?? 0) ? index : best),
    0,
  );
  return parts.map((part, index) => (index === heaviest ? { ...part, paise: part.paise + leftover } : part));
}
