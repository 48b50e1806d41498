// The daily job of a loan: each whole day's interest accrued (catching up days the job missed), what falls due on a
// due date deducted with auto-deduct on, and the next run queued just after the next India midnight.

import {
  addDays,
  DAYS_IN_YEAR,
  dailyInterest,
  dayOf,
  dueDates,
  LOAN_PLANS,
  type LoanType,
} from '@sikka/shared/lending/rules';
import type { Loan } from '@sikka/shared/lending/schemas';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import {
  lockUser,
  lockUserAccounts,
  type Trx,
  transfer,
  userBalances,
} from '../../platform/ledger/ledger.ts';
import { applyPayment, type LoanContext, pool, wallet } from './loanPayments.ts';
import { addDailyEvent, borrowerOf, lockLoan } from './loansRepo.ts';

export const LOAN_DAILY_JOB = 'loan-daily';
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export type DailyResult = { accruedDays: number; deducted: bigint | null; status: Loan['status'] } | 'closed';

/**
 * The daily job of a loan: accrues each whole day since the last accrued one (catching up days the job missed),
 * then on a due date with auto-deduct on takes what is due (at most what the wallet holds). Each accrual and
 * each due date's deduction is a loan_events row unique per (loan, kind, day), written under the loan's lock:
 * a rerun, a second process or a restart adds nothing. Then queues itself for the next India midnight.
 */
export async function runDaily(context: LoanContext, loanId: number): Promise<DailyResult> {
  const { db, clock, events, wallets, queue } = context;
  const head = await borrowerOf(db, loanId);
  if (!head) return 'closed';
  const result = await db.transaction().execute(async (trx): Promise<DailyResult> => {
    await lockUser(trx, head.user_id);
    let loan = await lockLoan(trx, loanId);
    if (loan?.status !== 'open') return 'closed';
    const now = clock.now();
    const today = dayOf(now);
    let accruedDays = 0;
    let interest = BigInt(loan.interest_outstanding);
    let day = addDays(loan.accrued_through, 1);
    for (; day < today; day = addDays(day, 1)) {
      const amount = dailyInterest(BigInt(loan.principal_outstanding), loan.annual_rate_bps);
      const added = await addDailyEvent(trx, loan.id, {
        kind: 'interest',
        day,
        asset: 'INR',
        amount,
        description: `Interest for ${day} at ${(loan.annual_rate_bps / 100).toFixed(2)}% a year (Actual/${DAYS_IN_YEAR})`,
        created_at: now,
      });
      if (added) {
        interest += amount;
        accruedDays += 1;
      }
    }
    loan = await trx
      .updateTable('loans')
      .set({ interest_outstanding: interest, accrued_through: addDays(day, -1) })
      .where('id', '=', loan.id)
      .returningAll()
      .executeTakeFirstOrThrow();

    let deducted: bigint | null = null;
    const plan = LOAN_PLANS[loan.loan_type as LoanType];
    const due = dueDates(plan, loan.start_date).filter(
      (d) => d <= today && d > (loan?.deducted_through ?? ''),
    );
    const dueDate = due.at(-1);
    if (dueDate !== undefined) {
      const owing =
        BigInt(loan.interest_outstanding) +
        (today >= loan.maturity_date ? BigInt(loan.principal_outstanding) : 0n);
      let take = 0n;
      if (loan.auto_deduct && owing > 0n) {
        await lockUserAccounts(trx, loan.user_id, 'INR');
        const available = (await userBalances(trx, loan.user_id)).INR.available;
        take = available < owing ? available : owing;
      }
      const first = await addDailyEvent(trx, loan.id, {
        kind: 'auto_deduction',
        day: dueDate,
        asset: 'INR',
        amount: take,
        description: loan.auto_deduct ? `Auto-deduction on the due date ${dueDate}` : `Due date ${dueDate}`,
        created_at: now,
      });
      loan = await trx
        .updateTable('loans')
        .set({ deducted_through: dueDate })
        .where('id', '=', loan.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (first && take > 0n) {
        deducted = take;
        loan = await applyPayment(trx, events, loan, take, {
          kind: null,
          entryKind: 'loan_auto_deduction',
          postings: transfer(wallet(loan.user_id, 'INR'), pool, take),
          description: '',
          now,
          closeAs: 'repaid',
        });
      }
    }
    if (loan.status === 'open') await queueDaily(trx, queue, loan.id, now);
    return { accruedDays, deducted, status: loan.status };
  });
  if (typeof result !== 'string' && result.deducted !== null) await wallets.changed(head.user_id);
  return result;
}

/** The loan's next daily run, just after the next India midnight; one queued per loan and day. */
export async function queueDaily(trx: Trx, queue: JobQueue, loanId: number, now: Date): Promise<void> {
  const local = now.getTime() + IST_OFFSET_MS;
  const nextMidnight = local - (local % DAY_MS) + DAY_MS - IST_OFFSET_MS;
  const delaySeconds = Math.ceil((nextMidnight - now.getTime()) / 1000) + 60;
  await queue.send(
    trx,
    LOAN_DAILY_JOB,
    { loan_id: loanId },
    { delaySeconds, singletonKey: `loan:${loanId}:${dayOf(new Date(nextMidnight + 1))}` },
  );
}
