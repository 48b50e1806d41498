// Crypto baskets (docs/baskets.md; rules in shared/src/basket): a basket quote is one instant quote per component,
// locked together for instant buy's QUOTE_TTL_SECONDS; its execution fills every component as an instant order
// (fills.ts: the same order row, ledger entry and message as instant buy) in one transaction, all or nothing, and
// moves the basket holding by exactly its fills. Each step locks the user's row first (the money transactions' order).
import { randomBytes } from 'node:crypto';
import {
  BASKET_MESSAGES,
  BASKETS,
  type BasketConfig,
  basketById,
  basketPerformance,
  type DailyCloses,
  MIN_BASKET_AMOUNT_PAISE,
  splitAmount,
} from '@sikka/shared/basket/rules';
import type {
  Basket,
  BasketExecuteRequest,
  BasketExecuteResponse,
  BasketQuote,
  BasketQuoteRequest,
  ComponentLines,
  Holding,
} from '@sikka/shared/basket/schemas';
import { COINS, type Coin } from '@sikka/shared/constants';
import { pairOf } from '@sikka/shared/exchange/pairs';
import { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from '@sikka/shared/instant/schemas';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, parseAmount, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEventInput, UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { INSUFFICIENT_BALANCE } from '../../platform/ledger/amounts.ts';
import { type Outcome, once } from '../../platform/ledger/idempotency.ts';
import { InsufficientFunds, post, type Trx } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import {
  fillMessage,
  fillPostings,
  QUOTE_NOT_FOUND,
  QUOTE_USED,
  rederives,
  storedLines,
} from '../instant/index.ts';
import type { MarketService } from '../market/index.ts';

const BASKET_ORDER = 'basket_order';
export const HOLDING_CHANGED = 'Your basket holding changed. Please get a new quote';
/** Daily closes are read from the trades at most this often. */
const CLOSES_TTL_MS = 60_000;
const IST_OFFSET_MS = 330 * 60_000;

/** One component as typed into instant buy's quote: what computeQuote takes, and the lines it gave. */
export interface ComponentQuote {
  side: 'buy' | 'sell';
  coin: Coin;
  unit: 'inr' | 'coin';
  amount: string;
  price: bigint;
  lines: QuoteMinor;
}

type Side = 'buy' | 'sell' | 'rebalance';

function linesWire(c: ComponentQuote): ComponentLines {
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

const sum = (parts: bigint[]) => parts.reduce((a, b) => a + b, 0n);

export class BasketService {
  #closes: { at: number; closes: DailyCloses } | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: MarketService;
      events: Pick<UserEvents, 'record' | 'recordMany'>;
      wallets: WalletPublisher;
    },
  ) {}

  #price(coin: Coin, side: 'buy' | 'sell'): bigint {
    const entry = this.deps.market.prices()[coin];
    return toMinorUnits(side === 'buy' ? entry.buying_price : entry.selling_price, 'INR');
  }

  /** One component quote at the live price, or the refusal instant buy gives it. */
  component(side: 'buy' | 'sell', coin: Coin, unit: 'inr' | 'coin', amount: string) {
    const price = this.#price(coin, side);
    const result = computeQuote({
      side,
      coin,
      unit,
      amount,
      price: fromMinorUnits(price, 'INR'),
      schedule: this.deps.market.schedule,
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

  /** GET /baskets: each basket with its composition, risk and past from the exchange's own trades. */
  async list(): Promise<{ data: Basket[] }> {
    const closes = await this.#dailyCloses();
    return {
      data: BASKETS.map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        risk: b.risk,
        risk_text: b.riskText,
        components: b.components.map((c) => ({ coin: c.coin, weight: c.weight })),
        min_amount: fromMinorUnits(MIN_BASKET_AMOUNT_PAISE, 'INR'),
        performance: basketPerformance(b.components, closes),
      })),
    };
  }

  /**
   * Each coin's last trade rate per India day over the past year (rates are ticks: only their ratios are used): one
   * index probe per pair and day (exchange_trades_at), so the cost does not grow with the number of trades.
   */
  async #dailyCloses(): Promise<DailyCloses> {
    const now = this.clock.now().getTime();
    if (this.#closes && now - this.#closes.at < CLOSES_TTL_MS) return this.#closes.closes;
    const istDay = (ms: number) => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
    const rows = await sql<{ pair: string; day: string; close: string }>`
      select p.pair, to_char(d.day, 'YYYY-MM-DD') as day, t.rate::text as close
      from unnest(${COINS.map(pairOf)}::text[]) as p(pair)
      cross join generate_series(${istDay(now - 365 * 86_400_000)}::date, ${istDay(now)}::date,
        interval '1 day') as d(day)
      cross join lateral (
        select rate from exchange_trades
        where pair = p.pair and at >= (d.day at time zone 'Asia/Kolkata')
          and at < ((d.day + interval '1 day') at time zone 'Asia/Kolkata')
        order by at desc limit 1) t
      order by 1, 2`.execute(this.db);
    const closes: Record<Coin, Array<{ day: string; close: bigint }>> = { BTC: [], ETH: [], USDT: [] };
    for (const row of rows.rows) {
      const coin = COINS.find((c) => pairOf(c) === row.pair);
      if (coin) closes[coin].push({ day: row.day, close: BigInt(row.close) });
    }
    this.#closes = { at: now, closes };
    return closes;
  }

  /** POST /baskets/quotes: a buy for rupees, a sale of a percentage of the holding, or a rebalance to the weights. */
  async quote(userId: number, request: BasketQuoteRequest): Promise<BasketQuote> {
    const basket = basketById(request.basket_id);
    if (!basket) throw fieldErrorOn('basket_id', BASKET_MESSAGES.noBasket);
    let components: ComponentQuote[];
    let percent: number | null = null;
    if (request.side === 'buy') {
      const amount = parseAmount(request.amount, 'INR');
      if (!amount.ok) throw fieldErrorOn('amount', amount.message);
      components = this.buyComponents(basket, amount.minor);
    } else {
      const held = await this.#holding(this.db, userId, basket.id);
      if (held.every((h) => h.units === 0n)) throw fieldErrorOn('percent', BASKET_MESSAGES.noHolding);
      if (request.side === 'sell') {
        percent = Number(request.percent);
        if (!(percent >= 1 && percent <= 100)) throw fieldErrorOn('percent', BASKET_MESSAGES.percent);
        components = this.#sellComponents(held, percent);
      } else {
        components = this.#rebalanceComponents(basket, held);
        if (components.length === 0) throw messageError(409, BASKET_MESSAGES.balanced);
      }
    }
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + QUOTE_TTL_SECONDS * 1000);
    const ids = components.map(() => `q_${randomBytes(16).toString('hex')}`);
    const id = `bq_${randomBytes(16).toString('hex')}`;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('quotes')
        .values(components.map((c, i) => this.#quoteRow(ids[i] as string, userId, c, now, expiresAt)))
        .execute();
      await trx
        .insertInto('basket_quotes')
        .values({
          id,
          user_id: userId,
          basket_id: basket.id,
          side: request.side,
          percent,
          quote_ids: ids,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
    });
    return this.#quoteWire(id, expiresAt, basket.id, request.side, components);
  }

  #quoteRow(id: string, userId: number, c: ComponentQuote, now: Date, expiresAt: Date) {
    return {
      id,
      user_id: userId,
      side: c.side,
      coin: c.coin,
      unit: c.unit,
      amount: c.amount,
      price: c.price,
      fee_schedule: JSON.stringify(this.deps.market.schedule),
      ...c.lines,
      created_at: now,
      expires_at: expiresAt,
    };
  }

  #quoteWire(
    id: string,
    expiresAt: Date,
    basketId: string,
    side: Side,
    components: ComponentQuote[],
  ): BasketQuote {
    return {
      quote_id: id,
      expires_at: expiresAt.toISOString(),
      basket_id: basketId,
      side,
      components: components.map(linesWire),
      pay: fromMinorUnits(sum(components.filter((c) => c.side === 'buy').map((c) => c.lines.total)), 'INR'),
      receive: fromMinorUnits(
        sum(components.filter((c) => c.side === 'sell').map((c) => c.lines.total)),
        'INR',
      ),
    };
  }

  #sellComponents(held: Array<{ coin: Coin; units: bigint }>, percent: number): ComponentQuote[] {
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
  #rebalanceComponents(basket: BasketConfig, held: Array<{ coin: Coin; units: bigint }>): ComponentQuote[] {
    const prices = this.deps.market.prices();
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
      const quantity = (over * 10n ** BigInt(precisionOf(c.coin))) / this.#price(c.coin, 'sell');
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

  /** The holding's units per component coin of the basket (zero where none). */
  async #holding(db: Database | Trx, userId: number, basketId: string, lock = false) {
    let query = db
      .selectFrom('basket_holdings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('basket_id', '=', basketId)
      .orderBy('coin');
    if (lock) query = query.forUpdate();
    const rows = await query.execute();
    const basket = basketById(basketId);
    return (basket?.components ?? []).map((c) => {
      const row = rows.find((r) => r.coin === c.coin);
      return { coin: c.coin, units: BigInt(row?.units ?? 0), cost: BigInt(row?.cost ?? 0) };
    });
  }

  /**
   * POST /baskets/orders, once per idempotency key: the basket quote and its component quotes locked and checked (the
   * user's, unused, unexpired, re-deriving), sales before buys, each component an instant order with its own entry,
   * the holding moved by exactly the fills — all in one transaction, or nothing.
   */
  async execute(userId: number, body: BasketExecuteRequest): Promise<Outcome<BasketExecuteResponse>> {
    const outcome = await once(
      this.db,
      { userId, key: body.idempotency_key, operation: BASKET_ORDER, request: { quote_id: body.quote_id } },
      async (trx) => {
        const bq = await trx
          .selectFrom('basket_quotes')
          .selectAll()
          .where('id', '=', body.quote_id)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!bq) throw messageError(404, QUOTE_NOT_FOUND);
        if (bq.executed_at !== null) throw messageError(409, QUOTE_USED);
        const now = this.clock.now();
        if (bq.expires_at <= now) throw messageError(409, QUOTE_EXPIRED);
        const rows = await trx
          .selectFrom('quotes')
          .selectAll()
          .where('id', 'in', bq.quote_ids)
          .forUpdate()
          .execute();
        const components = bq.quote_ids.map((id) => {
          const q = rows.find((r) => r.id === id);
          if (!q || q.executed_at !== null || q.user_id !== userId) throw messageError(409, QUOTE_USED);
          const lines = storedLines(q);
          if (!rederives({ ...q, lines }))
            throw new Error(`quote ${q.id} does not re-derive to its stored numbers`);
          return {
            quoteId: q.id,
            side: q.side,
            coin: q.coin as Coin,
            unit: q.unit,
            amount: q.amount,
            price: BigInt(q.price),
            lines,
          };
        });
        const order = await trx
          .insertInto('basket_orders')
          .values({
            user_id: userId,
            basket_id: bq.basket_id,
            side: bq.side,
            basket_quote_id: bq.id,
            created_at: now,
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        const field = bq.side === 'buy' ? 'amount' : 'percent';
        const messages = await this.fill(trx, userId, bq.basket_id, order.id, components, now, field);
        await trx.updateTable('basket_quotes').set({ executed_at: now }).where('id', '=', bq.id).execute();
        const name = basketById(bq.basket_id)?.name ?? bq.basket_id;
        const pay = fromMinorUnits(
          sum(components.filter((c) => c.side === 'buy').map((c) => c.lines.total)),
          'INR',
        );
        const receive = fromMinorUnits(
          sum(components.filter((c) => c.side === 'sell').map((c) => c.lines.total)),
          'INR',
        );
        const ref = { basket_order_id: order.id, basket: name };
        const said =
          bq.side === 'buy'
            ? messageEvent(userId, 'basket_bought', { ...ref, amount: pay }, `basket:${order.id}`)
            : bq.side === 'sell'
              ? messageEvent(
                  userId,
                  'basket_sold',
                  { ...ref, percent: String(bq.percent), amount: receive },
                  `basket:${order.id}`,
                )
              : messageEvent(userId, 'basket_rebalanced', ref, `basket:${order.id}`);
        await this.deps.events.recordMany(trx, [...messages, said]);
        return {
          status: 201,
          body: {
            order: {
              id: order.id,
              basket_id: bq.basket_id,
              side: bq.side,
              components: components.map(linesWire),
              created_at: order.created_at.toISOString(),
            },
            message: said.title,
          },
        };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(userId);
    return outcome;
  }

  /**
   * Fills components inside the caller's transaction (the user's row already locked): sales first (their rupees may
   * pay the buys), each an instant order posted as instant buy posts it, then the holding moved by exactly these
   * fills. A short balance refuses on `field` and rolls the whole transaction back. Answers the fills' messages.
   */
  async fill(
    trx: Trx,
    userId: number,
    basketId: string | null,
    basketOrderId: number | null,
    components: Array<ComponentQuote & { quoteId?: string }>,
    now: Date,
    field: string,
  ): Promise<UserEventInput[]> {
    const ordered = [...components].sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));
    const fresh = ordered.filter((c) => c.quoteId === undefined);
    const ids = fresh.map(() => `q_${randomBytes(16).toString('hex')}`);
    if (fresh.length > 0)
      await trx
        .insertInto('quotes')
        .values(
          fresh.map((c, i) => ({
            ...this.#quoteRow(ids[i] as string, userId, c, now, now),
            executed_at: now,
          })),
        )
        .execute();
    const held = basketId ? await this.#holding(trx, userId, basketId, true) : [];
    const messages: UserEventInput[] = [];
    for (const c of ordered) {
      const quoteId = c.quoteId ?? (ids[fresh.indexOf(c)] as string);
      const order = await trx
        .insertInto('orders')
        .values({
          user_id: userId,
          quote_id: quoteId,
          side: c.side,
          coin: c.coin,
          price: c.price,
          ...c.lines,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      try {
        await post(trx, {
          kind: c.side === 'buy' ? 'instant_buy' : 'instant_sell',
          userId,
          reference: `order:${order.id}`,
          postings: fillPostings(userId, c.side, c.coin, c.lines),
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) throw fieldErrorOn(field, INSUFFICIENT_BALANCE);
        throw error;
      }
      messages.push(fillMessage(order));
      if (basketOrderId === null || basketId === null) continue;
      await trx
        .insertInto('basket_fills')
        .values({
          basket_order_id: basketOrderId,
          order_id: order.id,
          coin: c.coin,
          side: c.side,
          quantity: c.lines.quantity,
          total: c.lines.total,
        })
        .execute();
      const h = held.find((x) => x.coin === c.coin);
      if (!h) throw new Error(`${c.coin} is not in basket ${basketId}`);
      if (c.side === 'buy') {
        h.units += c.lines.quantity;
        h.cost += c.lines.total;
      } else {
        // A sale takes its share of the cost; the last unit takes what is left, so an emptied holding costs nothing.
        if (h.units < c.lines.quantity) throw messageError(409, HOLDING_CHANGED);
        h.cost -= h.units === c.lines.quantity ? h.cost : (h.cost * c.lines.quantity) / h.units;
        h.units -= c.lines.quantity;
      }
    }
    if (fresh.length < ordered.length)
      await trx
        .updateTable('quotes')
        .set({ executed_at: now })
        .where(
          'id',
          'in',
          ordered.flatMap((c) => (c.quoteId ? [c.quoteId] : [])),
        )
        .execute();
    if (basketId && basketOrderId !== null) {
      const touched = held.filter((h) => ordered.some((c) => c.coin === h.coin));
      if (touched.length > 0)
        await trx
          .insertInto('basket_holdings')
          .values(
            touched.map((h) => ({
              user_id: userId,
              basket_id: basketId,
              coin: h.coin,
              units: h.units,
              cost: h.cost,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'basket_id', 'coin'])
              .doUpdateSet((eb) => ({ units: eb.ref('excluded.units'), cost: eb.ref('excluded.cost') })),
          )
          .execute();
    }
    return messages;
  }

  /** GET /baskets/holdings: per basket, units and cost per coin, value at the selling price now, profit or loss. */
  async holdings(userId: number): Promise<{ data: Holding[] }> {
    const rows = await this.db
      .selectFrom('basket_holdings')
      .selectAll()
      .where('user_id', '=', userId)
      .where('units', '>', '0')
      .execute();
    const data = BASKETS.flatMap((basket): Holding[] => {
      const mine = rows.filter((r) => r.basket_id === basket.id);
      if (mine.length === 0) return [];
      const parts = basket.components.map((c) => {
        const row = mine.find((r) => r.coin === c.coin);
        const units = BigInt(row?.units ?? 0);
        const value = (units * this.#price(c.coin, 'sell')) / 10n ** BigInt(precisionOf(c.coin));
        return { coin: c.coin, units, cost: BigInt(row?.cost ?? 0), value, target: c.weight };
      });
      const value = sum(parts.map((p) => p.value));
      const cost = sum(parts.map((p) => p.cost));
      const pnl = value - cost;
      const pct = (part: bigint, whole: bigint) =>
        whole === 0n ? '0.00' : (Number((part * 10_000n) / whole) / 100).toFixed(2);
      return [
        {
          basket_id: basket.id,
          name: basket.name,
          components: parts.map((p) => ({
            coin: p.coin,
            units: fromMinorUnits(p.units, p.coin),
            cost: fromMinorUnits(p.cost, 'INR'),
            value: fromMinorUnits(p.value, 'INR'),
            weight_now: pct(p.value, value),
            target_weight: p.target,
          })),
          cost: fromMinorUnits(cost, 'INR'),
          value: fromMinorUnits(value, 'INR'),
          pnl: fromMinorUnits(pnl, 'INR'),
          pnl_percent: pct(pnl, cost),
          min_sell_percent: this.#smallestSale(parts),
        },
      ];
    });
    return { data };
  }

  /** The smallest whole percentage #sellComponents accepts for this holding now, by its own rule; null when none. */
  #smallestSale(held: Array<{ coin: Coin; units: bigint }>): number | null {
    for (let percent = 1; percent <= 100; percent++) {
      try {
        if (this.#sellComponents(held, percent).length > 0) return percent;
      } catch {
        // Some coin's part is under the minimum at this percentage: a larger one may pass.
      }
    }
    return null;
  }
}
