// The order form's largest buy (its 100% button: shared bounds.ts maxBuyLots at the limit, or for a market buy at the
// top of the band around the reference the person sees) always passes the provider's funds check, whatever the book,
// the last trade and the balance; and the figure the form labels 'at most' is never exceeded by what it pays.
import { bandHigh, maxBuyLots, referenceTicks } from '@sikka/shared/exchange/bounds';
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
    time: id,
    ...partial,
  } satisfies PlaceCommand;
}

/** A book of asks (and a bid) around MID, with a trade first when `traded`, and a buyer holding `balance` paise. */
function market(asks: Array<{ offset: number; lots: number }>, traded: boolean, balance: number) {
  const engine = new Engine(config, rates, { bandPercent: BAND }, null as never);
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
});
