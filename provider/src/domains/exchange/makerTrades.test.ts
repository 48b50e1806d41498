// The market makers trading among themselves (MARKET_TRADE_MS): every pair trades now and then between the two
// makers, strictly inside the quoted spread, through the engine — each trade settled by the ledger with its fees —
// and the tape and ticker show it; the books balance.
import { EXCHANGE_PAIRS, PAIR_CONFIGS, ticksToRate } from '@sikka/shared/exchange/pairs';
import type { PublicTrade, Ticker } from '@sikka/shared/exchange/schemas';
import { fixedMarket } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../../platform/identity/authMessages.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { insideSpread } from './makerTrades.ts';
import { MARKET_MAKER, SECOND_MARKET_MAKER } from './marketMaker.ts';

const provider = providerForFile({
  market: fixedMarket(),
  env: { MARKET_MAKERS: 'on', MARKET_TICK_MS: '60000', MARKET_TRADE_MS: '200' },
});

interface TradeRow {
  pair: string;
  id: number;
  rate: number;
  maker_mobile: string;
  taker_mobile: string;
  taker_fee: number;
  entries: number;
}

async function makerTrades(): Promise<TradeRow[]> {
  const { rows } = await sql<TradeRow>`
    select t.pair, t.id::int as id, t.rate::int as rate, m.mobile_number as maker_mobile,
      k.mobile_number as taker_mobile, t.taker_fee::int as taker_fee,
      (select count(*)::int from journal_entries e where e.reference = 'xtrade:' || t.pair || ':' || t.id) as entries
    from exchange_trades t join users m on m.id = t.maker_user join users k on k.id = t.taker_user
    order by t.pair, t.id`.execute(provider.db);
  return rows;
}

describe('a price inside the spread', () => {
  it.each([
    [100, 95, 105, 100],
    [110, 95, 105, 104],
    [90, 95, 105, 96],
    [100, 99, 101, 100],
    [100, 99, 100, null],
    [100, 99, 99, null],
    [100, undefined, 105, 100],
    [100, 100, undefined, 101],
    [100, undefined, undefined, 100],
  ])('mid %s, best bid %s, best ask %s: %s', (mid, bid, ask, expected) => {
    expect(insideSpread(mid, bid, ask)).toBe(expected);
  });
});

describe('the market makers trade among themselves', () => {
  it('every pair trades between the two makers, inside the spread, settled with fees; the books balance', async () => {
    await expect
      .poll(
        async () => {
          const trades = await makerTrades();
          return EXCHANGE_PAIRS.every((pair) => trades.filter((trade) => trade.pair === pair).length >= 3);
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe(true);
    const trades = await makerTrades();
    for (const pair of EXCHANGE_PAIRS) {
      const depth = (await call(provider, 'GET', `/exchange/depth?pair=${pair}`)).body as {
        bids: string[][];
        asks: string[][];
      };
      const config = PAIR_CONFIGS[pair];
      const rates = trades
        .filter((trade) => trade.pair === pair)
        .map((trade) => ticksToRate(trade.rate, config));
      for (const rate of rates) {
        expect(Number(rate)).toBeGreaterThan(Number(depth.bids[0]?.[0]));
        expect(Number(rate)).toBeLessThan(Number(depth.asks[0]?.[0]));
      }
      const tape = (await call(provider, 'GET', `/exchange/trades?pair=${pair}&limit=50`)).body as {
        data: PublicTrade[];
      };
      expect(tape.data.length).toBeGreaterThanOrEqual(3);
      const ticker = (await call(provider, 'GET', `/exchange/ticker?pair=${pair}`)).body as Ticker;
      expect(Number(ticker.volume)).toBeGreaterThan(0);
    }
    for (const trade of trades) {
      expect(trade).toMatchObject({
        maker_mobile: SECOND_MARKET_MAKER.mobile_number,
        taker_mobile: MARKET_MAKER.mobile_number,
        entries: 1,
      });
      expect(trade.taker_fee).toBeGreaterThan(0);
    }
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});

it("the second market maker's account signs in nowhere, as the first", async () => {
  const login = await call(provider, 'POST', '/auth/login', {
    body: { mobile_number: SECOND_MARKET_MAKER.mobile_number, password: 'Guess@1234' },
  });
  expect(login).toMatchObject({ status: 422, body: { error: { errors: { password: [LOGIN_FAILED] } } } });
});
