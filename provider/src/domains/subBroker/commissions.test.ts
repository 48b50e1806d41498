// Sub-broker commissions on a real provider: each side of a client's fill since the link earns its sub-broker a share
// of the fee, rounded down, credited once through the ledger however often (or concurrently) the sweep runs; fills
// before the link and a non-client's earn nothing; the dashboard lists them; statements refuse as §8 says.
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import { commissionOf, SUB_BROKER_MESSAGES } from '@sikka/shared/subBroker/rules';
import { subBrokerCommissionsSchema } from '@sikka/shared/subBroker/schemas';
import { STATEMENT_MESSAGES } from '@sikka/shared/subBroker/statement';
import { financialYearOf } from '@sikka/shared/tax/financialYear';
import { ofBps, tds194HRateBps, tds194HThreshold } from '@sikka/shared/tax/vdaRules';
import { fixedMarket, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, providerForFile } from '@sikka/tests/support/provider';
import { exchangeFill, instantOrder, linkClient, subBrokerUser } from '@sikka/tests/support/subBroker';
import { beforeAll, describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { userBalances } from '../../platform/ledger/ledger.ts';
import { CommissionService } from './commissions.ts';

const ADMIN = 'commission-test-admin-token-0123456789abcdef';
const provider = providerForFile({
  env: { ADMIN_TOKEN: ADMIN, AUTH_ATTEMPTS_PER_IP: '10000', SUB_BROKER_COMMISSION_SWEEP_MS: '0' },
  market: fixedMarket(),
});
const sweeper = () => new CommissionService(provider.db, provider.clock, { percent: 20, sweepMs: 0 });

let sb: MoneyUser;
let client: MoneyUser;
let other: MoneyUser;
const funds = { INR: '10000000', BTC: '10' };

beforeAll(async () => {
  sb = await subBrokerUser(provider, ADMIN, 'COMMI');
  [client, other] = await Promise.all([moneyUser(provider, { funds }), moneyUser(provider, { funds })]);
}, 60_000);

const inrOf = async (userId: number) => (await userBalances(provider.db, userId)).INR.available;

describe('commissions', () => {
  it('credits each side of a client fill since the link once, even when sweeps run twice and concurrently', async () => {
    const before = await instantOrder(provider, client, 'buy', '5000'); // before the link: earns nothing
    provider.clock.advanceSeconds(1);
    await linkClient(provider, sb, client);
    provider.clock.advanceSeconds(1);
    const buy = await instantOrder(provider, client, 'buy', '10000');
    const sell = await instantOrder(provider, client, 'sell', '0.001');
    const asTaker = await exchangeFill(provider, other, client, 'sell', '0.01'); // the client buys, taking
    const asMaker = await exchangeFill(provider, client, other, 'sell', '0.002'); // the client sells, resting
    const strangers = await exchangeFill(provider, other, other, 'sell', '0.001').catch(() => null);
    await instantOrder(provider, other, 'buy', '7000'); // a non-client's: earns nothing

    const balanceBefore = await inrOf(sb.id);
    const counts = await Promise.all([sweeper().sweep(), sweeper().sweep(), sweeper().sweep()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await sweeper().sweep()).toBe(0);

    const rows = await provider.db
      .selectFrom('sub_broker_commissions')
      .selectAll()
      .where('client_id', '=', client.id)
      .orderBy('filled_at')
      .execute();
    expect(rows.map((row) => [row.source, row.fill_id, row.side]).sort()).toEqual(
      [
        ['instant', String(buy), 'buy'],
        ['instant', String(sell), 'sell'],
        ['trade', asTaker, 'buy'],
        ['trade', asMaker, 'sell'],
      ].sort(),
    );
    expect(rows.some((row) => row.fill_id === String(before) || row.fill_id === strangers)).toBe(false);
    const others = await provider.db
      .selectFrom('sub_broker_commissions')
      .select('fill_id')
      .where('client_id', '=', other.id)
      .execute();
    expect(others).toEqual([]);
    // 20% of each fee, rounded down; the sub-broker's wallet grew by exactly their sum, one ledger entry each.
    for (const row of rows) expect(BigInt(row.amount)).toBe(commissionOf(BigInt(row.fee), 20));
    const total = rows.reduce((sum, row) => sum + BigInt(row.amount), 0n);
    expect(total).toBeGreaterThan(0n);
    expect((await inrOf(sb.id)) - balanceBefore).toBe(total);
    const entries = await provider.db
      .selectFrom('journal_entries')
      .select('reference')
      .where('kind', '=', 'sub_broker_commission')
      .where('user_id', '=', sb.id)
      .execute();
    expect(entries).toHaveLength(rows.filter((row) => BigInt(row.amount) > 0n).length);
    expect(new Set(entries.map((entry) => entry.reference)).size).toBe(entries.length);

    // The dashboard: the list with its total; anyone else hears §8's silent refusal.
    const listed = subBrokerCommissionsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/commissions', { bearer: sb.token })).body,
    );
    expect(listed).toMatchObject({ percent: 20, count: 4 });
    expect(listed.commissions.map((c) => c.client_id)).toEqual([client.id, client.id, client.id, client.id]);
    // Named as the clients table names them: never by an internal id.
    const named = `A Sikka user (XXXXXX${client.mobile.slice(-4)})`;
    expect(listed.commissions.map((c) => c.client_name)).toEqual([named, named, named, named]);
    const refused = await call(provider, 'GET', '/sub-broker/commissions', { bearer: client.token });
    expect(refused).toMatchObject({ status: 403, body: { message: SUB_BROKER_MESSAGES.notASubBroker } });
  });

  it('reads only recent fills, yet credits one committed late behind a newer credited fill', async () => {
    provider.clock.advanceSeconds(3600);
    const first = await instantOrder(provider, client, 'buy', '3000');
    expect(await sweeper().sweep()).toBe(1);
    // A fill stamped 5 minutes before the newest credited one, as a transaction that committed late would be.
    const late = await instantOrder(provider, client, 'buy', '2000');
    const newest = await provider.db
      .selectFrom('orders')
      .select('created_at')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    await provider.db
      .updateTable('orders')
      .set({ created_at: new Date(newest.created_at.getTime() - 5 * 60_000) })
      .where('id', '=', late)
      .execute();
    expect(await sweeper().sweep()).toBe(1);
    const credited = await provider.db
      .selectFrom('sub_broker_commissions')
      .select('fill_id')
      .where('fill_id', '=', String(late))
      .execute();
    expect(credited).toHaveLength(1);
  });
});

describe('section 194H: tax deducted at source from commissions', () => {
  it("nil within the year's threshold; the crossing's catch-up carried past a small credit; paid to TDS payable", async () => {
    const broker = await subBrokerUser(provider, ADMIN, 'TDSCO');
    const payer = await moneyUser(provider, { funds });
    await linkClient(provider, broker, payer);
    const { id: brokerId } = await provider.db
      .selectFrom('sub_brokers')
      .select('id')
      .where('user_id', '=', broker.id)
      .executeTakeFirstOrThrow();
    const now = provider.clock.now();
    const threshold = tds194HThreshold(financialYearOf(now));
    const rate = tds194HRateBps(now);
    // Credited earlier this financial year: ₹1 short of the threshold.
    const earlier = threshold - 100n;
    await provider.db
      .insertInto('sub_broker_tds_years')
      .values({
        sub_broker_id: brokerId,
        financial_year: financialYearOf(now).label,
        credited: earlier,
        due: 0n,
        withheld: 0n,
      })
      .execute();
    const payable = async () => {
      const row = await provider.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', 'tds_payable')
        .where('asset', '=', 'INR')
        .executeTakeFirst();
      return BigInt(row?.balance ?? 0);
    };
    const wallet = await inrOf(broker.id);
    const payableBefore = await payable();

    const crossing = await instantOrder(provider, payer, 'buy', '20000');
    await sweeper().sweep();
    const after = await instantOrder(provider, payer, 'buy', '2000000');
    await sweeper().sweep();
    const rowOf = (fill: number) =>
      provider.db
        .selectFrom('sub_broker_commissions')
        .select(['amount', 'tds'])
        .where('fill_id', '=', String(fill))
        .executeTakeFirstOrThrow();
    const [first, second] = [await rowOf(crossing), await rowOf(after)];
    const [a1, a2] = [BigInt(first.amount), BigInt(second.amount)];
    // The crossing credit owes the rule's deduction on the year's whole total, more than the credit itself: all of
    // it is withheld and the rest carries to the next credit, which also owes its own.
    const due1 = ofBps(earlier + a1, rate);
    expect(due1).toBeGreaterThan(a1);
    expect(BigInt(first.tds)).toBe(a1);
    const due2 = ofBps(a2, rate);
    expect(a2).toBeGreaterThan(due1 - a1 + due2);
    expect(BigInt(second.tds)).toBe(due1 - a1 + due2);
    const withheld = due1 + due2;
    expect((await inrOf(broker.id)) - wallet).toBe(a1 + a2 - withheld);
    expect((await payable()) - payableBefore).toBe(withheld);
    expect(booksBalance(await checkInvariants(provider.db))).toBe(true);
    const year = await provider.db
      .selectFrom('sub_broker_tds_years')
      .selectAll()
      .where('sub_broker_id', '=', brokerId)
      .executeTakeFirstOrThrow();
    expect([year.credited, year.due, year.withheld].map(BigInt)).toEqual([
      earlier + a1 + a2,
      withheld,
      withheld,
    ]);

    const listed = subBrokerCommissionsSchema.parse(
      (await call(provider, 'GET', '/sub-broker/commissions', { bearer: broker.token })).body,
    );
    expect(toMinorUnits(listed.tds, 'INR')).toBe(withheld);
    expect(listed.commissions.find((c) => c.fill_id === String(crossing))?.tds).toBe(
      fromMinorUnits(BigInt(first.tds), 'INR'),
    );

    // The sub-broker's own tax year states the commission credited through the platform, the TDS and what was paid.
    const report = await call(provider, 'GET', `/tax/report?year=${financialYearOf(now).label}`, {
      bearer: broker.token,
    });
    expect(report.status).toBe(200);
    expect(report.body.commission).toEqual({
      credited: fromMinorUnits(a1 + a2, 'INR'),
      tds: fromMinorUnits(withheld, 'INR'),
      paid: fromMinorUnits(a1 + a2 - withheld, 'INR'),
      asset: 'INR',
    });
  });

  it("nothing is withheld while a year's commissions stay within the threshold", async () => {
    const rows = await provider.db
      .selectFrom('sub_broker_commissions')
      .select('tds')
      .where('client_id', '=', client.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => BigInt(row.tds) === 0n)).toBe(true);
  });
});

describe('statement refusals', () => {
  const statement = (user: MoneyUser, query: string) =>
    call(provider, 'GET', `/sub-broker/statements?${query}`, { bearer: user.token });

  it("answers 404 for anyone not one's client, 422 for a malformed or future period, 403 for a non-sub-broker", async () => {
    const month = provider.clock.now().toISOString().slice(0, 7);
    for (const id of [String(other.id), String(sb.id), 'abc', '0', '99999999'])
      expect(await statement(sb, `client_id=${id}&period=${month}`)).toMatchObject({
        status: 404,
        body: { message: SUB_BROKER_MESSAGES.notFound },
      });
    const malformed = await statement(sb, `client_id=${client.id}&period=2026-13`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.errors.period).toEqual([STATEMENT_MESSAGES.period]);
    const future = await statement(sb, `client_id=${client.id}&period=FY2999-00`);
    expect(future.status).toBe(422);
    expect(future.body.error.errors.period).toEqual([STATEMENT_MESSAGES.futurePeriod]);
    expect(await statement(client, `client_id=${client.id}&period=${month}`)).toMatchObject({
      status: 403,
      body: { message: SUB_BROKER_MESSAGES.notASubBroker },
    });
  });
});
