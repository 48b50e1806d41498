// The engine's rules one at a time, in scenarios a reader can follow: stops fire exactly once, ladders, self-trade
// prevention, the band, IOC and post-only, cancels releasing exactly the unspent lock.
import { exchangeRates } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { beforeEach, describe, expect, it } from 'vitest';
import { Engine, ladderSizes, ladderTicks } from './engine.ts';
import { MemoryExchange } from './memoryExchange.ts';
import type { Order, PlaceCommand } from './order.ts';

const config = PAIR_CONFIGS['BTC-INR']; // tick ₹100, lot 0.0001 BTC: 1 lot at 1 tick is 1 paisa
const rates = exchangeRates(DEFAULT_FEE_SCHEDULE);
const [ALICE, BOB, CAROL, DAVE] = [1, 2, 3, 4];

let exchange: MemoryExchange;
let engine: Engine;
let nextId: number;
let now: number;

function place(partial: Partial<PlaceCommand> & Pick<PlaceCommand, 'userId' | 'side' | 'kind'>) {
  now += 1;
  const command: PlaceCommand = {
    id: nextId,
    ticks: 0,
    lots: 0,
    budget: 0,
    triggerTicks: 0,
    ioc: false,
    postOnly: false,
    ladderEndTicks: 0,
    ladderCount: 0,
    ladderWeighted: false,
    time: now,
    ...partial,
  };
  nextId += 1 + command.ladderCount;
  return exchange.place(command);
}

const limit = (
  userId: number,
  side: 'buy' | 'sell',
  ticks: number,
  lots: number,
  extra: Partial<PlaceCommand> = {},
) => place({ userId, side, kind: 'LIMIT', ticks, lots, ...extra }) as Order;

beforeEach(() => {
  engine = new Engine(config, rates, { bandPercent: 10 }, null as never);
  exchange = new MemoryExchange(engine);
  for (const user of [ALICE, BOB, CAROL, DAVE]) {
    exchange.credit(user, 'INR', 1_000_000_000_00n);
    exchange.credit(user, 'BTC', 1_000_00000000n);
  }
  nextId = 1;
  now = 0;
});

describe('price-time priority', () => {
  it('fills the best price first, then the oldest order at that price', () => {
    const first = limit(ALICE, 'sell', 90_010, 2);
    const better = limit(BOB, 'sell', 90_000, 1);
    const second = limit(CAROL, 'sell', 90_010, 2);
    limit(DAVE, 'buy', 90_010, 4);
    expect(exchange.fills.map((f) => [f.makerId, f.lots, f.ticks])).toEqual([
      [better.id, 1, 90_000],
      [first.id, 2, 90_010],
      [second.id, 1, 90_010],
    ]);
  });
});

describe('STOP_LIMIT and STOP_LOSS fire exactly once when the last trade reaches the trigger', () => {
  it('a sell stop-loss fires once on the trade at its trigger, and never again', () => {
    limit(ALICE, 'sell', 90_000, 1);
    limit(BOB, 'buy', 90_000, 1); // last 90,000
    const stop = place({
      userId: CAROL,
      side: 'sell',
      kind: 'STOP_LOSS',
      triggerTicks: 89_900,
      lots: 1,
    }) as Order;
    expect(stop.status).toBe('pending');
    limit(ALICE, 'buy', 89_950, 1);
    limit(BOB, 'sell', 89_950, 1); // a trade at 89,950: not reached
    expect(exchange.firedStops).toEqual([]);
    limit(ALICE, 'buy', 89_900, 3);
    limit(DAVE, 'sell', 89_900, 1); // a trade at 89,900: reached; the stop sells into ALICE's bid
    expect(exchange.firedStops).toEqual([stop.id]);
    expect([stop.status, exchange.fills.at(-1)?.takerId]).toEqual(['filled', stop.id]);
    limit(DAVE, 'sell', 89_800, 1); // another trade at 89,900, and the stop is gone
    expect(exchange.fills.at(-1)?.ticks).toBe(89_900);
    expect(exchange.firedStops).toEqual([stop.id]);
  });

  it('refuses a buy stop whose trigger is not above the last price', () => {
    limit(ALICE, 'sell', 90_000, 1);
    limit(BOB, 'buy', 90_000, 1);
    const refused = place({
      userId: CAROL,
      side: 'buy',
      kind: 'STOP_LIMIT',
      triggerTicks: 90_000,
      ticks: 90_100,
      lots: 1,
    });
    expect(refused).toMatchObject({
      status: 422,
      field: 'trigger-price',
      message: 'A buy stop needs a trigger price above the last price',
    });
  });
});

describe('LADDER: one parent, N limit children between two rates', () => {
  it('spaces rates evenly on ticks and splits the volume even or weighted 1…N', () => {
    const command = { ticks: 90_000, ladderEndTicks: 89_000, ladderCount: 4, lots: 10 } as PlaceCommand;
    expect([0, 1, 2, 3].map((i) => ladderTicks(command, i))).toEqual([90_000, 89_667, 89_334, 89_000]);
    expect(ladderSizes({ ...command, ladderWeighted: false })).toEqual([3, 3, 2, 2]);
    expect(ladderSizes({ ...command, ladderWeighted: true })).toEqual([1, 2, 3, 4]);
  });

  it('one id cancels every child, releasing each lock', () => {
    const inr = exchange.balance(ALICE, 'available', 'INR');
    const parent = place({
      userId: ALICE,
      side: 'buy',
      kind: 'LADDER',
      ticks: 90_000,
      ladderEndTicks: 89_000,
      ladderCount: 3,
      lots: 6,
    }) as Order;
    expect(parent.children?.map((c) => [c.ticks, c.lots, c.status])).toEqual([
      [90_000, 2, 'open'],
      [89_500, 2, 'open'],
      [89_000, 2, 'open'],
    ]);
    expect(engine.cancel(ALICE, parent.id, now + 1)).toBe(parent);
    expect(parent.status).toBe('cancelled');
    expect(parent.children?.every((c) => c.status === 'cancelled')).toBe(true);
    expect(exchange.balance(ALICE, 'available', 'INR')).toBe(inr);
    expect(exchange.balance(ALICE, 'locked', 'INR')).toBe(0n);
  });
});

describe('self-trade prevention: the newer order is cancelled', () => {
  it('stops at the same person’s resting order, keeping the fills before it', () => {
    limit(BOB, 'sell', 90_000, 1);
    const own = limit(ALICE, 'sell', 90_010, 1);
    const taker = limit(ALICE, 'buy', 90_020, 3);
    expect(exchange.fills.map((f) => f.lots)).toEqual([1]);
    expect([taker.status, taker.cancelReason, taker.filled]).toEqual(['cancelled', 'self_trade', 1]);
    expect(own.status).toBe('open');
  });
});

describe('the protection band', () => {
  it('refuses a limit rate beyond 10% of the last price, and a market order fills only within it', () => {
    limit(ALICE, 'sell', 90_000, 1);
    limit(BOB, 'buy', 90_000, 1); // last 90,000: band 81,000 – 99,000
    expect(place({ userId: BOB, side: 'buy', kind: 'LIMIT', ticks: 99_100, lots: 1 })).toMatchObject({
      field: 'rate',
      message:
        'The price must be between ₹8100000.00 and ₹9900000.00 (within the band around the last price)',
    });
    limit(ALICE, 'sell', 95_000, 1);
    const far = limit(CAROL, 'sell', 99_000, 1); // at the edge
    const market = place({ userId: BOB, side: 'buy', kind: 'MARKET', lots: 5 }) as Order;
    expect(exchange.fills.slice(1).map((f) => f.ticks)).toEqual([95_000, 99_000]);
    expect([market.status, market.cancelReason, market.filled]).toEqual(['cancelled', 'no_liquidity', 2]);
    expect(far.status).toBe('filled');
  });
});

describe('IOC, post-only and what a cancel gives back', () => {
  it('IOC cancels its unfilled rest; post-only never takes', () => {
    limit(ALICE, 'sell', 90_000, 1);
    const ioc = limit(BOB, 'buy', 90_000, 3, { ioc: true });
    expect([ioc.status, ioc.cancelReason, ioc.filled]).toEqual(['cancelled', 'immediate_or_cancel', 1]);
    limit(ALICE, 'sell', 90_000, 1);
    const post = limit(BOB, 'buy', 90_000, 1, { postOnly: true });
    expect([post.status, post.cancelReason, post.filled]).toEqual(['cancelled', 'post_only', 0]);
  });

  it('a buy filled at a better price than its limit gets back exactly what it did not spend', () => {
    const before = exchange.balance(BOB, 'available', 'INR');
    limit(ALICE, 'sell', 89_000, 2);
    const buy = limit(BOB, 'buy', 90_000, 2);
    expect(buy.status).toBe('filled');
    const paid = exchange.fills[0]?.taker;
    if (!paid) throw new Error('no fill');
    // 2 lots × 89,000 ticks = ₹1,780.00; taker fee 0.20% = ₹3.56; GST 18% of it = ₹0.64.
    expect(paid).toEqual({ value: 178_000, fee: 356, gst: 64, tds: 0 });
    expect(before - exchange.balance(BOB, 'available', 'INR')).toBe(178_000n + 356n + 64n);
    expect(exchange.balance(BOB, 'locked', 'INR')).toBe(0n);
  });
});
