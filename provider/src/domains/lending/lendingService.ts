// Lending against crypto (docs/lending.md; rules in shared/src/lending): borrow moves the collateral to the platform's
// 'loan_collateral' account and pays the loan out of the 'lending_pool' in one entry; repayments go back to the pool,
// interest first; a daily pg-boss job accrues each day's interest and deducts what falls due, once per (loan, day);
// every price tick checks the open loans' LTV: a margin call once per crossing, and at the liquidation line just
// enough collateral sold at the instant selling price. Each step locks the borrower's row, then the loan's.
// Here the terms, borrow, repay and the reads; the daily job is loanDaily.ts, the LTV check loanChecks.ts.
import type { Coin } from '@sikka/shared/constants';
import { COINS } from '@sikka/shared/constants';
import {
  addDays,
  COLLATERAL_RULES,
  dayOf,
  LOAN_GST_BPS,
  LOAN_PLANS,
  loanCharges,
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
  lockUserAccounts,
  post,
  transfer,
  userBalances,
} from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import type { MarketService } from '../market/index.ts';
import { type CheckResult, checkLoan } from './loanChecks.ts';
import { type DailyResult, LOAN_DAILY_JOB, queueDaily, runDaily } from './loanDaily.ts';
import { applyPayment, held, type LoanContext, pool, wallet } from './loanPayments.ts';
import {
  addEvents,
  loansPage,
  loanWire,
  lockLoan,
  openLoanIds,
  owedOf,
  poolBalance,
  statementLines,
} from './loansRepo.ts';

const BORROW = 'loan_borrow';
const REPAY = 'loan_repay';

export class LendingService {
  #checking: Promise<void> | null = null;
  #again = false;
  readonly #context: LoanContext;

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
    const { events, wallets, queue } = deps;
    this.#context = { db, clock, events, wallets, queue, priceOf: (coin) => this.priceOf(coin) };
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
            vda: { held: 'the collateral is pledged to the loan and stays the borrower’s' },
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
        await queueDaily(trx, this.deps.queue, row.id, now);
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
        const after = await applyPayment(trx, this.deps.events, loan, amount, {
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

  /** The daily job of a loan (loanDaily.ts): interest accrued, what is due deducted, the next run queued. */
  daily(loanId: number): Promise<DailyResult> {
    return runDaily(this.#context, loanId);
  }

  /** One loan's LTV check against the current price (loanChecks.ts): a margin call or a liquidation. */
  check(loanId: number): Promise<CheckResult> {
    return checkLoan(this.#context, loanId);
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
}
