// Systematic buying plans (docs/baskets.md): a fixed rupee amount of a coin or a basket, daily, weekly or monthly. Each
// due time is one pg-boss job; the run locks the user, then the plan, acts only if the plan still waits for exactly
// that due time, and claims the (plan, due time) row of plan_runs in the purchase's own transaction, so a restart, a
// retried job or a second provider never buys twice nor skips a due time. A short balance records a skipped run.
import {
  BASKET_MESSAGES,
  basketById,
  checkPlan,
  dueAfter,
  type PlanFrequency,
  type PlanTarget,
} from '@sikka/shared/basket/rules';
import type { CreatePlanRequest, Plan, PlanResponse, UpdatePlanRequest } from '@sikka/shared/basket/schemas';
import { COINS, type Coin } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, parseAmount } from '@sikka/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { BuyingPlansTable } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/queue.ts';
import { INSUFFICIENT_BALANCE } from '../../platform/ledger/amounts.ts';
import { type Outcome, once } from '../../platform/ledger/idempotency.ts';
import { lockUser, lockUserAccounts, type Trx, userBalances } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { BasketService } from './basketService.ts';
import type { ComponentQuote } from './componentQuotes.ts';

const PLAN_RUN_JOB = 'plan-run';
const PLAN_CREATE = 'plan_create';
const RUNS_SHOWN = 10;

type PlanRow = Selectable<BuyingPlansTable>;
type RunResult = 'bought' | 'skipped' | 'stale';

function targetOf(target: string): PlanTarget {
  return (COINS as readonly string[]).includes(target)
    ? { kind: 'coin', coin: target as Coin }
    : { kind: 'basket', basketId: target };
}

function targetName(target: string): string {
  return basketById(target)?.name ?? target;
}

export class PlanService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      baskets: BasketService;
      events: UserEvents;
      wallets: WalletPublisher;
      queue: JobQueue;
      /** A plan day in milliseconds (PLAN_DAY_SECONDS). */
      dayMs: number;
      log: FastifyBaseLogger;
    },
  ) {
    // Runs are safe to repeat (a stale or repeated job does nothing), so a poll takes many due jobs at once.
    deps.queue.handle(
      PLAN_RUN_JOB,
      async (data) => {
        const planId = Number(data.plan_id);
        const result = await this.run(planId, new Date(String(data.due_at)));
        deps.log.info({ planId, result }, 'plan run');
      },
      { batchSize: 20 },
    );
  }

  /**
   * Polls the run jobs when an active plan exists (a restart picks up every job queued before it), and queues a run
   * for every plan already due: a job its killed worker held stays taken until pg-boss expires it, so the due time
   * runs now instead. A duplicate job is harmless: a run acts only on the plan's current due time, once.
   */
  async start(): Promise<void> {
    const due = await this.db
      .selectFrom('buying_plans')
      .select(['id', 'next_due_at'])
      .where('status', '=', 'active')
      .execute();
    if (due.length === 0) return;
    await this.deps.queue.start();
    const now = this.clock.now();
    const overdue = due.filter((plan) => plan.next_due_at !== null && plan.next_due_at <= now);
    if (overdue.length > 0)
      await this.db.transaction().execute(async (trx) => {
        for (const plan of overdue) {
          const dueAt = (plan.next_due_at as Date).toISOString();
          // One such extra job per due time, however many restarts find it due.
          await this.deps.queue.send(
            trx,
            PLAN_RUN_JOB,
            { plan_id: plan.id, due_at: dueAt },
            { singletonKey: `plan:${plan.id}:${dueAt}:start` },
          );
        }
      });
  }

  async stop(): Promise<void> {
    await this.deps.queue.stop();
  }

  #checked(target: string, amountText: string, frequency: string): bigint {
    const amount = parseAmount(amountText, 'INR');
    if (!amount.ok) throw fieldErrorOn('amount', amount.message);
    const check = checkPlan(targetOf(target), amount.minor, frequency);
    if (!check.ok) throw fieldErrorOn(check.field, check.message);
    return amount.minor;
  }

  /** POST /baskets/plans, once per idempotency key: the plan, its first run due now and queued in the same transaction. */
  async create(userId: number, body: CreatePlanRequest): Promise<Outcome<PlanResponse>> {
    const amount = this.#checked(body.target, body.amount, body.frequency);
    return once(
      this.db,
      {
        userId,
        key: body.idempotency_key,
        operation: PLAN_CREATE,
        request: { target: body.target, amount: amount.toString(), frequency: body.frequency },
      },
      async (trx) => {
        const now = this.clock.now();
        const plan = await trx
          .insertInto('buying_plans')
          .values({
            user_id: userId,
            target: body.target,
            amount,
            frequency: body.frequency,
            next_due_at: now,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await this.#queue(trx, plan.id, now);
        return {
          status: 201,
          body: { plan: await this.#wire(trx, plan), message: 'Your buying plan is started' },
        };
      },
    );
  }

  /** POST /baskets/plans/update: pause, resume, change the amount or frequency, or cancel; a new due time is queued. */
  async update(userId: number, body: UpdatePlanRequest): Promise<PlanResponse> {
    return this.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const plan = await trx
        .selectFrom('buying_plans')
        .selectAll()
        .where('id', '=', body.plan_id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!plan) throw messageError(404, BASKET_MESSAGES.planNotFound);
      if (plan.status === 'cancelled') throw messageError(409, BASKET_MESSAGES.planCancelled);
      const now = this.clock.now();
      let change: Partial<PlanRow> = {};
      let message: string;
      if (body.action === 'pause') {
        change = { status: 'paused', next_due_at: null };
        message = 'Your buying plan is paused';
      } else if (body.action === 'cancel') {
        change = { status: 'cancelled', next_due_at: null };
        message = 'Your buying plan is cancelled';
      } else if (body.action === 'resume') {
        change = { status: 'active', next_due_at: await this.#resumeAt(trx, plan.id, plan.frequency, now) };
        message = 'Your buying plan is resumed';
      } else {
        const frequency = body.frequency ?? plan.frequency;
        const amount = this.#checked(
          plan.target,
          body.amount ?? fromMinorUnits(BigInt(plan.amount), 'INR'),
          frequency,
        );
        change = { amount: amount.toString(), frequency };
        if (plan.status === 'active' && frequency !== plan.frequency)
          change.next_due_at = await this.#resumeAt(trx, plan.id, frequency, now);
        message = 'Your buying plan is changed';
      }
      const after = await trx
        .updateTable('buying_plans')
        .set({ ...change, updated_at: now })
        .where('id', '=', plan.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (after.next_due_at && after.next_due_at.getTime() !== plan.next_due_at?.getTime())
        await this.#queue(trx, after.id, after.next_due_at);
      return { plan: await this.#wire(trx, after), message };
    });
  }

  /** The next due time on resuming or changing frequency: one period after the last run, and never in the past. */
  async #resumeAt(trx: Trx, planId: number, frequency: PlanFrequency, now: Date): Promise<Date> {
    const last = await trx
      .selectFrom('plan_runs')
      .select((eb) => eb.fn.max('due_at').as('due_at'))
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    if (!last?.due_at) return now;
    const next = dueAfter(new Date(last.due_at), new Date(0), frequency, this.deps.dayMs);
    return next > now ? next : now;
  }

  /** GET /baskets/plans: the user's plans, newest first, each with its latest runs. */
  async list(userId: number): Promise<{ data: Plan[] }> {
    const plans = await this.db
      .selectFrom('buying_plans')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return { data: await Promise.all(plans.map((plan) => this.#wire(this.db, plan))) };
  }

  async #wire(db: Database | Trx, plan: PlanRow): Promise<Plan> {
    const runs = await db
      .selectFrom('plan_runs')
      .selectAll()
      .where('plan_id', '=', plan.id)
      .orderBy('due_at', 'desc')
      .limit(RUNS_SHOWN)
      .execute();
    return {
      id: plan.id,
      target: plan.target,
      target_name: targetName(plan.target),
      amount: fromMinorUnits(BigInt(plan.amount), 'INR'),
      frequency: plan.frequency,
      status: plan.status,
      next_due_at: plan.next_due_at?.toISOString() ?? null,
      created_at: plan.created_at.toISOString(),
      runs: runs.map((run) => ({
        id: Number(run.id),
        due_at: run.due_at.toISOString(),
        status: run.status,
        amount: fromMinorUnits(BigInt(run.amount), 'INR'),
        reason: run.reason,
        created_at: run.created_at.toISOString(),
      })),
    };
  }

  /** The run job of a due time, queued in the caller's transaction; at most one queued job per (plan, due time). */
  async #queue(trx: Trx, planId: number, dueAt: Date): Promise<void> {
    const delaySeconds = Math.max(0, Math.ceil((dueAt.getTime() - this.clock.now().getTime()) / 1000));
    await this.deps.queue.send(
      trx,
      PLAN_RUN_JOB,
      { plan_id: planId, due_at: dueAt.toISOString() },
      { delaySeconds, singletonKey: `plan:${planId}:${dueAt.toISOString()}` },
    );
  }

  /**
   * One due time of a plan: under the user's and the plan's locks, only if the plan is active and waits for exactly
   * `dueAt`; the (plan, due time) run row is claimed first, then the purchase (or a skip with its reason), the next due
   * time and its job — one transaction.
   */
  async run(planId: number, dueAt: Date): Promise<RunResult> {
    const head = await this.db
      .selectFrom('buying_plans')
      .select('user_id')
      .where('id', '=', planId)
      .executeTakeFirst();
    if (!head) return 'stale';
    const result = await this.db.transaction().execute(async (trx): Promise<RunResult> => {
      await lockUser(trx, head.user_id);
      const plan = await trx
        .selectFrom('buying_plans')
        .selectAll()
        .where('id', '=', planId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (plan.status !== 'active' || plan.next_due_at?.getTime() !== dueAt.getTime()) return 'stale';
      const now = this.clock.now();
      const amount = BigInt(plan.amount);
      const claimed = await trx
        .insertInto('plan_runs')
        .values({ plan_id: plan.id, due_at: dueAt, status: 'bought', amount, created_at: now })
        .onConflict((oc) => oc.columns(['plan_id', 'due_at']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return 'stale';
      const target = targetOf(plan.target);
      const name = targetName(plan.target);
      const base = {
        plan_id: plan.id,
        run_id: Number(claimed.id),
        target: name,
        amount: fromMinorUnits(amount, 'INR'),
      };
      let reason: string | null = null;
      let components: ComponentQuote[] = [];
      try {
        components =
          target.kind === 'coin'
            ? [this.#coinComponent(target.coin, amount)]
            : this.deps.baskets.buyComponents(
                basketById(target.basketId) as NonNullable<ReturnType<typeof basketById>>,
                amount,
              );
      } catch (error) {
        reason = error instanceof Error ? error.message : 'The price is not available';
      }
      if (reason === null) {
        await lockUserAccounts(trx, plan.user_id, 'INR');
        const available = (await userBalances(trx, plan.user_id)).INR.available;
        if (available < components.reduce((s, c) => s + c.lines.total, 0n)) reason = INSUFFICIENT_BALANCE;
      }
      if (reason !== null) {
        await trx
          .updateTable('plan_runs')
          .set({ status: 'skipped', reason })
          .where('id', '=', claimed.id)
          .execute();
        await this.deps.events.record(
          trx,
          messageEvent(plan.user_id, 'plan_skipped', { ...base, reason }, `plan_run:${claimed.id}`),
        );
      } else {
        // The run's record and message say what left the wallet (the coin rounds down: a little under the plan's amount).
        const spent = components.reduce((sum, c) => sum + c.lines.total, 0n);
        base.amount = fromMinorUnits(spent, 'INR');
        await trx.updateTable('plan_runs').set({ amount: spent }).where('id', '=', claimed.id).execute();
        let basketOrderId: number | null = null;
        if (target.kind === 'basket') {
          const order = await trx
            .insertInto('basket_orders')
            .values({
              user_id: plan.user_id,
              basket_id: target.basketId,
              side: 'buy',
              plan_run_id: claimed.id,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          basketOrderId = order.id;
        }
        const messages = await this.deps.baskets.fill(
          trx,
          plan.user_id,
          target.kind === 'basket' ? target.basketId : null,
          basketOrderId,
          components,
          now,
          'amount',
          'plan',
        );
        await this.deps.events.recordMany(trx, [
          ...messages,
          messageEvent(plan.user_id, 'plan_bought', base, `plan_run:${claimed.id}`),
        ]);
      }
      const next = dueAfter(dueAt, now, plan.frequency, this.deps.dayMs);
      await trx
        .updateTable('buying_plans')
        .set({ next_due_at: next, updated_at: now })
        .where('id', '=', plan.id)
        .execute();
      await this.#queue(trx, plan.id, next);
      return reason === null ? 'bought' : 'skipped';
    });
    if (result === 'bought') await this.deps.wallets.changed(head.user_id);
    return result;
  }

  #coinComponent(coin: Coin, amount: bigint): ComponentQuote {
    const made = this.deps.baskets.component('buy', coin, 'inr', fromMinorUnits(amount, 'INR'));
    if (!made.ok) throw new Error(made.message);
    return made.quote;
  }

  /** The plan's current due time, for the dev route that runs it now. */
  async due(planId: number): Promise<Date | null> {
    const plan = await this.db
      .selectFrom('buying_plans')
      .select('next_due_at')
      .where('id', '=', planId)
      .executeTakeFirst();
    return plan?.next_due_at ?? null;
  }
}
