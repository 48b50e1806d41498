// The embedded default's market maker: one verified, funded account quoting both sides of every pair around the
// simulated price, so a newcomer sees a live book and can trade at once. It trades through the exchange like
// anyone (its orders are journaled, locked and settled); never in production (MARKET_MAKERS).
import { randomUUID } from 'node:crypto';
import type { Coin } from '@sikka/shared/constants';
import { EXCHANGE_PAIRS, PAIR_CONFIGS, type Pair } from '@sikka/shared/exchange/pairs';
import type { FastifyBaseLogger } from 'fastify';
import { NO_PASSWORD } from '../../platform/crypto/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { feedValuer, type MarketFeed } from '../market/index.ts';
import { recordCompletedDeposit } from '../wallet/index.ts';
import type { ExchangeService } from './exchangeService.ts';

export const MARKET_MAKER = { mobile_number: '9000000001', name: 'Sikka Market Maker' } as const;
/** The second market maker: it trades with the first now and then (makerTrades.ts), so the tape moves. */
export const SECOND_MARKET_MAKER = { mobile_number: '9000000002', name: 'Sikka Market Maker 2' } as const;

/** Levels quoted per side, their spacing from the mid and each other, and the size of the nearest. */
const LEVELS = 6;
const SPACING_PPM = 1_000; // 0.1%
const SIZE_LOTS: Record<Pair, number> = { 'BTC-INR': 20, 'ETH-INR': 50, 'USDT-INR': 500 };
/** Topped up (a simulated deposit) whenever available falls below half of this. */
const FLOAT: Record<'INR' | Coin, bigint> = {
  INR: 50_00_00_000_00n, // ₹50 crore
  BTC: 50_00000000n,
  ETH: 1_000_00000000n,
  USDT: 10_00_000_000000n,
};

export class MarketMaker {
  #userId = 0;
  #timer: NodeJS.Timeout | null = null;
  #busy = false;

  constructor(
    private readonly db: Database,
    private readonly exchange: ExchangeService,
    private readonly feed: MarketFeed,
    private readonly everyMs: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.#userId = await makerAccount(this.db, MARKET_MAKER);
    this.exchange.quiet(this.#userId);
    await this.quote();
    this.#timer = setInterval(() => void this.quote(), this.everyMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One pass: top up, then per pair cancel the quotes off the grid and place the missing ones. */
  async quote(): Promise<void> {
    if (this.#busy || !this.exchange.ready) return;
    this.#busy = true;
    try {
      await topUp(this.db, this.#userId, this.feed);
      const mids = this.feed.current();
      await Promise.all(
        EXCHANGE_PAIRS.map((pair) => this.#quotePair(pair, mids[PAIR_CONFIGS[pair].coin].now)),
      );
    } catch (error) {
      this.log?.warn({ err: error }, 'market maker pass failed');
    } finally {
      this.#busy = false;
    }
  }

  async #quotePair(pair: Pair, midPaise: bigint): Promise<void> {
    const config = PAIR_CONFIGS[pair];
    const engine = this.exchange.engines.get(pair);
    if (!engine) return;
    const mid = Number(midPaise / BigInt(config.tickPaise));
    const step = Math.max(1, Math.round((mid * SPACING_PPM) / 1_000_000));
    const wanted = new Map<string, number>();
    const topBid = Math.floor((mid - 1) / step) * step;
    const topAsk = Math.ceil((mid + 1) / step) * step;
    for (let i = 0; i < LEVELS; i++) {
      if (topBid - i * step > 0) wanted.set(`buy:${topBid - i * step}`, SIZE_LOTS[pair] * (i + 1));
      wanted.set(`sell:${topAsk + i * step}`, SIZE_LOTS[pair] * (i + 1));
    }
    const stale: number[] = [];
    for (const order of engine.orders.values()) {
      if (order.userId !== this.#userId) continue;
      const key = `${order.side}:${order.ticks}`;
      if (wanted.has(key)) wanted.delete(key);
      else stale.push(order.id);
    }
    await Promise.all(stale.map((id) => this.exchange.cancel(this.#userId, id).catch(() => {})));
    await Promise.all(
      [...wanted].map(([key, lots]) => {
        const [side, ticks] = key.split(':') as ['buy' | 'sell', string];
        return this.exchange
          .place(this.#userId, randomUUID(), { key }, pair, {
            userId: this.#userId,
            side,
            kind: 'LIMIT',
            ticks: Number(ticks),
            lots,
            budget: 0,
            triggerTicks: 0,
            ioc: false,
            postOnly: true,
            ladderEndTicks: 0,
            ladderCount: 0,
            ladderWeighted: false,
          })
          .catch(() => {});
      }),
    );
  }
}

/** A market maker's account: verified (§4: 21 and 1), created once (two processes starting together included). */
export async function makerAccount(
  db: Database,
  who: { mobile_number: string; name: string },
): Promise<number> {
  await db
    .insertInto('users')
    .values({
      mobile_number: who.mobile_number,
      name: who.name,
      // No password matches and recovery sets none: the account signs in nowhere.
      password_hash: NO_PASSWORD,
      verification_status: 21,
      status: 1,
    })
    .onConflict((conflict) => conflict.column('mobile_number').doNothing())
    .execute();
  const { id } = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', who.mobile_number)
    .executeTakeFirstOrThrow();
  return id;
}

/** Tops a market maker up (a simulated deposit) in every asset whose available balance is under half its float. */
export async function topUp(db: Database, userId: number, feed: MarketFeed): Promise<void> {
  const balances = await userBalances(db, userId);
  for (const [asset, float] of Object.entries(FLOAT) as Array<['INR' | Coin, bigint]>) {
    if (balances[asset].available >= float / 2n) continue;
    await db.transaction().execute((trx) =>
      recordCompletedDeposit(
        trx,
        {
          userId,
          asset,
          amount: float,
          channel: asset === 'INR' ? 'BANK_TRANSFER' : 'CHAIN',
          reference: `market-maker:${asset}:${randomUUID()}`,
          at: new Date(),
        },
        feedValuer(feed),
      ),
    );
  }
}
