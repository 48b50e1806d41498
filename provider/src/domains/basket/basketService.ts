// Crypto baskets (docs/baskets.md; rules in shared/src/basket): a basket quote is one instant quote per component,
// locked together for instant buy's QUOTE_TTL_SECONDS; its execution fills every component as an instant order
// (instant's fills.ts: the same order row, ledger entry and message as instant buy) in one transaction, all or
// nothing, and moves the basket holding by exactly its fills. Each step locks the user's row first (the money
// transactions' order). The components' quotes are in componentQuotes.ts, the fills in basketFills.ts.
import { randomBytes } from 'node:crypto';
import {
  BASKET_MESSAGES,
  BASKETS,
  type BasketConfig,
  basketById,
  basketPerformance,
  type DailyCloses,
  MIN_BASKET_AMOUNT_PAISE,
} from '@sikka/shared/basket/rules';
import type {
  Basket,
  BasketExecuteRequest,
  BasketExecuteResponse,
  BasketQuote,
  BasketQuoteRequest,
  Holding,
} from '@sikka/shared/basket/schemas';
import { COINS, type Coin } from '@sikka/shared/constants';
import { pairOf } from '@sikka/shared/exchange/pairs';
import { QUOTE_EXPIRED, QUOTE_TTL_SECONDS } from '@sikka/shared/instant/schemas';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, parseAmount, precisionOf } from '@sikka/shared/money/amount';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEventInput, UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { type Outcome, once } from '../../platform/ledger/idempotency.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import { QUOTE_NOT_FOUND, QUOTE_USED, rederives, storedLines } from '../instant/index.ts';
import type { MarketService } from '../market/index.ts';
import { fillComponents, holdingOf } from './basketFills.ts';
import { type ComponentQuote, ComponentQuotes, linesWire, sum } from './componentQuotes.ts';

const BASKET_ORDER = 'basket_order';
/** Daily closes are read from the trades at most this often. */
const CLOSES_TTL_MS = 60_000;
const IST_OFFSET_MS = 330 * 60_000;

type Side = 'buy' | 'sell' | 'rebalance';

export class BasketService {
  #closes: { at: number; closes: DailyCloses } | null = null;
  readonly #quotes: ComponentQuotes;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: MarketService;
      events: Pick<UserEvents, 'record' | 'recordMany'>;
      wallets: WalletPublisher;
    },
  ) {
    this.#quotes = new ComponentQuotes(deps.market);
  }

  /** One component quote at the live price, or the refusal instant buy gives it. */
  component(side: 'buy' | 'sell', coin: Coin, unit: 'inr' | 'coin', amount: string) {
    return this.#quotes.component(side, coin, unit, amount);
  }

  /** The components of a buy of `paise` rupees at the target weights; refused on the amount field. */
  buyComponents(basket: BasketConfig, paise: bigint): ComponentQuote[] {
    return this.#quotes.buyComponents(basket, paise);
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
      const held = await holdingOf(this.db, userId, basket.id);
      if (held.every((h) => h.units === 0n)) throw fieldErrorOn('percent', BASKET_MESSAGES.noHolding);
      if (request.side === 'sell') {
        percent = Number(request.percent);
        if (!(percent >= 1 && percent <= 100)) throw fieldErrorOn('percent', BASKET_MESSAGES.percent);
        components = this.#quotes.sellComponents(held, percent);
      } else {
        components = this.#quotes.rebalanceComponents(basket, held);
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
        .values(components.map((c, i) => this.#quotes.quoteRow(ids[i] as string, userId, c, now, expiresAt)))
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

  /** Fills components inside the caller's transaction and moves the holding by them (basketFills.ts). */
  fill(
    trx: Trx,
    userId: number,
    basketId: string | null,
    basketOrderId: number | null,
    components: Array<ComponentQuote & { quoteId?: string }>,
    now: Date,
    field: string,
    via: 'basket' | 'plan' = 'basket',
  ): Promise<UserEventInput[]> {
    return fillComponents(trx, this.#quotes, userId, basketId, basketOrderId, components, now, field, via);
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
        const value = (units * this.#quotes.price(c.coin, 'sell')) / 10n ** BigInt(precisionOf(c.coin));
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
          min_sell_percent: this.#quotes.smallestSale(parts),
        },
      ];
    });
    return { data };
  }
}
