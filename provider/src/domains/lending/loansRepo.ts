// Loans' queries and wire shape: a loan taken, locked for a repayment, an accrual or a price check, its events
// (the statement), and the borrower's list.
import type { Coin } from '@sikka/shared/constants';
import {
  dueDates,
  LOAN_PLANS,
  type LoanType,
  liquidationPrice,
  ltvBps,
  marginCallPrice,
} from '@sikka/shared/lending/rules';
import type { Loan, LoansPage, StatementLine } from '@sikka/shared/lending/schemas';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countOf, pageOf } from '../../platform/db/pages.ts';
import type { LoanEventsTable, LoansTable } from '../../platform/db/schema.ts';
import { formatIndiaDateTime } from '../../platform/ledger/amounts.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

export type LoanRow = Selectable<LoansTable>;
type LoanEvent = Omit<Insertable<LoanEventsTable>, 'loan_id'>;

export const owedOf = (row: LoanRow) => BigInt(row.principal_outstanding) + BigInt(row.interest_outstanding);

/** A loan as its borrower sees it, its LTV and trigger prices at `pricePaise` (the coin's selling price). */
export function loanWire(row: LoanRow, pricePaise: bigint): Loan {
  const coin = row.coin as Coin;
  const owed = owedOf(row);
  const collateral = BigInt(row.collateral);
  const open = row.status === 'open';
  const plan = LOAN_PLANS[row.loan_type as LoanType];
  const next = open
    ? (dueDates(plan, row.start_date).find((day) => day > (row.deducted_through ?? '')) ?? null)
    : null;
  return {
    id: row.id,
    loan_type: row.loan_type as LoanType,
    status: row.status,
    coin,
    collateral: fromMinorUnits(collateral, coin),
    principal: fromMinorUnits(BigInt(row.principal), 'INR'),
    principal_outstanding: fromMinorUnits(BigInt(row.principal_outstanding), 'INR'),
    interest_outstanding: fromMinorUnits(BigInt(row.interest_outstanding), 'INR'),
    owed: fromMinorUnits(owed, 'INR'),
    annual_rate_bps: row.annual_rate_bps,
    processing_fee: fromMinorUnits(BigInt(row.processing_fee), 'INR'),
    gst: fromMinorUnits(BigInt(row.gst), 'INR'),
    disbursed: fromMinorUnits(BigInt(row.disbursed), 'INR'),
    auto_deduct: row.auto_deduct,
    start_date: row.start_date,
    maturity_date: row.maturity_date,
    next_due_date: next ?? (open ? row.maturity_date : null),
    ltv_bps: open && pricePaise > 0n ? Number(ltvBps(coin, owed, collateral, pricePaise)) : null,
    margin_call_price: open ? fromMinorUnits(marginCallPrice(coin, owed, collateral), 'INR') : null,
    liquidation_price: open ? fromMinorUnits(liquidationPrice(coin, owed, collateral), 'INR') : null,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/** The loan under a row lock (after its borrower's row: the money transactions' lock order). */
export function lockLoan(trx: Trx, loanId: number): Promise<LoanRow | undefined> {
  return trx.selectFrom('loans').selectAll().where('id', '=', loanId).forUpdate().executeTakeFirst();
}

export function borrowerOf(db: Database, loanId: number): Promise<{ user_id: number } | undefined> {
  return db.selectFrom('loans').select('user_id').where('id', '=', loanId).executeTakeFirst();
}

export async function addEvents(trx: Trx, loanId: number, events: readonly LoanEvent[]): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto('loan_events')
    .values(events.map((event) => ({ ...event, loan_id: loanId })))
    .execute();
}

/** An event that happens once per loan and day (an accrual, a due date's deduction): false when it already has. */
export async function addDailyEvent(
  trx: Trx,
  loanId: number,
  event: LoanEvent & { day: string },
): Promise<boolean> {
  const written = await trx
    .insertInto('loan_events')
    .values({ ...event, loan_id: loanId })
    .onConflict((oc) => oc.columns(['loan_id', 'kind', 'day']).where('day', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written !== undefined;
}

export async function openLoanIds(db: Database, coin?: Coin): Promise<number[]> {
  let query = db.selectFrom('loans').select('id').where('status', '=', 'open');
  if (coin) query = query.where('coin', '=', coin);
  return (await query.orderBy('id').execute()).map((row) => row.id);
}

export function loansPage(
  db: Database,
  userId: number,
  page: number,
  priceOf: (coin: Coin) => bigint,
): Promise<LoansPage> {
  const mine = db.selectFrom('loans').selectAll().where('user_id', '=', userId);
  return pageOf(
    page,
    {
      rows: (limit, offset) => mine.orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      total: () => countOf(mine),
    },
    (row) => loanWire(row, priceOf(row.coin as Coin)),
  );
}

export async function statementLines(db: Database, loanId: number): Promise<StatementLine[]> {
  const rows = await db
    .selectFrom('loan_events')
    .selectAll()
    .where('loan_id', '=', loanId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: formatIndiaDateTime(row.created_at),
    kind: row.kind as StatementLine['kind'],
    asset: row.asset,
    amount: fromMinorUnits(BigInt(row.amount), row.asset),
    description: row.description,
  }));
}

/** What the lending pool holds now, in paise. */
export async function poolBalance(db: Database | Trx): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('user_id', 'is', null)
    .where('kind', '=', 'lending_pool')
    .where('asset', '=', 'INR')
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
}
