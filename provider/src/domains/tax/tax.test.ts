// The tax year through the provider's API on a real PostgreSQL: a history of deposits, instant and exchange trades
// becomes the year's Schedule VDA by FIFO, to the paisa; its TDS is the ledger's; a cost the platform cannot know is
// marked and the person's own to enter; a year outside the account's life, another person's acquisition and a cost
// the platform knows are each a clear refusal; the CSV is Schedule VDA's layout.
import { toMinorUnits } from '@sikka/shared/money/amount';
import { TAX_YEAR_MESSAGES } from '@sikka/shared/tax/financialYear';
import { SCHEDULE_VDA_COLUMNS } from '@sikka/shared/tax/scheduleVda';
import { fixedMarket, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { exchangeFill, instantOrder } from '@sikka/tests/support/subBroker';
import { beforeAll, describe, expect, it } from 'vitest';
import { taxKit } from './taxKit.ts';
import { TAX_MESSAGES } from './taxService.ts';

const provider = providerForFile({ env: { AUTH_ATTEMPTS_PER_IP: '10000' }, market: fixedMarket() });
const { year, reportCall, report, ledgerTds } = taxKit(provider);
const paise = (rupees: string) =>
  toMinorUnits(rupees.replace('-', ''), 'INR') * (rupees.startsWith('-') ? -1n : 1n);
const sum = (values: string[]) => values.reduce((total, value) => total + paise(value), 0n);
let alice: MoneyUser;
let bob: MoneyUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([
    moneyUser(provider, { funds: { INR: '10000000', BTC: '1' } }),
    moneyUser(provider, { funds: { INR: '10000000' } }),
  ]);
  // Alice: 1 BTC deposited, ₹9,00,000 bought, 0.5 BTC sold instantly, 0.55 BTC sold on the book to Bob.
  await instantOrder(provider, alice, 'buy', '900000');
  await instantOrder(provider, alice, 'sell', '0.5');
  await exchangeFill(provider, bob, alice, 'buy', '0.55');
}, 90_000);

describe('a year of trades as Schedule VDA', () => {
  it('matches each sale to the oldest coins first, the deposit before the buy', async () => {
    const r = await report(alice);
    expect(r.year).toBe(year().label);
    expect(r.years).toEqual([year().label]);
    expect(r.rows.map((row) => [row.kind, row.source, row.quantity])).toEqual([
      ['instant_sell', 'deposit', '0.50000000'],
      ['exchange_sell', 'deposit', '0.50000000'],
      ['exchange_sell', 'instant_buy', '0.05000000'],
    ]);
    expect(r.rows.map((row) => row.cost_known)).toEqual([false, false, true]);
    expect(r.costs_to_check).toBe(2);
    // The sale on the book at ₹90,00,000: 0.55 BTC for ₹49,50,000, split between its two lots by quantity.
    expect(sum(r.rows.slice(1).map((row) => row.consideration))).toBe(paise('4950000.00'));
    for (const row of r.rows) expect(paise(row.gain)).toBe(paise(row.consideration) - paise(row.cost));
    expect(paise(r.totals.consideration)).toBe(sum(r.rows.map((row) => row.consideration)));
    expect(paise(r.totals.cost)).toBe(sum(r.rows.map((row) => row.cost)));
    expect(r.assets.map((a) => [a.asset, a.quantity, a.transfers])).toEqual([['BTC', '1.05000000', 2]]);
  });

  it('the TDS it states is the ledger’s, and by quarter sums to it', async () => {
    const r = await report(alice);
    const tds = await ledgerTds(alice.id);
    expect(tds).toBeGreaterThan(0n);
    expect(paise(r.tds)).toBe(tds);
    expect(sum(Object.values(r.tds_by_quarter))).toBe(tds);
  });

  it('conserves cost: what was sold plus what is held cost what was acquired', async () => {
    const r = await report(alice);
    const held = sum(r.holdings.map((lot) => lot.cost));
    const deposit = r.unknown_costs[0];
    expect(r.unknown_costs).toHaveLength(1);
    expect(deposit).toMatchObject({
      asset: 'BTC',
      source: 'deposit',
      quantity: '1.00000000',
      entered_cost: null,
    });
    // Acquired: the deposit at its market value on arrival, and ₹9,00,000's buy at its value (the fee is not cost).
    const bought = paise(r.rows[2]?.cost ?? '0') + held;
    expect(paise(r.totals.cost) + held).toBe(paise(deposit?.market_value ?? '0') + bought);
    expect(r.holdings.map((lot) => lot.source)).toEqual(['instant_buy']);
  });

  it('the estimate is 30% and 4% cess of the income, losses not set off', async () => {
    const r = await report(alice);
    const income = r.rows.reduce((total, row) => total + (paise(row.gain) > 0n ? paise(row.gain) : 0n), 0n);
    expect(paise(r.totals.income)).toBe(income);
    expect(paise(r.estimate.tax)).toBe((income * 30n * 2n + 100n) / 200n);
  });
});

describe('costs the platform cannot know', () => {
  it('the person enters what they paid, the rows take it, and clearing it goes back', async () => {
    const lot = (await report(alice)).unknown_costs[0]?.lot_id as string;
    const entered = await call(provider, 'POST', '/tax/costs', {
      bearer: alice.token,
      body: { lot_id: lot, cost: '4000000' },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    expect(entered.body).toEqual({ lot_id: lot, entered_cost: '4000000.00' });
    const after = await report(alice);
    expect(after.rows.slice(0, 2).map((row) => [row.cost, row.cost_known])).toEqual([
      ['2000000.00', true],
      ['2000000.00', true],
    ]);
    expect(after.costs_to_check).toBe(0);
    const cleared = await call(provider, 'POST', '/tax/costs', {
      bearer: alice.token,
      body: { lot_id: lot, cost: null },
    });
    expect(cleared.body).toEqual({ lot_id: lot, entered_cost: null });
    expect((await report(alice)).costs_to_check).toBe(2);
  });

  it('refuses another person’s acquisition, and a cost paid on Sikka', async () => {
    const r = await report(alice);
    const theirs = await call(provider, 'POST', '/tax/costs', {
      bearer: bob.token,
      body: { lot_id: r.unknown_costs[0]?.lot_id, cost: '1' },
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(TAX_MESSAGES.noSuchAcquisition);
    const bought = r.rows[2]?.lot_id;
    const known = await call(provider, 'POST', '/tax/costs', {
      bearer: alice.token,
      body: { lot_id: bought, cost: '1' },
    });
    expect(known.status).toBe(409);
    expect(known.body.message).toBe(TAX_MESSAGES.costKnown);
    const bad = await call(provider, 'POST', '/tax/costs', {
      bearer: alice.token,
      body: { lot_id: bought, cost: '1.234' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.errors.cost).toEqual(['Enter the cost in rupees, up to two decimals']);
  });
});

describe('the years a person may ask for', () => {
  it('refuses a year before the account, one not begun, and a malformed one', async () => {
    const start = year().start;
    const label = (s: number) => `${s}-${String((s + 1) % 100).padStart(2, '0')}`;
    const before = await reportCall(alice, label(start - 1));
    expect(before.status).toBe(422);
    expect(before.body.error.errors.year).toEqual([TAX_YEAR_MESSAGES.beforeAccount]);
    const future = await reportCall(alice, label(start + 1));
    expect(future.status).toBe(422);
    expect(future.body.error.errors.year).toEqual([TAX_YEAR_MESSAGES.future]);
    const malformed = await reportCall(alice, 'last year');
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.errors.year).toEqual([TAX_YEAR_MESSAGES.malformed]);
  });

  it('a person with no transfers has an empty year, and no one is reported without a session', async () => {
    const r = await report(bob);
    expect(r.rows).toEqual([]);
    expect(r.holdings.map((lot) => [lot.source, lot.quantity])).toEqual([['exchange_buy', '0.55000000']]);
    expect(r.commission).toBeNull();
    expect((await call(provider, 'GET', `/tax/report?year=${year().label}`)).status).toBe(401);
  });
});

describe('Schedule VDA as CSV', () => {
  it('has the schedule’s columns, a row per lot sold and the total of positive incomes', async () => {
    const answer = await fetch(`${provider.url}/tax/schedule-vda?year=${year().label}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="schedule-vda-${year().label}.csv"`,
    );
    const lines = (await answer.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(SCHEDULE_VDA_COLUMNS.map((c) => (c.includes(',') ? `"${c}"` : c)).join(','));
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^Total \(sum of all positive incomes\)/);
  });
});
