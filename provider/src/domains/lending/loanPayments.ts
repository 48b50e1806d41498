// A payment against a locked loan (interest first, then principal; the last of it closes the loan and sends the
// collateral home), the ledger accounts lending moves money between, and what a loan's steps work with.
import type { Coin } from '@sikka/shared/constants';
import { splitPayment } from '@sikka/shared/lending/rules';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { type Posting, post, type Trx, transfer } from '../../platform/ledger/ledger.ts';
import type { VdaMove } from '../../platform/ledger/vda.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import { addEvents, type LoanRow } from './loansRepo.ts';

/** What a loan's steps (borrow, repay, the daily job, the LTV check) work with. */
export interface LoanContext {
  db: Database;
  clock: Clock;
  events: UserEvents;
  wallets: WalletPublisher;
  queue: JobQueue;
  /** The selling price of a coin in paise: what the collateral would fetch now, so what LTV is reckoned at. */
  priceOf(coin: Coin): bigint;
}

export const pool = { kind: 'lending_pool', asset: 'INR' } as const;
export const held = (coin: Coin) => ({ kind: 'loan_collateral', asset: coin }) as const;
export const wallet = (userId: number, asset: Coin | 'INR') =>
  ({ userId, kind: 'available', asset }) as const;

/** One payment: its statement line (none for an auto-deduction, whose due date's line says it), entry and end. */
interface PaymentStep {
  kind: 'repayment' | 'liquidation' | null;
  entryKind: string;
  postings: Posting[];
  /** The payment's own moves of a coin for the tax year (a liquidation's sale of collateral). */
  vda?: readonly VdaMove[];
  description: string;
  now: Date;
  closeAs: 'repaid' | 'liquidated';
}

/**
 * A payment of `amount` paise (≤ owed) against the locked loan: interest first, then principal, its entry posted
 * and its statement line written; when nothing is left owing the loan closes and the collateral goes home.
 */
export async function applyPayment(
  trx: Trx,
  events: UserEvents,
  loan: LoanRow,
  amount: bigint,
  step: PaymentStep,
): Promise<LoanRow> {
  const split = splitPayment(
    { interest: BigInt(loan.interest_outstanding), principal: BigInt(loan.principal_outstanding) },
    amount,
  );
  const collateral = BigInt(loan.collateral);
  const coin = loan.coin as Coin;
  const closing = split.closes;
  const release =
    closing && collateral > 0n ? transfer(held(coin), wallet(loan.user_id, coin), collateral) : [];
  await post(trx, {
    kind: step.entryKind,
    userId: loan.user_id,
    reference: `loan:${loan.id}`,
    postings: [...step.postings, ...release],
    vda:
      release.length > 0
        ? { held: 'the pledged collateral comes home to its owner', moves: step.vda ?? [] }
        : (step.vda ?? []),
  });
  if (step.kind)
    await addEvents(trx, loan.id, [
      { kind: step.kind, asset: 'INR', amount, description: step.description, created_at: step.now },
    ]);
  if (release.length > 0)
    await addEvents(trx, loan.id, [
      {
        kind: 'collateral_release',
        asset: coin,
        amount: collateral,
        description: 'Collateral returned to your wallet',
        created_at: step.now,
      },
    ]);
  const after = await trx
    .updateTable('loans')
    .set({
      interest_outstanding: split.interestLeft,
      principal_outstanding: split.principalLeft,
      ...(closing ? { status: step.closeAs, collateral: 0n, closed_at: step.now, margin_called: false } : {}),
    })
    .where('id', '=', loan.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (closing)
    await events.record(
      trx,
      messageEvent(
        loan.user_id,
        'loan_closed',
        { loan_id: loan.id, coin, collateral: fromMinorUnits(collateral, coin) },
        `loan:${loan.id}:closed`,
      ),
    );
  return after;
}
