// Lending against crypto (docs/lending.md; rules in shared/src/lending): borrow moves the collateral to the platform's
// 'loan_collateral' account and pays the loan out of the 'lending_pool' in one entry; repayments go back to the pool,
// interest first; a daily pg-boss job accrues each day's interest and deducts what falls due, once per (loan, day);
// every price tick checks the open loans' LTV: a margin call once per crossing, and at the liquidation line just
// enough collateral sold at the instant selling price. Each step locks the borrower's row, then the loan's.
import type { Coin } from '@sikka/shared/constants';
import { COINS } from '@sikka/shared/constants';
import {
  addDays,
  COLLATERAL_RULES,
  collateralValue,
  DAYS_IN_YEAR,
  dailyInterest,
  dayOf,
  dueDates,
  LOAN_GST_BPS,
  LOAN_PLANS,
  type LoanType,
  liquidationPrice,
  liquidationQuantity,
  loanCharges,
  ltvAtLeast,
  ltvBps,
  splitPayment,
} from '@sikka/shared/lending/rules';
import {
  type BorrowRequest,
  checkBorrow,
  LENDING_MESSAGES,
  LENDING_OTP_PURPOSE,
  type LendingTerms,
  type Loan,
  type LoanStatement,
  type LoansPage,
  MAX_LOAN,
  MIN_LOAN,
  plansWire,
  type RepayRequest,
} from '@sikka/shared/lending/schemas';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { formatInr, formatMoney, fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldError, fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { INSUFFICIENT_BALANCE, positiveAmount } from '../../platform/ledger/amounts.ts';
import { type Outcome, once, RefuseAndKeep } from '../../platform/ledger/idempotency.ts';
import {
  InsufficientFunds,
  lockUser,
  lockUserAccounts,
  type Posting,
  post,
  type Trx,
  transfer,
  userBalances,
} from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import type { MarketService } from '../market/index.ts';
import {
  addDailyEvent,
  addEvents,
  borrowerOf,
  type LoanRow,
  loansPage,
  loanWire,
  lockLoan,
  openLoanIds,
  owedOf,
  poolBalance,
  statementLines,
} from './loansRepo.ts';

export const LOAN_DAILY_JOB = 'loan-daily';
const BORROW = 'loan_borrow';
const REPAY = 'loan_repay';
const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

export type DailyResult = { accruedDays: number; deducted: bigint | null; status: Loan['status'] } | 'closed';
export type CheckResult = 'none' | 'margin-call' | 'liquidated' | 'closed';

const pool = { kind: 'lending_pool', asset: 'INR' } as const;
const held = (coin: Coin) => ({ kind: 'loan_collateral', asset: coin }) as const;
const wallet = (userId: number, asset: Coin | 'INR') => ({ userId, kind: 'available', asset }) as const;

export class LendingService {
  #checking: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: MarketService;
      otp: OtpService;
      events: UserEvents;
      wallets: WalletPublisher;
      queue: JobQueue;
      log: FastifyBaseLogger;
    },
  ) {
    deps.queue.handle(LOAN_DAILY_JOB, async (data) => {
      const loanId = Number(data.loan_id);
      const result = await this.daily(loanId);
      deps.log.info(
        { loanId, result: String(typeof result === 'string' ? result : result.status) },
        'loan daily',
      );
    });
  }

  /** Runs the daily jobs when a loan is open (a restart picks up every job queued before it). */
  async start(): Promise<void> {
    if ((await openLoanIds(this.db)).length > 0) await this.deps.queue.start();
  }

  async stop(): Promise<void> {
    await this.#checking?.catch(() => {});
    await this.deps.queue.stop();
  }

  /** The selling price of a coin in paise: what the collateral would fetch now, so what LTV is reckoned at. */
  priceOf(coin: Coin): bigint {
    return toMinorUnits(this.deps.market.prices()[coin].selling_price, 'INR');
  }

  /** GET /loans/terms: the plans, each coin's lines and price, the limits. */
  terms(): LendingTerms {
    return {
      plans: plansWire(),
      collateral: COINS.map((coin) => ({
        coin,
        max_ltv_bps: COLLATERAL_RULES[coin].maxLtvBps,
        margin_call_ltv_bps: COLLATERAL_RULES[coin].marginCallLtvBps,
        liquidation_ltv_bps: COLLATERAL_RULES[coin].liquidationLtvBps,
        price: fromMinorUnits(this.priceOf(coin), 'INR'),
      })),
      min_loan: MIN_LOAN,
      max_loan: MAX_LOAN,
      gst_bps: LOAN_GST_BPS,
    };
  }

  /**
   * POST /loans, once per idempotency key: the collateral (user available → loan_collateral) and the disbursal
   * (lending_pool → user available, fees, GST payable) in one entry; the OTP (§9 lending, 7) spent after the
   * checks that refuse without it. The loan's first daily job is queued in the same transaction.
   */
  async borrow(
    user: UserRow,
    body: BorrowRequest & { otp: string },
  ): Promise<Outcome<{ loan: Loan; message: string }>> {
    const coin = body.collateral_coin as Coin;
    const price = this.priceOf(coin);
    const checked = checkBorrow(
      {
        loan_type: body.loan_type,
        loan_amount: body.loan_amount,
        collateral_coin: coin,
        collateral_amount: body.collateral_amount,
        auto_deduct: body.auto_deduct,
        tnc_accepted: true,
      },
      price,
    );
    if (!checked.ok) {
      const errors = Object.fromEntries(
        Object.entries(checked.errors).map(([field, text]) => [field, [text]]),
      );
      throw fieldError(errors, Object.values(checked.errors)[0] ?? 'Invalid loan');
    }
    const { principal, collateral, loanType } = checked.value;
    const plan = LOAN_PLANS[loanType];
    const charges = loanCharges(plan, principal);
    const outcome = await once(
      this.db,
      {
        userId: user.id,
        key: body.idempotency_key,
        operation: BORROW,
        request: {
          loan_type: loanType,
          principal: principal.toString(),
          coin,
          collateral: collateral.toString(),
          auto_deduct: body.auto_deduct,
        },
      },
      async (trx) => {
        await lockUserAccounts(trx, user.id, coin);
        const balance = (await userBalances(trx, user.id))[coin];
        if (balance.available < collateral) throw fieldErrorOn('collateral_amount', INSUFFICIENT_BALANCE);
        if ((await poolBalance(trx)) < principal) throw messageError(503, LENDING_MESSAGES.poolEmpty);
        const confirmed = await this.deps.otp.checkFor(trx, user.id, LENDING_OTP_PURPOSE, body.otp);
        if (!confirmed.ok) throw new RefuseAndKeep(fieldErrorOn('otp', confirmed.message));

        const now = this.clock.now();
        const start = dayOf(now);
        const row = await trx
          .insertInto('loans')
          .values({
            user_id: user.id,
            loan_type: loanType,
            coin,
            collateral,
            principal,
            principal_outstanding: principal,
            annual_rate_bps: plan.annualRateBps,
            processing_fee: charges.processingFee,
            gst: charges.gst,
            disbursed: charges.disbursed,
            auto_deduct: body.auto_deduct,
            start_date: start,
            maturity_date: addDays(start, plan.tenureDays),
            accrued_through: addDays(start, -1),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        try {
          await post(trx, {
            kind: BORROW,
            userId: user.id,
            reference: `loan:${row.id}`,
            postings: [
              ...transfer(wallet(user.id, coin), held(coin), collateral),
              ...transfer(pool, wallet(user.id, 'INR'), charges.disbursed),
              ...transfer(pool, { kind: 'fees', asset: 'INR' }, charges.processingFee),
              ...transfer(pool, { kind: 'gst_payable', asset: 'INR' }, charges.gst),
            ],
          });
        } catch (error) {
          // The borrower's coin was checked under its lock: what is missing is the pool's money (another loan took it).
          if (error instanceof InsufficientFunds) throw messageError(503, LENDING_MESSAGES.poolEmpty);
          throw error;
        }
        await addEvents(trx, row.id, [
          {
            kind: 'disbursal',
            asset: 'INR',
            amount: charges.disbursed,
            description: `Loan of ${formatMoney('INR', principal)} against ${formatMoney(coin, collateral)}`,
            created_at: now,
          },
          {
            kind: 'processing_fee',
            asset: 'INR',
            amount: charges.processingFee + charges.gst,
            description: `Processing fee ₹${formatInr(charges.processingFee)} + GST ₹${formatInr(charges.gst)}`,
            created_at: now,
          },
        ]);
        await this.#queueDaily(trx, row.id, now);
        await this.deps.events.record(
          trx,
          messageEvent(
            user.id,
            'loan_disbursed',
            {
              loan_id: row.id,
              amount: fromMinorUnits(charges.disbursed, 'INR'),
              coin,
              collateral: fromMinorUnits(collateral, coin),
            },
            `loan:${row.id}:disbursed`,
          ),
        );
        return { status: 201, body: { loan: loanWire(row, price), message: LENDING_MESSAGES.borrowed } };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(user.id);
    return outcome;
  }

  /**
   * POST /loans/repay, once per idempotency key: rupees from the borrower's wallet to the pool, interest first; more
   * than is owed is refused on `amount`; the last of it releases the collateral.
   */
  async repay(user: UserRow, body: RepayRequest): Promise<Outcome<{ loan: Loan; message: string }>> {
    const amount = positiveAmount(body.amount, 'INR', 'amount');
    const outcome = await once(
      this.db,
      {
        userId: user.id,
        key: body.idempotency_key,
        operation: REPAY,
        request: { loan_id: body.loan_id, amount: amount.toString() },
      },
      async (trx) => {
        const loan = await lockLoan(trx, body.loan_id);
        if (!loan || loan.user_id !== user.id) throw messageError(404, LENDING_MESSAGES.notFound);
        if (loan.status !== 'open') throw messageError(409, LENDING_MESSAGES.notOpen);
        if (amount > owedOf(loan)) throw fieldErrorOn('amount', LENDING_MESSAGES.overRepay);
        await lockUserAccounts(trx, user.id, 'INR');
        const balance = (await userBalances(trx, user.id)).INR;
        if (balance.available < amount) throw fieldErrorOn('amount', INSUFFICIENT_BALANCE);
        const now = this.clock.now();
        const after = await this.#applyPayment(trx, loan, amount, {
          kind: 'repayment',
          entryKind: REPAY,
          postings: transfer(wallet(user.id, 'INR'), pool, amount),
          description: 'Repayment',
          now,
          closeAs: 'repaid',
        });
        const closed = after.status !== 'open';
        return {
          status: 200,
          body: {
            loan: loanWire(after, this.priceOf(after.coin as Coin)),
            message: closed ? LENDING_MESSAGES.closed : LENDING_MESSAGES.repaid,
          },
        };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(user.id);
    return outcome;
  }

  /**
   * The daily job of a loan: accrues each whole day since the last accrued one (catching up days the job missed),
   * then on a due date with auto-deduct on takes what is due (at most what the wallet holds). Each accrual and
   * each due date's deduction is a loan_events row unique per (loan, kind, day), written under the loan's lock:
   * a rerun, a second process or a restart adds nothing. Then queues itself for the next India midnight.
   */
  async daily(loanId: number): Promise<DailyResult> {
    const head = await borrowerOf(this.db, loanId);
    if (!head) return 'closed';
    const result = await this.db.transaction().execute(async (trx): Promise<DailyResult> => {
      await lockUser(trx, head.user_id);
      let loan = await lockLoan(trx, loanId);
      if (loan?.status !== 'open') return 'closed';
      const now = this.clock.now();
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
          loan = await this.#applyPayment(trx, loan, take, {
            kind: null,
            entryKind: 'loan_auto_deduction',
            postings: transfer(wallet(loan.user_id, 'INR'), pool, take),
            description: '',
            now,
            closeAs: 'repaid',
          });
        }
      }
      if (loan.status === 'open') await this.#queueDaily(trx, loan.id, now);
      return { accruedDays, deducted, status: loan.status };
    });
    if (typeof result !== 'string' && result.deducted !== null) await this.deps.wallets.changed(head.user_id);
    return result;
  }

  /**
   * One loan against the current price, under its lock: at or over the liquidation line, sells the least collateral
   * (at the instant selling price) that brings the LTV under the margin-call line and repays with it; at or over
   * the margin-call line, a margin call if the loan was under it at the last check. Reruns find the loan already
   * moved and do nothing more.
   */
  async check(loanId: number): Promise<CheckResult> {
    const head = await borrowerOf(this.db, loanId);
    if (!head) return 'closed';
    let moved = false;
    const result = await this.db.transaction().execute(async (trx): Promise<CheckResult> => {
      await lockUser(trx, head.user_id);
      const loan = await lockLoan(trx, loanId);
      if (loan?.status !== 'open') return 'closed';
      const coin = loan.coin as Coin;
      const price = this.priceOf(coin);
      if (price <= 0n) return 'none';
      const owed = owedOf(loan);
      const quantity = BigInt(loan.collateral);
      const rule = COLLATERAL_RULES[coin];
      const now = this.clock.now();
      if (quantity > 0n && ltvAtLeast(coin, owed, quantity, price, rule.liquidationLtvBps)) {
        const sold = liquidationQuantity(coin, owed, quantity, price);
        const proceeds = collateralValue(coin, sold, price);
        const repaid = proceeds < owed ? proceeds : owed;
        const n = loan.liquidations + 1;
        const counted = await trx
          .updateTable('loans')
          .set({ liquidations: n, collateral: quantity - sold, margin_called: false })
          .where('id', '=', loan.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = await this.#applyPayment(trx, counted, repaid, {
          kind: 'liquidation',
          entryKind: 'loan_liquidation',
          postings: [
            // The platform buys the coin into its own position at the selling price; the rupees repay the loan and
            // any paisa over what is owed goes to the borrower.
            ...transfer(held(coin), { kind: 'treasury', asset: coin }, sold),
            ...transfer({ kind: 'treasury', asset: 'INR' }, pool, repaid),
            ...transfer({ kind: 'treasury', asset: 'INR' }, wallet(loan.user_id, 'INR'), proceeds - repaid),
          ],
          description: `Sold ${formatMoney(coin, sold)} at ${formatMoney('INR', price)}`,
          now,
          closeAs: 'liquidated',
        });
        await this.deps.events.record(
          trx,
          messageEvent(
            loan.user_id,
            'loan_liquidated',
            {
              loan_id: loan.id,
              coin,
              sold: fromMinorUnits(sold, coin),
              price: fromMinorUnits(price, 'INR'),
              amount: fromMinorUnits(repaid, 'INR'),
            },
            `loan:${loan.id}:liquidation:${n}`,
          ),
        );
        moved = true;
        return after.status === 'open' ? 'liquidated' : 'closed';
      }
      const over = quantity > 0n && ltvAtLeast(coin, owed, quantity, price, rule.marginCallLtvBps);
      if (over && !loan.margin_called) {
        const n = loan.margin_calls + 1;
        await trx
          .updateTable('loans')
          .set({ margin_called: true, margin_calls: n })
          .where('id', '=', loan.id)
          .execute();
        const ltv = ltvBps(coin, owed, quantity, price);
        await this.deps.events.record(
          trx,
          messageEvent(
            loan.user_id,
            'loan_margin_call',
            {
              loan_id: loan.id,
              coin,
              price: fromMinorUnits(price, 'INR'),
              ltv_percent: fromMinorUnits(ltv, 'INR'),
              liquidation_price: fromMinorUnits(liquidationPrice(coin, owed, quantity), 'INR'),
            },
            `loan:${loan.id}:margin_call:${n}`,
          ),
        );
        return 'margin-call';
      }
      if (!over && loan.margin_called)
        await trx.updateTable('loans').set({ margin_called: false }).where('id', '=', loan.id).execute();
      return 'none';
    });
    if (moved) await this.deps.wallets.changed(head.user_id);
    return result;
  }

  /** Checks every open loan; called on each price tick, one pass at a time (a tick during a pass runs one more). */
  checkAll(): Promise<void> {
    if (this.#checking) {
      this.#again = true;
      return this.#checking;
    }
    this.#checking = (async () => {
      do {
        this.#again = false;
        for (const id of await openLoanIds(this.db)) {
          await this.check(id).catch((error: unknown) =>
            this.deps.log.warn({ err: error, loanId: id }, 'loan check failed'),
          );
        }
      } while (this.#again);
    })()
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'loan checks failed'))
      .finally(() => {
        this.#checking = null;
      });
    return this.#checking;
  }

  list(user: UserRow, page: number): Promise<LoansPage> {
    return loansPage(this.db, user.id, page, (coin) => this.priceOf(coin));
  }

  async statement(user: UserRow, loanId: number): Promise<LoanStatement> {
    const row = await this.db.selectFrom('loans').selectAll().where('id', '=', loanId).executeTakeFirst();
    if (!row || row.user_id !== user.id) throw messageError(404, LENDING_MESSAGES.notFound);
    return {
      loan: loanWire(row, this.priceOf(row.coin as Coin)),
      lines: await statementLines(this.db, loanId),
    };
  }

  /**
   * A payment of `amount` paise (≤ owed) against the locked loan: interest first, then principal, its entry posted
   * and its statement line written; when nothing is left owing the loan closes and the collateral goes home.
   */
  async #applyPayment(
    trx: Trx,
    loan: LoanRow,
    amount: bigint,
    step: {
      kind: 'repayment' | 'liquidation' | null;
      entryKind: string;
      postings: Posting[];
      description: string;
      now: Date;
      closeAs: 'repaid' | 'liquidated';
    },
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
        ...(closing
          ? { status: step.closeAs, collateral: 0n, closed_at: step.now, margin_called: false }
          : {}),
      })
      .where('id', '=', loan.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (closing)
      await this.deps.events.record(
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

  /** The loan's next daily run, just after the next India midnight; one queued per loan and day. */
  async #queueDaily(trx: Trx, loanId: number, now: Date): Promise<void> {
    const local = now.getTime() + IST_OFFSET_MS;
    const nextMidnight = local - (local % DAY_MS) + DAY_MS - IST_OFFSET_MS;
    const delaySeconds = Math.ceil((nextMidnight - now.getTime()) / 1000) + 60;
    await this.deps.queue.send(
      trx,
      LOAN_DAILY_JOB,
      { loan_id: loanId },
      { delaySeconds, singletonKey: `loan:${loanId}:${dayOf(new Date(nextMidnight + 1))}` },
    );
  }
}
