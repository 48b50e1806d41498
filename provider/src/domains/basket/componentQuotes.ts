// A basket's components as instant quotes at the live price: a buy split by the target weights, a sale of a
// percentage of the holding, a rebalance to the weights; each refused as instant buy refuses it, and its wire lines.
import {
  BASKET_MESSAGES,
  type BasketConfig,
  MIN_BASKET_AMOUNT_PAISE,
  splitAmount,
} from '@sikka/shared/basket/rules';
import type { ComponentLines } from '@sikka/shared/basket/schemas';
import type { Coin } from '@sikka/shared/constants';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import type { MarketService } from '../market/index.ts';

/** One component as typed into instant buy's quote: what computeQuote takes, and the lines it gave. */
export interface ComponentQuote {
  side: 'buy' | 'sell';
  coin: Coin;
  unit: 'inr' | 'coin';
  amount: string;
  price: bigint;
  lines: QuoteMinor;
}

export function linesWire(c: ComponentQuote): ComponentLines {
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  return {
    side: c.side,
    coin: c.coin,
    price: inr(c.price),
    quantity: fromMinorUnits(c.lines.quantity, c.coin),
    value: inr(c.lines.value),
    fee: inr(c.lines.fee),
    gst: inr(c.lines.gst),
    tds: inr(c.lines.tds),
    total: inr(c.lines.total),
  };
}

export const sum = (parts: bigint[]) => parts.reduce((a, b) => a + b, 0n);

export class ComponentQuotes {
  constructor(private readonly market: MarketService) {}

  price(coin: Coin, side: 'buy' | 'sell'): bigint {
    const entry = this.market.prices()[coin];
    return toMinorUnits(side === 'buy' ? entry.buying_price : entry.selling_price, 'INR');
  }

  /** One component quote at the live price, or the refusal instant buy gives it. */
  component(side: 'buy' | 'sell', coin: Coin, unit: 'inr' | 'coin', amount: string) {
    const price = this.price(coin, side);
    const result = computeQuote({
      side,
      coin,
      unit,
      amount,
      price: fromMinorUnits(price, 'INR'),
      schedule: this.market.schedule,
    });
    if (!result.ok) return { ok: false as const, message: result.message };
    return { ok: true as const, quote: { side, coin, unit, amount, price, lines: result.minor } };
  }

  /** The components of a buy of `paise` rupees at the target weights; refused on the amount field. */
  buyComponents(basket: BasketConfig, paise: bigint): ComponentQuote[] {
    if (paise < MIN_BASKET_AMOUNT_PAISE) throw fieldErrorOn('amount', BASKET_MESSAGES.minimum);
    const parts = splitAmount(paise, basket.components);
    return basket.components.map((c, i) => {
      const made = this.component('buy', c.coin, 'inr', fromMinorUnits(parts[i] as bigint, 'INR'));
      if (!made.ok) throw fieldErrorOn('amount', made.message);
      return made.quote;
    });
  }

  sellComponents(held: Array<{ coin: Coin; units: bigint }>, percent: number): ComponentQuote[] {
    return held.flatMap((h) => {
      const quantity = (h.units * BigInt(percent)) / 100n;
      if (quantity === 0n) return [];
      const made = this.component('sell', h.coin, 'coin', fromMinorUnits(quantity, h.coin));
      if (!made.ok) throw fieldErrorOn('percent', BASKET_MESSAGES.smallPart);
      return [made.quote];
    });
  }

  /**
   * Sells what is over its target weight (valued at the mid) and spends the proceeds on what is under, in proportion
   * to the shortfalls; a part under instant buy's ₹100 minimum is left as it is.
   */
  rebalanceComponents(basket: BasketConfig, held: Array<{ coin: Coin; units: bigint }>): ComponentQuote[] {
    const prices = this.market.prices();
    const worth = (coin: Coin, units: bigint) =>
      (units * toMinorUnits(prices[coin].average_price, 'INR')) / 10n ** BigInt(precisionOf(coin));
    const values = basket.components.map((c) =>
      worth(c.coin, held.find((h) => h.coin === c.coin)?.units ?? 0n),
    );
    const total = sum(values);
    const gaps = basket.components.map((c, i) => (total * BigInt(c.weight)) / 100n - (values[i] as bigint));
    const sells = basket.components.flatMap((c, i) => {
      const over = -(gaps[i] as bigint);
      if (over <= 0n) return [];
      const quantity = (over * 10n ** BigInt(precisionOf(c.coin))) / this.price(c.coin, 'sell');
      const made = this.component('sell', c.coin, 'coin', fromMinorUnits(quantity, c.coin));
      return made.ok ? [made.quote] : [];
    });
    const proceeds = sum(sells.map((s) => s.lines.total));
    const short = basket.components.flatMap((c, i) =>
      (gaps[i] as bigint) > 0n ? [{ coin: c.coin, gap: gaps[i] as bigint }] : [],
    );
    const shortTotal = sum(short.map((s) => s.gap));
    if (sells.length === 0 || shortTotal === 0n) return [];
    let left = proceeds;
    const buys = short.flatMap((s, i) => {
      const part = i === short.length - 1 ? left : (proceeds * s.gap) / shortTotal;
      left -= part;
      const made = this.component('buy', s.coin, 'inr', fromMinorUnits(part, 'INR'));
      return made.ok ? [made.quote] : [];
    });
    return [...sells, ...buys];
  }

  /** The smallest whole percentage sellComponents accepts for this holding now, by its own rule; null when none. */
  smallestSale(held: Array<{ coin: Coin; units: bigint }>): number | null {
    for (let percent = 1; percent <= 100; percent++) {
      try {
        if (this.sellComponents(held, percent).length > 0) return percent;
      } catch {
        // Some coin's part is under the minimum at this percentage: a larger one may pass.
      }
    }
    return null;
  }

  /** The quotes row of a component, as instant buy stores its quote. */
  quoteRow(id: string, userId: number, c: ComponentQuote, now: Date, expiresAt: Date) {
    return {
      id,
      user_id: userId,
      side: c.side,
      coin: c.coin,
      unit: c.unit,
      amount: c.amount,
      price: c.price,
      fee_schedule: JSON.stringify(this.market.schedule),
      ...c.lines,
      created_at: now,
      expires_at: expiresAt,
    };
  }
}
