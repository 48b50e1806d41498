// The embedded default's market past (docs/exchange.md "A market with a past"): a new exchange gets 30 days of every
// pair's trades once, ending at the simulator's price; it moves no money, a restart adds nothing, live trades
// follow it; and with the switch off nothing is written.
import type { Candle } from '@sikka/shared/exchange/candles';
import { EXCHANGE_PAIRS, PAIR_CONFIGS } from '@sikka/shared/exchange/pairs';
import type { PublicTrade, Ticker } from '@sikka/shared/exchange/schemas';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { key, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile, startTestProvider } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { SimulatedMarket } from '../market/simulator.ts';

const DAY_MS = 86_400_000;
const market = new SimulatedMarket({ seed: 2026, tickMs: 3_600_000 });
const provider = providerForFile({ market, env: { MARKET_HISTORY: 'on' } });

async function candles(pair: string, interval: string): Promise<Candle[]> {
  const { body } = await call(
    provider,
    'GET',
    `/exchange/candles?pair=${pair}&interval=${interval}&limit=1000`,
  );
  return (body as { data: Candle[] }).data;
}

async function tradeCount(): Promise<Record<string, number>> {
  const { rows } = await sql<{ pair: string; n: number }>`
    select pair, count(*)::int as n from exchange_trades group by pair order by pair`.execute(provider.db);
  return Object.fromEntries(rows.map((row) => [row.pair, row.n]));
}

describe('a new exchange starts with a past', () => {
  it.each(EXCHANGE_PAIRS)(
    '%s: hourly candles over 30 days, a candle every minute of the last day',
    async (pair) => {
      const now = provider.clock.now().getTime();
      const hourly = await candles(pair, '1h');
      expect(hourly.length).toBeGreaterThanOrEqual(30 * 24 - 1);
      expect(hourly[0]?.open_time).toBeLessThan(now - 29.9 * DAY_MS);
      expect(hourly.at(-1)?.open_time).toBeGreaterThan(now - 3_600_000);
      expect((await candles(pair, '1d')).length).toBeGreaterThanOrEqual(30);
      const minutes = await candles(pair, '1m');
      expect(minutes).toHaveLength(1000);
      // Every minute of the last 1,000 has its candle, with trades and a range.
      for (let i = 1; i < minutes.length; i++)
        expect((minutes[i] as Candle).open_time - (minutes[i - 1] as Candle).open_time).toBe(60_000);
      expect(minutes.some((candle) => candle.high !== candle.low)).toBe(true);
    },
  );

  it.each(EXCHANGE_PAIRS)('%s: the tape and the 24-hour ticker end at the simulated price', async (pair) => {
    const config = PAIR_CONFIGS[pair];
    const mid = market.current()[config.coin].now;
    const tick = BigInt(config.tickPaise);
    const ticker = (await call(provider, 'GET', `/exchange/ticker?pair=${pair}`)).body as Ticker;
    expect(ticker.last).toBe(fromMinorUnits(((mid * 2n + tick) / (2n * tick)) * tick, 'INR'));
    expect(Number(ticker.volume)).toBeGreaterThan(0);
    expect(ticker.high).not.toBe(ticker.low);
    const tape = (await call(provider, 'GET', `/exchange/trades?pair=${pair}&limit=50`)).body as {
      data: PublicTrade[];
    };
    expect(tape.data).toHaveLength(50);
    expect(new Set(tape.data.map((trade) => trade.side))).toEqual(new Set(['buy', 'sell']));
  });

  it('moves no money: nobody traded, no ledger entry, the books balance', async () => {
    const { rows } = await sql<{ people: number; charged: number }>`
      select count(*) filter (where maker_user <> 0 or taker_user <> 0 or maker_order <> 0)::int as people,
        count(*) filter (where maker_fee + taker_fee + maker_gst + taker_gst + maker_tds + taker_tds <> 0)::int
          as charged
      from exchange_trades`.execute(provider.db);
    expect(rows[0]).toEqual({ people: 0, charged: 0 });
    const entries = await sql<{ n: number }>`select count(*)::int as n from journal_entries`.execute(
      provider.db,
    );
    expect(entries.rows[0]?.n).toBe(0);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });

  it('a restart adds nothing; the next live trade follows the past, settled as any', async () => {
    const before = await tradeCount();
    for (const pair of EXCHANGE_PAIRS) expect(before[pair]).toBeGreaterThan(10_000);
    await provider.restart();
    expect(await tradeCount()).toEqual(before);

    const seller = await moneyUser(provider, { funds: { BTC: '0.01' } });
    const buyer = await moneyUser(provider, { funds: { INR: '200000' } });
    const last = ((await call(provider, 'GET', '/exchange/ticker?pair=BTC-INR')).body as Ticker)
      .last as string;
    const order = (side: 'BID' | 'ASK', type: 'LIMIT' | 'MARKET') => ({
      idempotency_key: key(),
      coin: 'BTC',
      base_coin: 'INR',
      advance_order_type: type,
      order_type: side,
      volume: '0.001',
      ...(type === 'LIMIT' ? { rate: last } : {}),
    });
    const sale = await call(provider, 'POST', '/exchange/orders', {
      bearer: seller.token,
      body: order('ASK', 'LIMIT'),
    });
    expect(sale.status).toBe(201);
    const buy = await call(provider, 'POST', '/exchange/orders', {
      bearer: buyer.token,
      body: order('BID', 'MARKET'),
    });
    expect(buy).toMatchObject({ status: 201, body: { order: { status: 'filled' } } });
    const tape = (await call(provider, 'GET', '/exchange/trades?pair=BTC-INR&limit=2')).body as {
      data: PublicTrade[];
    };
    expect(tape.data[0]?.id).toBe((before['BTC-INR'] as number) + 1);
    expect(tape.data[1]?.id).toBe(before['BTC-INR']);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});

describe('without the switch', () => {
  it('a new exchange has no past', async () => {
    const plain = await startTestProvider({ market: new SimulatedMarket({ seed: 2026, tickMs: 3_600_000 }) });
    try {
      expect(plain.config.MARKET_HISTORY).toBe('off');
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from exchange_trades`.execute(
        plain.db,
      );
      expect(rows[0]?.n).toBe(0);
      const { body } = await call(plain, 'GET', '/exchange/candles?pair=BTC-INR&interval=1h');
      expect((body as { data: Candle[] }).data).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
