// The embedded default's market maker: a newcomer finds both sides of every pair quoted around the market price,
// can trade against them at once, and the §3 price entries follow the exchange.
import { EXCHANGE_PAIRS } from '@sikka/shared/exchange/pairs';
import { solveCaptcha } from '@sikka/tests/support/captcha';
import { FIXED_MIDS, fixedMarket, key, moneyUser } from '@sikka/tests/support/money';
import {
  call,
  readOutbox,
  startTestDatabase,
  startTestProvider,
  type TestProvider,
} from '@sikka/tests/support/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/db/database.ts';
import { LOGIN_FAILED, RECOVERY_SENT } from '../../platform/identity/authMessages.ts';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { MARKET_MAKER, makerAccount } from './marketMaker.ts';

let provider: TestProvider;
// The fixed prices, with a tick the test gives by hand.
const listeners = new Set<() => void>();
const feed = {
  ...fixedMarket(),
  onTick(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

beforeAll(async () => {
  provider = await startTestProvider({
    market: feed,
    env: { MARKET_MAKERS: 'on', MARKET_TICK_MS: '60000' },
  });
}, 60_000);
afterAll(() => provider?.close());

describe('market maker (embedded default)', () => {
  it.each(EXCHANGE_PAIRS)('%s has six levels on each side around the price', async (pair) => {
    const { body } = await call(provider, 'GET', `/exchange/depth?pair=${pair}`);
    const depth = body as { bids: string[][]; asks: string[][] };
    expect(depth.bids).toHaveLength(6);
    expect(depth.asks).toHaveLength(6);
    const mid = Number(FIXED_MIDS[pair.split('-')[0] as 'BTC']) / 100;
    expect(Number(depth.bids[0]?.[0])).toBeLessThan(mid);
    expect(Number(depth.asks[0]?.[0])).toBeGreaterThan(mid);
    expect(Number(depth.asks[0]?.[0]) / mid).toBeLessThan(1.002);
  });

  it('a newcomer buys at once, and the price entry follows the exchange', async () => {
    const user = await moneyUser(provider, { funds: { INR: '100000' } });
    const buy = await call(provider, 'POST', '/exchange/orders', {
      bearer: user.token,
      body: {
        idempotency_key: key(),
        coin: 'BTC',
        base_coin: 'INR',
        advance_order_type: 'MARKET',
        order_type: 'BID',
        volume: '0.001',
      },
    });
    expect(buy).toMatchObject({
      status: 201,
      body: { order: { status: 'filled', filled_volume: '0.00100000' } },
    });
    const rate = (buy.body as { fills: Array<{ rate: string }> }).fills[0]?.rate;
    for (const listener of listeners) listener();
    const prices = await call(provider, 'GET', '/trades/in/all/all');
    expect((prices.body as { BTC: { average_price: string } }).BTC.average_price).toBe(rate);
    expect(rate).not.toBe('9000000.00');
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
  });
});

describe("the market maker's account signs in nowhere", () => {
  const mobile = MARKET_MAKER.mobile_number;

  it.each(['!', 'Guess@1234'])('a login with password %j is the wrong-password refusal', async (password) => {
    const login = await call(provider, 'POST', '/auth/login', { body: { mobile_number: mobile, password } });
    expect(login.status).toBe(422);
    expect(login.body).toMatchObject({ error: { errors: { password: [LOGIN_FAILED] } } });
    expect(await readOutbox(provider.url, mobile)).toEqual([]);
  });

  it('forgot password answers as for any number, sends no code, and no code opens a reset', async () => {
    const challenge = (await call(provider, 'GET', '/captcha/challenge')).body;
    const recovery = await call(provider, 'POST', '/auth/recovery', {
      body: { mobile_number: mobile, recaptcha_code: solveCaptcha(challenge) },
    });
    expect(recovery).toMatchObject({ status: 200, body: { message: RECOVERY_SENT } });
    expect(await readOutbox(provider.url, mobile)).toEqual([]);
    for (const otp of ['000000', '123456']) {
      const verified = await call(provider, 'POST', '/auth/recovery/verify/otp', {
        body: { mobile_number: mobile, otp },
      });
      expect(verified.status).toBe(422);
      expect(verified.body.token).toBeUndefined();
    }
  });
});

describe("the market maker's account", () => {
  it('is created once when processes start together on a new database', async () => {
    const fresh = await startTestDatabase();
    const others = [1, 2, 3].map(() => openDatabase(fresh.database.url));
    try {
      const handles = [fresh.db, ...others];
      // Each handle connected first, so the four reads and inserts meet.
      await Promise.all(handles.map((db) => db.selectFrom('users').select('id').execute()));
      const ids = await Promise.all(handles.map((db) => makerAccount(db, MARKET_MAKER)));
      expect(new Set(ids).size).toBe(1);
      const users = await fresh.db.selectFrom('users').select(['id', 'mobile_number']).execute();
      expect(users).toEqual([{ id: ids[0], mobile_number: MARKET_MAKER.mobile_number }]);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
      await fresh.close();
    }
  });
});
