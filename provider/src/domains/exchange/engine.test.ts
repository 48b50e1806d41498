// The engine's rules one at a time, in scenarios a reader can follow: stops fire exactly once, ladders, self-trade
// prevention, the band, IOC and post-only, cancels releasing exactly the unspent lock, take-profit and stop-loss exits.
import { buyLock, exchangeRates, fillValue } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import { beforeEach, describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { MemoryExchange } from './memoryExchange.ts';
import { exitCount, type Order, type PlaceCommand } from './order.ts';

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
  nextId += 1 + command.ladderCount + exitCount(command);
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
  engine = new Engine(config, rates, { bandPercent: 10 });
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
    expect(exchange.cancel(ALICE, parent.id, now + 1)).toBe(parent);
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

describe('take-profit and stop-loss: exits of what an order fills, one cancelling the other', () => {
  const locked = (user: number, asset: string) => exchange.balance(user, 'locked', asset);
  const exitsOf = (entry: Order) => {
    const pair = entry.exits;
    if (!pair?.takeProfit || !pair.stopLoss) throw new Error('no exits');
    return { tp: pair.takeProfit, sl: pair.stopLoss };
  };
  /** A trade at `ticks` between two others (the last price). */
  const tradeAt = (ticks: number) => {
    limit(CAROL, 'sell', ticks, 1);
    limit(DAVE, 'buy', ticks, 1);
  };

  it('exits what fills, lots for lots: the take-profit rests and the stop waits for the filled part only', () => {
    tradeAt(90_000);
    const entry = limit(ALICE, 'buy', 90_000, 5, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    const { tp, sl } = exitsOf(entry);
    expect([tp.id, sl.id, tp.exit, sl.exit, tp.entryId]).toEqual([
      entry.id + 1,
      entry.id + 2,
      'take_profit',
      'stop_loss',
      entry.id,
    ]);
    expect([tp.status, sl.status, locked(ALICE, 'BTC')]).toEqual(['pending', 'pending', 0n]);
    limit(BOB, 'sell', 90_000, 2); // the entry fills 2 of 5
    expect([entry.status, entry.filled]).toEqual(['partially_filled', 2]);
    expect([tp.status, tp.remaining, tp.ticks, tp.side]).toEqual(['open', 2, 95_000, 'sell']);
    expect([sl.status, sl.remaining, sl.triggerTicks, engine.stops]).toEqual(['pending', 2, 88_000, [sl]]);
    // One lock of the coin bought, for both exits: held by the take-profit.
    expect([locked(ALICE, 'BTC'), tp.lock, sl.lock]).toEqual([2n * 10_000n, 20_000, 0]);
    expect(engine.asks.top(5)).toEqual([[95_000, 2]]);
  });

  it('a take-profit fill shrinks the stop; the entry filling more grows both; all exited, the stop is cancelled', () => {
    tradeAt(90_000);
    const entry = limit(ALICE, 'buy', 90_000, 5, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    const { tp, sl } = exitsOf(entry);
    limit(BOB, 'sell', 90_000, 2);
    limit(BOB, 'buy', 95_000, 1); // the take-profit sells 1
    expect([tp.filled, tp.remaining, sl.lots, sl.remaining]).toEqual([1, 1, 1, 1]);
    expect(locked(ALICE, 'BTC')).toBe(10_000n);
    limit(BOB, 'sell', 90_000, 3); // the entry fills its last 3: 4 open
    expect([entry.status, tp.remaining, tp.lots, sl.remaining]).toEqual(['filled', 4, 5, 4]);
    expect(locked(ALICE, 'BTC')).toBe(40_000n);
    limit(BOB, 'buy', 95_000, 4);
    expect([tp.status, sl.status, sl.cancelReason]).toEqual(['filled', 'cancelled', 'oco']);
    expect([tp.filled, sl.filled, engine.stops.length, locked(ALICE, 'BTC')]).toEqual([5, 0, 0, 0n]);
    // What was bought was sold once: ALICE's coin is back where it started.
    expect(exchange.balance(ALICE, 'available', 'BTC')).toBe(1_000_00000000n);
  });

  it('a grown take-profit goes to the back of its price', () => {
    tradeAt(90_000);
    const entry = limit(ALICE, 'buy', 90_000, 4, { takeProfitTicks: 95_000 });
    limit(BOB, 'sell', 90_000, 1);
    const other = limit(CAROL, 'sell', 95_000, 1);
    limit(BOB, 'sell', 90_000, 1); // the take-profit grows to 2, behind CAROL's
    limit(DAVE, 'buy', 95_000, 1);
    expect(exchange.fills.at(-1)?.makerId).toBe(other.id);
    expect(entry.exits?.takeProfit?.remaining).toBe(2);
  });

  it('the stop-loss fires: the take-profit is cancelled and the stop sells what is open at market, once', () => {
    tradeAt(90_000);
    limit(CAROL, 'buy', 87_000, 10); // a bid for the stop to sell into
    const entry = limit(ALICE, 'buy', 90_000, 3, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    const { tp, sl } = exitsOf(entry);
    limit(BOB, 'sell', 90_000, 3);
    limit(BOB, 'buy', 95_000, 1); // 2 open
    limit(DAVE, 'buy', 88_000, 1);
    limit(BOB, 'sell', 88_000, 1); // the last trade reaches 88,000
    expect(exchange.firedStops).toEqual([sl.id]);
    expect([sl.status, sl.filled, exchange.fills.at(-1)?.takerId, exchange.fills.at(-1)?.ticks]).toEqual([
      'filled',
      2,
      sl.id,
      87_000,
    ]);
    expect([tp.status, tp.cancelReason, tp.filled, engine.asks.top(1)]).toEqual(['cancelled', 'oco', 1, []]);
    // Sold 1 + 2 of the 3 bought, and every lock let go.
    expect([locked(ALICE, 'BTC'), locked(ALICE, 'INR')]).toEqual([0n, 0n]);
    expect(exchange.balance(ALICE, 'available', 'BTC')).toBe(1_000_00000000n);
    expect(engine.orders.has(tp.id) || engine.orders.has(sl.id)).toBe(false);
    limit(DAVE, 'buy', 88_000, 1);
    limit(BOB, 'sell', 87_000, 2); // trades at and below the stop again: it fired once
    expect(exchange.firedStops).toEqual([sl.id]);
  });

  it('a stop-loss its own entry’s fill reaches fires at once, after the fill', () => {
    tradeAt(90_000);
    limit(BOB, 'sell', 88_000, 1); // an ask below the last price
    limit(CAROL, 'buy', 87_000, 5);
    // The stop is below the last price when placed; the market buy's own fill, at 88,000, reaches it.
    const entry = place({
      userId: ALICE,
      side: 'buy',
      kind: 'MARKET',
      lots: 1,
      stopLossTicks: 89_000,
    }) as Order;
    const sl = entry.exits?.stopLoss as Order;
    expect(exchange.firedStops).toEqual([sl.id]);
    expect(exchange.fills.map((f) => [f.takerId, f.ticks])).toEqual([
      [2, 90_000],
      [entry.id, 88_000],
      [sl.id, 87_000],
    ]);
    expect([sl.status, sl.filled, locked(ALICE, 'BTC')]).toEqual(['filled', 1, 0n]);
  });

  it('cancelling the entry keeps the exits of what it filled; cancelling an exit cancels both, the entry goes on alone', () => {
    tradeAt(90_000);
    const entry = limit(ALICE, 'buy', 90_000, 5, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    const { tp, sl } = exitsOf(entry);
    limit(BOB, 'sell', 90_000, 2);
    exchange.cancel(ALICE, entry.id, now + 1);
    expect([entry.status, tp.status, sl.status, tp.remaining]).toEqual(['cancelled', 'open', 'pending', 2]);
    expect([locked(ALICE, 'INR'), locked(ALICE, 'BTC')]).toEqual([0n, 20_000n]);
    expect(exchange.cancel(ALICE, sl.id, now + 2)).toBe(sl);
    expect([tp.status, tp.cancelReason, sl.status, sl.cancelReason]).toEqual([
      'cancelled',
      'user',
      'cancelled',
      'user',
    ]);
    expect([locked(ALICE, 'BTC'), engine.asks.top(1), engine.stops]).toEqual([0n, [], []]);

    const again = limit(ALICE, 'buy', 90_000, 3, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    exchange.cancel(ALICE, exitsOf(again).tp.id, now + 3);
    limit(BOB, 'sell', 90_000, 3);
    expect([again.status, engine.asks.top(1), locked(ALICE, 'BTC')]).toEqual(['filled', [], 0n]);
  });

  it('an entry cancelled before it fills takes its exits with it; cancel all takes everything', () => {
    tradeAt(90_000);
    const entry = limit(ALICE, 'buy', 90_000, 5, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    const { tp, sl } = exitsOf(entry);
    exchange.cancel(ALICE, entry.id, now + 1);
    expect([tp.status, tp.cancelReason, sl.status, sl.cancelReason]).toEqual([
      'cancelled',
      'user',
      'cancelled',
      'user',
    ]);
    const next = limit(ALICE, 'buy', 90_000, 5, { takeProfitTicks: 95_000, stopLossTicks: 88_000 });
    limit(BOB, 'sell', 90_000, 1);
    expect(exchange.cancelAll(ALICE, now + 2)).toBe(3);
    expect([next.status, next.exits?.takeProfit?.status, next.exits?.stopLoss?.status]).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect([locked(ALICE, 'INR'), locked(ALICE, 'BTC')]).toEqual([0n, 0n]);
  });

  it('a market buy by amount exits what it bought; a market order that fills nothing leaves no exits', () => {
    tradeAt(90_000);
    const none = place({
      userId: CAROL,
      side: 'buy',
      kind: 'MARKET',
      lots: 1,
      takeProfitTicks: 95_000,
    }) as Order;
    expect([none.status, none.exits?.takeProfit?.status, none.exits?.takeProfit?.cancelReason]).toEqual([
      'cancelled',
      'cancelled',
      'no_liquidity',
    ]);
    limit(BOB, 'sell', 90_100, 3);
    const bought = place({
      userId: ALICE,
      side: 'buy',
      kind: 'MARKET',
      budget: 200_000,
      takeProfitTicks: 95_000,
      stopLossTicks: 85_000,
    }) as Order;
    expect([bought.status, bought.filled]).toEqual(['filled', 2]);
    expect([bought.exits?.takeProfit?.remaining, bought.exits?.stopLoss?.remaining]).toEqual([2, 2]);
    expect(locked(ALICE, 'BTC')).toBe(20_000n);
  });

  it('a sale’s exits buy back: their rupees are locked once at placing, and what they no longer need is let go', () => {
    tradeAt(90_000);
    exchange.credit(5, 'BTC', 10_000n * 4n);
    exchange.credit(5, 'INR', 1_000_00n);
    const sale = { userId: 5, side: 'sell', kind: 'LIMIT', ticks: 90_000, lots: 4 } as const;
    // Buying 4 lots back at the top of the band around ₹88,00,000 (the stop-loss ₹90,10,000 × 1.1) needs more.
    expect(place({ ...sale, takeProfitTicks: 88_000, stopLossTicks: 90_100 })).toMatchObject({
      status: 422,
      field: 'stop_loss',
      message: 'Insufficient rupee balance to buy back with the take-profit and stop-loss',
    });
    exchange.credit(5, 'INR', 5_000_00n);
    const entry = place({ ...sale, takeProfitTicks: 88_000, stopLossTicks: 90_100 }) as Order;
    const { tp, sl } = exitsOf(entry);
    const lock = buyLock(fillValue(4, Math.floor((90_100 * 110) / 100), config), rates);
    expect([tp.lock, tp.side, sl.side, locked(5, 'INR')]).toEqual([lock, 'buy', 'buy', BigInt(lock)]);
    limit(BOB, 'buy', 90_000, 1); // sold 1
    exchange.cancel(5, entry.id, now + 1); // the other 3 will not be sold: their buy-back's rupees go back
    expect(tp.lock).toBe(buyLock(fillValue(1, Math.floor((90_100 * 110) / 100), config), rates));
    limit(BOB, 'sell', 88_000, 1); // the take-profit buys 1 back at ₹88,00,000
    expect([tp.status, sl.status, sl.cancelReason, locked(5, 'INR'), locked(5, 'BTC')]).toEqual([
      'filled',
      'cancelled',
      'oco',
      0n,
      0n,
    ]);
    expect(exchange.balance(5, 'available', 'BTC')).toBe(40_000n);
  });

  it('refuses exits on the wrong side of the price or outside the band, on their own fields', () => {
    tradeAt(90_000); // band 81,000 – 99,000
    const buy = { userId: ALICE, side: 'buy', kind: 'LIMIT', ticks: 89_000, lots: 1 } as const;
    expect(place({ ...buy, takeProfitTicks: 89_000 })).toMatchObject({
      field: 'take_profit',
      message: 'The take-profit must be above ₹8900000.00 (the limit price)',
    });
    expect(place({ ...buy, stopLossTicks: 89_000 })).toMatchObject({
      field: 'stop_loss',
      message: 'The stop-loss must be below ₹8900000.00 (the limit price)',
    });
    // A marketable buy's stop-loss between the last price and its rate would fire on its own fill.
    expect(place({ ...buy, ticks: 91_000, stopLossTicks: 90_500 })).toMatchObject({
      field: 'stop_loss',
      message: 'The stop-loss must be below ₹9000000.00 (the last price)',
    });
    expect(place({ ...buy, side: 'sell', kind: 'MARKET', ticks: 0, takeProfitTicks: 91_000 })).toMatchObject({
      field: 'take_profit',
      message: 'The take-profit must be below ₹9000000.00 (the last price)',
    });
    expect(place({ ...buy, takeProfitTicks: 99_100 })).toMatchObject({
      field: 'take_profit',
      message:
        'The price must be between ₹8100000.00 and ₹9900000.00 (within the band around the last price)',
    });
    expect(place({ ...buy, stopLossTicks: 80_900 })).toMatchObject({ field: 'stop_loss' });
    expect(
      place({ ...buy, kind: 'STOP_LIMIT', triggerTicks: 91_000, ticks: 91_000, takeProfitTicks: 95_000 }),
    ).toMatchObject({
      field: 'take_profit',
      message: 'Take-profit and stop-loss attach to limit and market orders only',
    });
  });
});
