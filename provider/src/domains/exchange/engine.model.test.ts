// The matching engine against a deliberately simple reference model: linear scans over one array of resting
// orders, bigint money, the rules written out again from docs/exchange.md. fast-check generates command
// sequences of every order type, limit and market orders with and without a take-profit and a stop-loss; after every
// step the fills, the book, every order and every balance agree, and no pair of exits ever exits more than its entry
// filled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { MemoryExchange } from './memoryExchange.ts';
import { exitCount, type PlaceCommand, type Side } from './order.ts';
import { Model } from './referenceBook.ts';
import { BAND, config, FUNDS, LOT, rates, USERS } from './referenceModel.ts';

// Commands. `pick` chooses which existing order a cancel names.
type Step =
  | { type: 'place'; command: Omit<PlaceCommand, 'id' | 'time'> }
  | { type: 'cancel'; userId: number; pick: number }
  | { type: 'cancelAll'; userId: number };

const user = fc.constantFrom(...USERS);
const side = fc.constantFrom<Side>('buy', 'sell');
// Mostly near the top; sometimes far enough to meet the 10% band.
const near = fc.oneof(
  { weight: 12, arbitrary: fc.integer({ min: 89_990, max: 90_010 }) },
  { weight: 1, arbitrary: fc.integer({ min: 78_000, max: 102_000 }) },
);
const base = {
  budget: 0,
  triggerTicks: 0,
  ioc: false,
  postOnly: false,
  ladderEndTicks: 0,
  ladderCount: 0,
  ladderWeighted: false,
  takeProfitTicks: 0,
  stopLossTicks: 0,
};

/**
 * Sometimes a take-profit and a stop-loss, either or both, mostly on the side they belong (a buy's take-profit above
 * its price and stop below; `from` is a limit's rate, or about the market for a market order), now and then not.
 */
const exits = fc.record({
  tp: fc.option(fc.integer({ min: -2, max: 25 }), { freq: 2 }),
  sl: fc.option(fc.integer({ min: -2, max: 25 }), { freq: 2 }),
});
function withExits<T extends { side: Side; ticks: number }>(
  order: T,
  offsets: { tp: number | null; sl: number | null },
) {
  const from = order.ticks > 0 ? order.ticks : 90_000;
  const sign = order.side === 'buy' ? 1 : -1;
  return {
    ...order,
    takeProfitTicks: offsets.tp === null ? 0 : from + sign * offsets.tp,
    stopLossTicks: offsets.sl === null ? 0 : from - sign * offsets.sl,
  };
}

const placeStep = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        userId: user,
        side,
        ticks: near,
        lots: fc.integer({ min: 1, max: 6 }),
        ioc: fc.boolean(),
        postOnly: fc.boolean(),
        exits,
      })
      .map(({ exits: offsets, ...r }) =>
        withExits({ ...base, ...r, kind: 'LIMIT' as const, postOnly: r.postOnly && !r.ioc }, offsets),
      ),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ userId: user, side, lots: fc.integer({ min: 1, max: 8 }), exits })
      .map(({ exits: offsets, ...r }) =>
        withExits({ ...base, ...r, kind: 'MARKET' as const, ticks: 0 }, offsets),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, budget: fc.integer({ min: 50_000, max: 900_000 }), exits })
      .map(({ exits: offsets, ...r }) =>
        withExits(
          { ...base, ...r, side: 'buy' as const, kind: 'MARKET' as const, ticks: 0, lots: 0 },
          offsets,
        ),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, side, ticks: near, triggerTicks: near, lots: fc.integer({ min: 1, max: 4 }) })
      .map((r) => ({ ...base, ...r, kind: 'STOP_LIMIT' as const })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, side, triggerTicks: near, lots: fc.integer({ min: 1, max: 4 }) })
      .map((r) => ({ ...base, ...r, kind: 'STOP_LOSS' as const, ticks: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ userId: user, triggerTicks: near, budget: fc.integer({ min: 50_000, max: 400_000 }) })
      .map((r) => ({ ...base, ...r, side: 'buy' as const, kind: 'STOP_LOSS' as const, ticks: 0, lots: 0 })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        userId: user,
        side,
        ticks: near,
        ladderEndTicks: near,
        ladderCount: fc.integer({ min: 2, max: 4 }),
        ladderWeighted: fc.boolean(),
        lots: fc.integer({ min: 1, max: 12 }),
        postOnly: fc.boolean(),
      })
      .map((r) => ({ ...base, ...r, kind: 'LADDER' as const })),
  },
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: placeStep.map((command) => ({ type: 'place' as const, command })) },
  {
    weight: 2,
    arbitrary: fc.record({ userId: user, pick: fc.nat() }).map((r) => ({ type: 'cancel' as const, ...r })),
  },
  { weight: 1, arbitrary: user.map((userId) => ({ type: 'cancelAll' as const, userId })) },
);

function run(steps: Step[]) {
  const engine = new Engine(config, rates, { bandPercent: BAND });
  const exchange = new MemoryExchange(engine);
  for (const u of USERS) {
    exchange.credit(u, 'INR', FUNDS.INR);
    exchange.credit(u, 'BTC', FUNDS.BTC);
  }
  const model = new Model();
  let nextId = 1;
  steps.forEach((s, index) => {
    const time = 1_000 + index;
    if (s.type === 'place') {
      const command: PlaceCommand = { ...s.command, id: nextId, time };
      nextId += 1 + command.ladderCount + exitCount(command);
      const expected = model.place(command);
      const got = exchange.place(command);
      if ('message' in got)
        expect(got.message.startsWith(expected ?? '<placed>'), `${got.message} / ${expected}`).toBe(true);
      else expect(expected, `placed ${command.kind}`).toBeNull();
    } else if (s.type === 'cancel') {
      const ids = [...model.orders.keys()];
      const id = ids.length === 0 ? 1 : (ids[s.pick % ids.length] as number);
      const expected = model.cancel(s.userId, id);
      const got = exchange.cancel(s.userId, id, time);
      expect('message' in got, `cancel ${id}`).toBe(!expected);
    } else {
      expect(exchange.cancelAll(s.userId, time)).toBe(model.cancelAll(s.userId));
    }
    // After every step: the fills, the book, every order, every balance.
    expect(exchange.fills.map(({ tradeId: _, ...f }) => f)).toEqual(model.fills);
    expect([...engine.bids.orders()].map((o) => [o.id, o.remaining])).toEqual(model.bookOf('buy'));
    expect([...engine.asks.orders()].map((o) => [o.id, o.remaining])).toEqual(model.bookOf('sell'));
    for (const m of model.orders.values()) {
      const e = engine.orders.get(m.id);
      if (e)
        expect([e.status, e.filled, e.lock, e.fee, e.gst, e.tds], `order ${m.id}`).toEqual([
          m.status,
          m.filled,
          Number(m.lock),
          Number(m.fee),
          Number(m.gst),
          Number(m.tds),
        ]);
      else expect(['filled', 'cancelled'], `order ${m.id} (${m.kind})`).toContain(m.status);
      if (e && m.pair)
        expect([e.exit, e.lots, e.remaining], `order ${m.id}`).toEqual([m.exit, m.lots, m.remaining]);
    }
    // Exits never exit more than their entry filled, and a buy's hold exactly the coin still open.
    for (const pair of model.pairs) {
      const exited = (pair.tp?.filled ?? 0) + (pair.sl?.filled ?? 0);
      expect(exited, `exits of ${pair.entry.id}`).toBeLessThanOrEqual(pair.entry.filled);
      if (pair.state === 'active') expect(pair.open).toBe(pair.entry.filled - exited);
      if (pair.state === 'active' && pair.entry.side === 'buy')
        expect((pair.tp ?? pair.sl)?.lock).toBe(BigInt(pair.open) * LOT);
    }
    expect(engine.stops.map((o) => o.id).sort()).toEqual(model.stops.map((o) => o.id).sort());
    // Each level's total is the sum of its orders (what depth and the channels show).
    for (const side of [engine.bids, engine.asks])
      for (const level of side.levels.values()) {
        let lots = 0;
        for (let o = level.head; o; o = o.next) lots += o.remaining;
        expect(level.lots, `level ${level.ticks}`).toBe(lots);
      }
    for (const [key, amount] of model.balances) expect(exchange.balances.get(key) ?? 0n, key).toBe(amount);
  });
  return { engine, exchange, model };
}

describe('matching engine = reference model, after every step (fast-check)', () => {
  it('random sequences of LIMIT, IOC, post-only, MARKET, STOP_LIMIT, STOP_LOSS, LADDER, take-profit and stop-loss, cancel and cancel all', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 80 }), (steps) => void run(steps)),
      { numRuns: 300 },
    );
  }, 60_000);

  it('money is neither made nor lost: per asset, every account together equals what was deposited', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const { exchange } = run(steps);
        for (const asset of ['INR', 'BTC']) {
          let sum = 0n;
          for (const [key, amount] of exchange.balances) if (key.endsWith(`:${asset}`)) sum += amount;
          expect(sum).toBe(0n);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('the generated sequences reach every rule', () => {
  it('fills, stops fired, ladders, self-trade, band, budget, IOC and post-only cancels, exits and one-cancels-the-other all happen', () => {
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    for (const steps of fc.sample(fc.array(step, { minLength: 20, maxLength: 80 }), {
      numRuns: 200,
      seed: 17,
    })) {
      const { model, exchange } = run(steps);
      if (exchange.fills.length > 0) count('fill');
      if (exchange.firedStops.length > 0) count('stop fired');
      for (const o of model.orders.values()) {
        if (o.reason) count(o.reason);
        if (o.parentId && o.filled > 0) count('ladder child filled');
        if (o.kind === 'MARKET' && o.lots === 0 && o.status === 'filled') count('budget spent');
        if (o.exit && o.filled > 0) count(`${o.exit} exited`);
        if (o.exit && o.filled > 0 && o.filled === o.lots && o.status === 'filled') count(`${o.exit} filled`);
        if (o.exit === 'take_profit' && o.status === 'pending' && o.filled > 0) count('take-profit waits');
      }
      for (const pair of model.pairs) {
        if (pair.tp && pair.sl && pair.tp.filled > 0 && pair.sl.lots < pair.entry.filled)
          count('stop shrunk');
        if (pair.entry.side === 'sell' && pair.entry.filled > 0) count('sale exits');
        if (pair.entry.filled > 0 && pair.entry.lots > 0 && pair.entry.filled < pair.entry.lots)
          count('exits of a part');
      }
    }
    for (const what of [
      'fill',
      'stop fired',
      'ladder child filled',
      'self_trade',
      'band',
      'no_liquidity',
      'budget spent',
      'immediate_or_cancel',
      'post_only',
      'user',
      'oco',
      'take_profit exited',
      'take_profit filled',
      'stop_loss exited',
      'stop shrunk',
      'sale exits',
      'exits of a part',
    ])
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
  }, 60_000);
});

describe('replay: the journal of accepted commands rebuilds the same engine, from scratch or from a snapshot', () => {
  it('snapshot at any step + the commands after it = the engine that never stopped', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), fc.nat(), (steps, cut) => {
        const engine = new Engine(config, rates, { bandPercent: BAND });
        const exchange = new MemoryExchange(engine);
        for (const u of USERS) {
          exchange.credit(u, 'INR', FUNDS.INR);
          exchange.credit(u, 'BTC', FUNDS.BTC);
        }
        // The journal: what was accepted, as the provider writes it.
        const journal: Array<{ at: number; apply: (e: Engine) => void }> = [];
        const snapshotAt = cut % (steps.length + 1);
        let snapshot = '';
        let nextId = 1;
        steps.forEach((s, index) => {
          if (index === snapshotAt) snapshot = JSON.stringify(engine.snapshot());
          const time = 1_000 + index;
          if (s.type === 'place') {
            const command: PlaceCommand = { ...s.command, id: nextId, time };
            nextId += 1 + command.ladderCount + exitCount(command);
            if (!('message' in exchange.place(command)))
              journal.push({ at: index, apply: (e) => e.place(command) });
          } else if (s.type === 'cancel') {
            const id = 1 + (s.pick % nextId);
            if (!('message' in exchange.cancel(s.userId, id, time)))
              journal.push({ at: index, apply: (e) => e.cancel(s.userId, id, time) });
          } else {
            exchange.cancelAll(s.userId, time);
            journal.push({ at: index, apply: (e) => e.cancelAll(s.userId, time) });
          }
        });
        if (snapshotAt === steps.length) snapshot = JSON.stringify(engine.snapshot());
        const fromScratch = new Engine(config, rates, { bandPercent: BAND });
        for (const entry of journal) entry.apply(fromScratch);
        const restored = new Engine(config, rates, { bandPercent: BAND });
        restored.restore(JSON.parse(snapshot));
        for (const entry of journal) if (entry.at >= snapshotAt) entry.apply(restored);
        const state = JSON.stringify(engine.snapshot());
        expect(JSON.stringify(fromScratch.snapshot())).toBe(state);
        expect(JSON.stringify(restored.snapshot())).toBe(state);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
