// The order form's largest buy (its 100% button: shared bounds.ts maxBuyLots at the limit, or for a market buy at the
// top of the band around the reference the person sees) always passes the provider's funds check, whatever the book,
// the last trade and the balance; and the figure the form labels 'at most' is never exceeded by what it pays. A
// take-profit and stop-loss add nothing to a buy's check; a sale's exits are funded by the rupees saleExitsLock names,
// and whatever trades follow, they never overdraw anyone or exit more than was sold.
import { bandHigh, maxBuyLots, referenceTicks, saleExitsLock } from '@sikka/shared/exchange/bounds';
import { buyLock, exchangeRates, fillValue } from '@sikka/shared/exchange/charges';
import { PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import { DEFAULT_FEE_SCHEDULE } from '@sikka/shared/market/fees';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Engine } from './engine.ts';
import { MemoryExchange } from './memoryExchange.ts';
import type { Order, PlaceCommand } from './order.ts';

const config = PAIR_CONFIGS['BTC-INR'];
const rates = exchangeRates(DEFAULT_FEE_SCHEDULE);
const BAND = 10;
const [SELLER, BUYER] = [1, 2];
const MID = 900_000;

function command(
  id: number,
  partial: Partial<PlaceCommand> & Pick<PlaceCommand, 'userId' | 'side' | 'kind'>,
) {
  return {
    id,
    ticks: 0,
    lots: 0,
    budget: 0,
    triggerTicks: 0,
    ioc: false,
    postOnly: false,
    ladderEndTicks: 0,
    ladderCount: 0,
    ladderWeighted: false,
    takeProfitTicks: 0,
    stopLossTicks: 0,
    time: id,
    ...partial,
  } satisfies PlaceCommand;
}

/** A book of asks (and a bid) around MID, with a trade first when `traded`, and a buyer holding `balance` paise. */
function market(asks: Array<{ offset: number; lots: number }>, traded: boolean, balance: number) {
  const engine = new Engine(config, rates, { bandPercent: BAND });
  const exchange = new MemoryExchange(engine);
  exchange.credit(SELLER, 'BTC', 1_000_00000000n);
  exchange.credit(SELLER, 'INR', 1_000_000_000_00n);
  exchange.credit(BUYER, 'INR', BigInt(balance));
  let id = 1;
  exchange.place(command(id++, { userId: SELLER, side: 'buy', kind: 'LIMIT', ticks: MID - 100, lots: 5 }));
  if (traded) {
    exchange.place(command(id++, { userId: SELLER, side: 'sell', kind: 'LIMIT', ticks: MID, lots: 1 }));
    exchange.place(command(id++, { userId: 3, side: 'buy', kind: 'LIMIT', ticks: MID, lots: 1 }));
  }
  for (const ask of asks)
    exchange.place(
      command(id++, { userId: SELLER, side: 'sell', kind: 'LIMIT', ticks: MID + ask.offset, lots: ask.lots }),
    );
  return { engine, exchange, nextId: id };
}

const asksArb = fc.array(
  fc.record({ offset: fc.integer({ min: 1, max: 80_000 }), lots: fc.integer({ min: 1, max: 500 }) }),
  {
    minLength: 1,
    maxLength: 8,
  },
);

describe('the 100% button makes an order the provider accepts', () => {
  it('a market buy of the most lots the balance funds at the top of the band is never refused for funds', () => {
    fc.assert(
      fc.property(
        asksArb,
        fc.boolean(),
        fc.integer({ min: 1_000_00, max: 5_00_00_000_00 }),
        (asks, traded, balance) => {
          const { engine, exchange, nextId } = market(asks, traded, balance);
          // What the person's screen knows: the last trade on the tape, the best bid and ask.
          const last = traded ? MID : 0;
          const reference = referenceTicks(
            last,
            engine.bids.best()?.ticks ?? null,
            engine.asks.best()?.ticks ?? null,
          );
          const lots = maxBuyLots(balance, bandHigh(reference, BAND), config, rates);
          fc.pre(lots > 0);
          const placed = exchange.place(
            command(nextId, { userId: BUYER, side: 'buy', kind: 'MARKET', lots }),
          );
          expect('message' in placed ? placed.message : 'accepted').toBe('accepted');
          // And it paid no more than the lock the form calls 'at most'.
          const order = placed as Order;
          const paid = order.value + order.fee + order.gst;
          expect(paid).toBeLessThanOrEqual(
            buyLock(fillValue(lots, bandHigh(reference, BAND), config), rates),
          );
          expect(exchange.balance(BUYER, 'available', 'INR')).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });

  it('a limit buy of the most lots the balance funds at its rate is never refused for funds', () => {
    fc.assert(
      fc.property(
        asksArb,
        fc.integer({ min: 1_000_00, max: 5_00_00_000_00 }),
        fc.integer({ min: -80_000, max: 80_000 }),
        (asks, balance, offset) => {
          const { exchange, nextId } = market(asks, true, balance);
          const ticks = MID + offset;
          const lots = maxBuyLots(balance, ticks, config, rates);
          fc.pre(lots > 0);
          const placed = exchange.place(
            command(nextId, { userId: BUYER, side: 'buy', kind: 'LIMIT', ticks, lots }),
          );
          expect('message' in placed ? placed.message : 'accepted').toBe('accepted');
        },
      ),
    );
  });

  it('with a take-profit and a stop-loss, the same largest limit buy is accepted: its exits lock at fill', () => {
    fc.assert(
      fc.property(asksArb, fc.integer({ min: 1_000_00, max: 5_00_00_000_00 }), (asks, balance) => {
        const { exchange, nextId } = market(asks, true, balance);
        const ticks = MID + 500;
        const lots = maxBuyLots(balance, ticks, config, rates);
        fc.pre(lots > 0);
        const placed = exchange.place(
          command(nextId, {
            userId: BUYER,
            side: 'buy',
            kind: 'LIMIT',
            ticks,
            lots,
            takeProfitTicks: ticks + 1_000,
            stopLossTicks: MID - 1_000,
          }),
        );
        expect('message' in placed ? placed.message : 'accepted').toBe('accepted');
      }),
    );
  });
});

describe('a sale’s take-profit and stop-loss', () => {
  const trade = fc.record({
    offset: fc.integer({ min: -60, max: 60 }),
    lots: fc.integer({ min: 1, max: 6 }),
    sellerTakes: fc.boolean(),
  });

  it('are funded by the rupees saleExitsLock names, and whatever trades follow never overdraw or over-exit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(trade, { maxLength: 25 }),
        (lots, tpDown, slUp, short, trades) => {
          const engine = new Engine(config, rates, { bandPercent: BAND });
          const exchange = new MemoryExchange(engine);
          const [SELLER_WITH_EXITS, A, B] = [7, 8, 9];
          for (const user of [A, B]) {
            exchange.credit(user, 'INR', 1_000_000_000_00n);
            exchange.credit(user, 'BTC', 1_000_00000000n);
          }
          let id = 1;
          const next = (partial: Parameters<typeof command>[1]) => {
            const made = command(id, partial);
            id += 3;
            return exchange.place(made);
          };
          next({ userId: A, side: 'sell', kind: 'LIMIT', ticks: MID, lots: 1 });
          next({ userId: B, side: 'buy', kind: 'LIMIT', ticks: MID, lots: 1 }); // last MID
          const exits = { takeProfitTicks: MID - tpDown * 10, stopLossTicks: MID + slUp * 10 };
          const need = saleExitsLock(lots, exits, BAND, config, rates);
          exchange.credit(SELLER_WITH_EXITS, 'BTC', BigInt(lots * config.lotMinor));
          // Exactly what the form says the exits need, or less by `short` paise (then refused on stop_loss).
          exchange.credit(SELLER_WITH_EXITS, 'INR', BigInt(need - short));
          const sale = next({
            userId: SELLER_WITH_EXITS,
            side: 'sell',
            kind: 'LIMIT',
            ticks: MID,
            lots,
            ...exits,
          });
          if (short > 0) {
            expect(sale).toMatchObject({ field: 'stop_loss' });
            return;
          }
          const entry = sale as Order;
          expect(exchange.balance(SELLER_WITH_EXITS, 'available', 'INR')).toBe(0n);
          for (const t of trades) {
            const ticks = MID + t.offset * 10;
            next({ userId: A, side: t.sellerTakes ? 'buy' : 'sell', kind: 'LIMIT', ticks, lots: t.lots });
            next({
              userId: B,
              side: t.sellerTakes ? 'sell' : 'buy',
              kind: 'LIMIT',
              ticks,
              lots: t.lots,
              ioc: true,
            });
          }
          const pair = entry.exits;
          const exited = (pair?.takeProfit?.filled ?? 0) + (pair?.stopLoss?.filled ?? 0);
          expect(exited).toBeLessThanOrEqual(entry.filled);
          exchange.cancelAll(SELLER_WITH_EXITS, id);
          expect(exchange.balance(SELLER_WITH_EXITS, 'locked', 'INR')).toBe(0n);
          expect(exchange.balance(SELLER_WITH_EXITS, 'locked', 'BTC')).toBe(0n);
          // The coin sold and bought back: what is left is what was not sold, plus what was bought back.
          expect(exchange.balance(SELLER_WITH_EXITS, 'available', 'BTC')).toBe(
            BigInt((lots - entry.filled + exited) * config.lotMinor),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
