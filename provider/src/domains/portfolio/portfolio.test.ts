// The home screen's figures through the provider's API on a real PostgreSQL: each coin's average cost and profit or
// loss are the tax year's own open lots at the selling price now; the change today is the balances now at today's
// prices against the balances 24 hours ago at the feed's day-ago prices; the value chart is the ledger's balances at
// each day's end in India at that day's price from the feed's past. A history is made by backdating a person's
// journal entries (what the ledger records at the database's time) to before chosen day ends.
import { COINS, type Coin } from '@sikka/shared/constants';
import { spreadPrices } from '@sikka/shared/market/fees';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { averageCost, dayEnds, worth } from '@sikka/shared/portfolio/rules';
import {
  type PortfolioHistory,
  type PortfolioSummary,
  portfolioHistorySchema,
  portfolioSummarySchema,
} from '@sikka/shared/portfolio/schemas';
import { FIXED_MIDS, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { movableMarket } from '@sikka/tests/support/movableMarket';
import { call, ManualClock, providerForFile } from '@sikka/tests/support/provider';
import { instantOrder } from '@sikka/tests/support/subBroker';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { taxKit } from '../tax/taxKit.ts';

const HOUR = 3_600_000;
const clock = new ManualClock();
/** The week's day ends as the provider will count them, and BTC's past mid at each: ₹80,00,000, ₹81,00,000, … */
const week = dayEnds(clock.now(), 7).slice(0, -1);
const pastMid = (index: number) => 80_00_000_00n + BigInt(index) * 1_00_000_00n;
const path = (coin: Coin) =>
  week.map((moment, index) => ({
    at: moment.getTime(),
    mid: coin === 'BTC' ? pastMid(index) : FIXED_MIDS[coin],
  }));
const market = movableMarket(FIXED_MIDS, {
  past: Object.fromEntries(COINS.map((coin) => [coin, path(coin)])) as Record<Coin, ReturnType<typeof path>>,
});
const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market, clock });
const { report } = taxKit(provider);
const schedule = () => provider.config.FEE_SCHEDULE;
const sell = (mid: bigint) => spreadPrices(mid, schedule()).sell;
const paise = (rupees: string) => toMinorUnits(rupees, 'INR');
const inr = (amount: bigint) => fromMinorUnits(amount, 'INR');

async function summary(user: MoneyUser): Promise<PortfolioSummary> {
  const answer = await call(provider, 'GET', '/portfolio/summary', { bearer: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return portfolioSummarySchema.parse(answer.body);
}

async function history(user: MoneyUser, range: string): Promise<PortfolioHistory> {
  const answer = await call(provider, 'GET', `/portfolio/history?range=${range}`, { bearer: user.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return portfolioHistorySchema.parse(answer.body);
}

async function wallet(user: MoneyUser): Promise<{ INR: bigint; BTC: bigint }> {
  const answer = await call(provider, 'GET', '/v2/wallet', { bearer: user.token });
  const wallets = answer.body.wallets as Record<string, { balance: string }>;
  return {
    INR: paise(wallets.INR?.balance ?? ''),
    BTC: toMinorUnits(wallets.BTC?.balance ?? '', 'BTC'),
  };
}

/**
 * Moves every journal entry of the user's written after `since` (all when null) to `to`. The ledger refuses any
 * update (its append-only trigger); this fixture lifts that one guard inside its own transaction to retime entries
 * the API wrote, and nothing else: amounts, lines and balances stay as the ledger wrote them.
 */
async function backdate(user: MoneyUser, to: Date, since: Date | null = null): Promise<void> {
  await provider.db.transaction().execute(async (trx) => {
    await sql`alter table journal_entries disable trigger journal_entries_append_only`.execute(trx);
    await sql`
      update journal_entries set created_at = ${to}
      where id in (select l.entry_id from journal_lines l join ledger_accounts a on a.id = l.account_id
                   where a.user_id = ${user.id})
        and (${since}::timestamptz is null or created_at > ${since})`.execute(trx);
    await sql`alter table journal_entries enable trigger journal_entries_append_only`.execute(trx);
  });
}

let alice: MoneyUser;
let bob: MoneyUser;
let carol: MoneyUser;
/** Alice's wallet after her first buy, and Bob's deposit's market value. */
let afterFirstBuy: { INR: bigint; BTC: bigint };
const deposited = () => week[1]?.getTime() ?? 0;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    moneyUser(provider, { funds: { INR: '1000000' } }),
    moneyUser(provider, { funds: { BTC: '0.1' } }),
    moneyUser(provider),
  ]);
  // Alice: ₹10,00,000 in before the second day's end, ₹4,50,000 of BTC bought before the fourth's; Bob's 0.1 BTC
  // arrived two days ago.
  await backdate(alice, new Date(deposited() - HOUR));
  await backdate(bob, new Date(clock.now().getTime() - 48 * HOUR));
  await instantOrder(provider, alice, 'buy', '450000');
  await backdate(alice, new Date((week[3]?.getTime() ?? 0) - HOUR), new Date(deposited()));
  afterFirstBuy = await wallet(alice);
  // Today BTC is up 10%, and Alice buys ₹1,00,000 more at the new price.
  market.move('BTC', 99_00_000_00n);
  await instantOrder(provider, alice, 'buy', '100000');
}, 90_000);

describe('average cost and profit or loss', () => {
  it("are the tax year's open lots at the selling price now", async () => {
    const [mine, lots] = await Promise.all([summary(alice), report(alice)]);
    const quantity = lots.holdings.reduce((sum, lot) => sum + toMinorUnits(lot.quantity, 'BTC'), 0n);
    const cost = lots.holdings.reduce((sum, lot) => sum + paise(lot.cost), 0n);
    expect(lots.holdings).toHaveLength(2);
    const value = worth(quantity, 'BTC', sell(99_00_000_00n));
    expect(mine.holdings).toEqual([
      {
        asset: 'BTC',
        quantity: fromMinorUnits(quantity, 'BTC'),
        cost: inr(cost),
        average_cost: inr(averageCost(cost, quantity, 'BTC') as bigint),
        value: inr(value),
        profit_loss: inr(value - cost),
        profit_loss_percent: expect.stringMatching(/^\d+\.\d{2}$/),
        cost_known: true,
      },
    ]);
    // Bought at ₹90,00,000 and ₹99,00,000 (plus the spread): the average lies between, and the holding is up.
    const average = paise(mine.holdings[0]?.average_cost ?? '0');
    expect(average).toBeGreaterThan(90_00_000_00n);
    expect(average).toBeLessThan(99_00_000_00n * 2n);
    expect(paise(mine.holdings[0]?.profit_loss ?? '0')).toBeGreaterThan(0n);
  });

  it('a deposit’s lot costs its market value on arrival and says its cost is not known', async () => {
    const [mine] = (await summary(bob)).holdings;
    expect(mine).toMatchObject({ asset: 'BTC', quantity: '0.10000000', cost_known: false });
    // The deposit was valued at ₹90,00,000 a coin (its selling price then), and BTC is 10% up since.
    expect(paise(mine?.average_cost ?? '0')).toBeLessThanOrEqual(90_00_000_00n);
    expect(mine?.profit_loss_percent).toMatch(/^(9|10)\.\d{2}$/);
  });
});

describe('the change today', () => {
  it("is the balances now at today's prices against the balances 24 hours ago at the day-ago prices", async () => {
    const [{ today }, now] = await Promise.all([summary(alice), wallet(alice)]);
    const value = now.INR + worth(now.BTC, 'BTC', sell(99_00_000_00n));
    // 24 hours ago Alice held what her first buy left her (her second buy is today's), at ₹90,00,000's price.
    const dayAgo = afterFirstBuy.INR + worth(afterFirstBuy.BTC, 'BTC', sell(90_00_000_00n));
    expect(today).toMatchObject({
      value: inr(value),
      day_ago_value: inr(dayAgo),
      change: inr(value - dayAgo),
    });
    expect(paise(today.change)).toBeGreaterThan(0n);
  });

  it('a holding that did not move changes with its price alone: 10% on BTC up 10%', async () => {
    const { today } = await summary(bob);
    expect(paise(today.value) - paise(today.day_ago_value)).toBe(paise(today.change));
    expect(today.change_percent).toBe('10.00');
  });

  it('a new person has nothing: no holdings, no change, no percentage', async () => {
    expect(await summary(carol)).toMatchObject({
      holdings: [],
      today: { value: '0.00', day_ago_value: '0.00', change: '0.00', change_percent: null },
    });
  });
});

describe('the value history', () => {
  it("a week: each day's end in India, the balances then at that day's price, and now", async () => {
    const { points, range } = await history(alice, '1W');
    expect(range).toBe('1W');
    expect(points.map((point) => point.at)).toEqual(dayEnds(clock.now(), 7).map((at) => at.toISOString()));
    const now = await wallet(alice);
    const expected = week.map((_, index) => {
      if (index < 1) return 0n;
      if (index < 3) return 10_00_000_00n;
      return afterFirstBuy.INR + worth(afterFirstBuy.BTC, 'BTC', sell(pastMid(index)));
    });
    expected.push(now.INR + worth(now.BTC, 'BTC', sell(99_00_000_00n)));
    expect(points.map((point) => point.value)).toEqual(expected.map(inr));
  });

  it('a month and a year have a point a day and end now; a new person’s are all nil', async () => {
    const [month, year] = await Promise.all([history(alice, '1M'), history(carol, '1Y')]);
    expect(month.points).toHaveLength(31);
    expect(year.points).toHaveLength(366);
    expect(new Set(year.points.map((point) => point.value))).toEqual(new Set(['0.00']));
    expect(month.points.at(-1)?.at).toBe(clock.now().toISOString());
  });

  it('asks a session and a range it offers', async () => {
    expect((await call(provider, 'GET', '/portfolio/history?range=1W')).status).toBe(401);
    expect((await call(provider, 'GET', '/portfolio/summary')).status).toBe(401);
    const wrong = await call(provider, 'GET', '/portfolio/history?range=5Y', { bearer: alice.token });
    expect(wrong.status).toBe(422);
  });
});
