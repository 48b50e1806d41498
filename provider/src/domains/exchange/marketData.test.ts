// A process's market view of a pair it does not own (marketData.ts): read from the database, then told by the relay;
// a trade told while the view is read is neither lost nor counted twice.

import type { CandlesEvent } from '@sikka/shared/exchange/candles';
import { candlesChannel } from '@sikka/shared/realtime/stream';
import { startTestDatabase, type TestDb } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamHub } from '../../platform/realtime/streamHub.ts';
import { BookSide } from './book.ts';
import { MarketData, type TradeTick } from './marketData.ts';

const PAIR = 'BTC-INR';
const tick = (id: number): TradeTick => ({
  id,
  ticks: 5_000_000 + id,
  lots: 10,
  value: 10 * (5_000_000 + id),
  side: 'buy',
  time: Date.now() - 60_000 + id * 1_000,
});

describe('market view of a pair owned elsewhere', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await startTestDatabase();
    // Trades 1 and 2 committed before the view is read.
    for (const trade of [tick(1), tick(2)])
      await sql`insert into exchange_trades (pair, id, at, taker_side, rate, volume, value, maker_order, taker_order,
          maker_user, taker_user, maker_fee, maker_gst, maker_tds, taker_fee, taker_gst, taker_tds)
        values (${PAIR}, ${trade.id}, ${new Date(trade.time)}, 'buy', ${trade.ticks}, ${trade.lots}, ${trade.value},
          1, 2, 1, 2, 0, 0, 0, 0, 0, 0)`.execute(testDb.db);
  });
  afterAll(() => testDb?.close());

  it('keeps what the relay told while the view was read, once, and each trade told again once', async () => {
    // The channels' snapshots, as a subscriber gets them.
    const snapshots = new Map<string, () => unknown>();
    const hub = {
      definePublic: (channel: string, snapshot: () => unknown) => snapshots.set(channel, snapshot),
      publish: () => {},
    } as unknown as StreamHub;
    const market = new MarketData(testDb.db, hub);
    const book = { bids: new BookSide(true), asks: new BookSide(false) };
    const reading = market.reload(new Map([[PAIR, book]]), new Map([[PAIR, 2]]));
    // Told while the read is under way: trade 2 (the read has it too) and trade 3 (committed after it).
    market.addTrades(PAIR, [tick(2), tick(3)]);
    await reading;
    expect(market.recentTrades(PAIR, 10).map((trade) => trade.id)).toEqual([3, 2, 1]);
    market.addTrades(PAIR, [tick(3), tick(4)]);
    expect(market.recentTrades(PAIR, 10).map((trade) => trade.id)).toEqual([4, 3, 2, 1]);
    // Today's candle counts each of the four once.
    const candles = snapshots.get(candlesChannel(PAIR))?.() as CandlesEvent;
    expect(candles.candles['1d']?.trades).toBe(4);
  });
});
