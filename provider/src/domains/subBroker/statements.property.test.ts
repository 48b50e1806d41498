// Property: after random sequences of two clients' instant buys and sells and exchange fills between them (and two
// non-clients' trading, which must not appear), with commission sweeps at random points, each client's statement for
// the month and for the financial year has the fee, GST, TDS and commission totals of the ledger's postings to those
// accounts for that client's fills, to the paisa; and the books' invariants hold.
import { QUOTE_CURRENCY } from '@sikka/shared/constants';
import { toMinorUnits } from '@sikka/shared/money/amount';
import { type SubBrokerStatement, subBrokerStatementSchema } from '@sikka/shared/subBroker/schemas';
import { fixedMarket, type MoneyUser, moneyUser } from '@sikka/tests/support/money';
import { call, ManualClock, providerForFile } from '@sikka/tests/support/provider';
import { exchangeFill, instantOrder, linkClient, subBrokerUser } from '@sikka/tests/support/subBroker';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { booksBalance, checkInvariants } from '../../platform/ledger/invariants.ts';
import { CommissionService } from './commissions.ts';

const ADMIN = 'statement-property-admin-token-0123456789abcdef';
const provider = providerForFile({
  env: { ADMIN_TOKEN: ADMIN, AUTH_ATTEMPTS_PER_IP: '100000', SUB_BROKER_COMMISSION_SWEEP_MS: '0' },
  market: fixedMarket(),
  // Mid-June in India: every run's fills fall in the month 2026-06 and the year FY2026-27.
  clock: new ManualClock(new Date('2026-06-10T06:00:00Z')),
});
const sweep = () => new CommissionService(provider.db, provider.clock, { percent: 20, sweepMs: 0 }).sweep();
const funds = { INR: '10000000', BTC: '10' };

/** 0, 1: the clients; 2, 3: two users of no sub-broker. */
type Op =
  | { op: 'instant'; who: 0 | 1 | 2; side: 'buy' | 'sell'; size: number }
  | { op: 'fill'; among: 'clients' | 'others'; flip: boolean; makerSide: 'buy' | 'sell'; lots: number }
  | { op: 'sweep' }
  | { op: 'wait'; minutes: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('instant' as const),
    who: fc.constantFrom(0 as const, 1 as const, 2 as const),
    side: fc.constantFrom('buy' as const, 'sell' as const),
    size: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({
    op: fc.constant('fill' as const),
    among: fc.constantFrom('clients' as const, 'clients' as const, 'others' as const),
    flip: fc.boolean(),
    makerSide: fc.constantFrom('buy' as const, 'sell' as const),
    lots: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ op: fc.constant('sweep' as const) }),
  fc.record({ op: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 120 }) }),
);

interface LedgerSums {
  fee: bigint;
  gst: bigint;
  tds: bigint;
}

/** The platform's fee, GST and TDS accounts' postings in the given entries (by kind and reference). */
async function platformPostings(references: string[]): Promise<LedgerSums> {
  if (references.length === 0) return { fee: 0n, gst: 0n, tds: 0n };
  const rows = await sql<{ kind: string; total: string }>`
    select a.kind, sum(l.amount)::text as total
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.id = l.account_id
    where e.reference = any(${references}::text[]) and e.kind in ('instant_buy', 'instant_sell', 'trade')
      and a.user_id is null and a.kind in ('fees', 'gst_payable', 'tds_payable') and a.asset = 'INR'
    group by a.kind`.execute(provider.db);
  const of = (kind: string) => BigInt(rows.rows.find((row) => row.kind === kind)?.total ?? 0);
  return { fee: of('fees'), gst: of('gst_payable'), tds: of('tds_payable') };
}

/** The commission entries' credits to the sub-broker's rupee wallet for the given fills' references. */
async function commissionCredits(subBrokerId: number, references: string[]): Promise<bigint> {
  if (references.length === 0) return 0n;
  const row = await sql<{ total: string | null }>`
    select sum(l.amount)::text as total
    from journal_entries e
    join journal_lines l on l.entry_id = e.id
    join ledger_accounts a on a.id = l.account_id
    where e.kind = 'sub_broker_commission' and e.reference = any(${references}::text[])
      and a.user_id = ${subBrokerId} and a.kind = 'available' and a.asset = 'INR'`.execute(provider.db);
  return BigInt(row.rows[0]?.total ?? 0);
}

/** Every ledger reference of a user's instant orders, and of the exchange fills among the given users. */
async function fillReferences(userIds: number[]) {
  const orders = await provider.db.selectFrom('orders').select(['id', 'user_id', 'side']).execute();
  const trades = await provider.db
    .selectFrom('exchange_trades')
    .select(['pair', 'id', 'maker_user', 'taker_user', 'taker_side'])
    .execute();
  const mine = (id: number) => userIds.includes(id);
  const instant = orders.filter((o) => mine(o.user_id));
  const fills = trades.filter((t) => mine(t.maker_user) || mine(t.taker_user));
  return {
    instant: (userId: number) => instant.filter((o) => o.user_id === userId).map((o) => `order:${o.id}`),
    trades: fills.map((t) => `xtrade:${t.pair}:${t.id}`),
    commissions: [
      ...instant.map((o) => `commission:instant:${o.id}:${o.side}`),
      ...fills.flatMap((t) => {
        const makerSide = t.taker_side === 'buy' ? 'sell' : 'buy';
        return [
          ...(mine(t.taker_user) ? [`commission:trade:${t.pair}:${t.id}:${t.taker_side}`] : []),
          ...(mine(t.maker_user) ? [`commission:trade:${t.pair}:${t.id}:${makerSide}`] : []),
        ];
      }),
    ],
  };
}

const paise = (rupees: string) => toMinorUnits(rupees, QUOTE_CURRENCY);
const lineSum = (
  statement: SubBrokerStatement,
  pick: 'fee' | 'gst' | 'tds' | 'commission',
  source?: string,
) =>
  statement.lines
    .filter((line) => source === undefined || line.source === source)
    .reduce((sum, line) => sum + paise(line[pick]), 0n);

async function statementOf(sb: MoneyUser, client: MoneyUser, period: string): Promise<SubBrokerStatement> {
  const answer = await call(
    provider,
    'GET',
    `/sub-broker/statements?client_id=${client.id}&period=${period}`,
    {
      bearer: sb.token,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return subBrokerStatementSchema.parse(answer.body);
}

async function runSequence(ops: Op[]): Promise<void> {
  const sb = await subBrokerUser(provider, ADMIN, 'PROPS');
  const users = await Promise.all([0, 1, 2, 3].map(() => moneyUser(provider, { funds })));
  const [a, b, n1, n2] = users as [MoneyUser, MoneyUser, MoneyUser, MoneyUser];
  await linkClient(provider, sb, a);
  await linkClient(provider, sb, b);
  provider.clock.advanceSeconds(1);
  for (const op of ops) {
    if (op.op === 'instant') {
      const user = users[op.who] as MoneyUser;
      await instantOrder(
        provider,
        user,
        op.side,
        op.side === 'buy' ? String(op.size * 200) : `0.000${op.size + 9}`,
      );
    } else if (op.op === 'fill') {
      const [maker, taker] =
        op.among === 'clients' ? (op.flip ? [b, a] : [a, b]) : op.flip ? [n2, n1] : [n1, n2];
      await exchangeFill(provider, maker, taker, op.makerSide, (op.lots / 10_000).toFixed(4));
    } else if (op.op === 'sweep') await sweep();
    else provider.clock.advanceSeconds(op.minutes * 60);
  }
  await sweep();
  // The books still balance: the commissions moved money, never made it.
  expect(booksBalance(await checkInvariants(provider.db))).toBe(true);

  const refs = await fillReferences([a.id, b.id]);
  const others = await fillReferences([n1.id, n2.id]);
  const trades = await platformPostings(refs.trades);
  for (const period of ['2026-06', 'FY2026-27']) {
    const [sa, sbs] = [await statementOf(sb, a, period), await statementOf(sb, b, period)];
    // Nothing of the non-clients' appears.
    const stated = new Set([...sa.lines, ...sbs.lines].map((line) => `${line.source}:${line.fill_id}`));
    for (const ref of [...others.instant(n1.id), ...others.instant(n2.id)])
      expect(stated.has(`instant:${ref.slice('order:'.length)}`)).toBe(false);
    for (const ref of others.trades) expect(stated.has(`trade:${ref.slice('xtrade:'.length)}`)).toBe(false);
    // Instant orders: each client's own entries, exactly.
    for (const [client, statement] of [
      [a, sa],
      [b, sbs],
    ] as const) {
      const ledger = await platformPostings(refs.instant(client.id));
      expect(lineSum(statement, 'fee', 'instant')).toBe(ledger.fee);
      expect(lineSum(statement, 'gst', 'instant')).toBe(ledger.gst);
      expect(lineSum(statement, 'tds', 'instant')).toBe(ledger.tds);
    }
    // Exchange fills: both sides are the two clients', so the two statements share each fill's entry.
    for (const part of ['fee', 'gst', 'tds'] as const)
      expect(lineSum(sa, part, 'trade') + lineSum(sbs, part, 'trade')).toBe(trades[part]);
    // Totals: lines and the ledger agree, commission included.
    const ledger = {
      fee: trades.fee,
      gst: trades.gst,
      tds: trades.tds,
    };
    for (const client of [a, b]) {
      const own = await platformPostings(refs.instant(client.id));
      ledger.fee += own.fee;
      ledger.gst += own.gst;
      ledger.tds += own.tds;
    }
    for (const part of ['fee', 'gst', 'tds'] as const)
      expect(paise(sa.totals[part]) + paise(sbs.totals[part])).toBe(ledger[part]);
    for (const statement of [sa, sbs])
      for (const part of ['fee', 'gst', 'tds', 'commission'] as const)
        expect(paise(statement.totals[part])).toBe(lineSum(statement, part));
    expect(paise(sa.totals.commission) + paise(sbs.totals.commission)).toBe(
      await commissionCredits(sb.id, refs.commissions),
    );
    // No commission was paid on the non-clients' fills.
    expect(await commissionCredits(sb.id, others.commissions)).toBe(0n);
  }
}

describe('statements reconcile to the ledger', () => {
  it('fee, GST, TDS and commission totals equal the ledger postings for the client', async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 12 }), runSequence), {
      numRuns: 12,
    });
  }, 240_000);
});
