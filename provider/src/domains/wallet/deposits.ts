// Deposits: rupees through the payment gateway — a pending deposit with its payment step, credited
// exactly once when the gateway's callback says it was paid — and completed deposits for dev funding and the
// demo account. Coin deposits arrive from the chain (chain/simulatedChain.ts). One above the declaration
// threshold arrives held: credited to locked until the person signs its declaration.
import { type Asset, isCoin } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, toMinorUnits } from '@sikka/shared/money/amount';
import type { DepositChannel, InrDepositRequest, InrDepositResponse } from '@sikka/shared/wallet/calls';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { messageError } from '../../platform/http/errors.ts';
import { positiveAmount } from '../../platform/ledger/amounts.ts';
import { type Outcome, once, settle } from '../../platform/ledger/idempotency.ts';
import { post, type Trx, transfer } from '../../platform/ledger/ledger.ts';
import type { CoinValuer } from '../../platform/ledger/vda.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { DeclarationService } from '../declaration/index.ts';
import type { PaymentEvent, PaymentGateway } from './gateway.ts';
import { type DepositRow, depositWire, outside } from './records.ts';

const PAYMENT_UNKNOWN = 'No such payment';
const INR_DEPOSIT = 'inr_deposit';
const PAYMENT_AMOUNT_MISMATCH = 'The amount does not match the payment';
const DEPOSIT_CREDITED = 'Deposit credited';
const DEPOSIT_HELD = 'Deposit received and held until the declaration is signed';
const ALREADY_PROCESSED = 'Already processed';

/**
 * Posts a deposit's entry: the outside world (bank or chain) → the user's available balance (locked if held). A coin
 * is acquired for the tax year at what it would fetch on arrival: what the person paid elsewhere is not known.
 */
async function postDepositEntry(trx: Trx, deposit: DepositRow, valuer: CoinValuer): Promise<void> {
  const asset = deposit.asset as Asset;
  const quantity = BigInt(deposit.amount);
  const userId = deposit.user_id;
  await post(trx, {
    kind: 'deposit',
    userId,
    reference: `deposit:${deposit.id}`,
    postings: transfer(
      outside(asset),
      { userId, kind: deposit.status === 'held' ? 'locked' : 'available', asset },
      quantity,
    ),
    ...(isCoin(asset)
      ? { vda: [{ userId, asset, source: 'deposit' as const, quantity, cost: valuer(asset, quantity) }] }
      : {}),
  });
}

/** What a deposit's arrival needs besides its row: the declaration it may open, its message, its coin's value. */
export interface ArrivalDeps {
  declarations: DeclarationService;
  events: UserEvents;
  valuer: CoinValuer;
}

/**
 * A pending deposit has arrived (the gateway captured it, the chain confirmed it): pending → completed, or
 * → held with its declaration opened when it is above the threshold, by a conditional UPDATE in the caller's
 * transaction with its entry and its message, so it arrives (and is told) once. Undefined when it was no longer
 * pending.
 */
export async function arriveDeposit(
  trx: Trx,
  { declarations, events, valuer }: ArrivalDeps,
  pending: { id: number; asset: Asset; amount: bigint },
  now: Date,
  set: { tx_hash?: string | null } = {},
): Promise<DepositRow | undefined> {
  const held = declarations.requires(pending.asset, pending.amount);
  const deposit = await trx
    .updateTable('deposits')
    .set({ ...set, status: held ? 'held' : 'completed', completed_at: held ? null : now })
    .where('id', '=', pending.id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!deposit) return undefined;
  await postDepositEntry(trx, deposit, valuer);
  if (held)
    await declarations.open(trx, {
      userId: deposit.user_id,
      asset: pending.asset,
      amount: pending.amount,
      order: { direction: 'deposit', depositId: deposit.id },
    });
  await events.record(
    trx,
    messageEvent(
      deposit.user_id,
      'deposit_credited',
      {
        deposit_id: deposit.id,
        coin: pending.asset,
        amount: fromMinorUnits(pending.amount, pending.asset),
        held,
      },
      `deposit:${deposit.id}:credited`,
    ),
  );
  return deposit;
}

interface CompletedDeposit {
  userId: number;
  asset: Asset;
  amount: bigint;
  channel: DepositChannel;
  /** One deposit per reference: a second call with the same one does nothing (the demo seed across restarts). */
  reference?: string;
  txHash?: string;
  confirmations?: number;
  at: Date;
}

/** A deposit already settled outside (dev funding, the demo seed) and its entry, in the caller's transaction. */
export async function recordCompletedDeposit(
  trx: Trx,
  deposit: CompletedDeposit,
  valuer: CoinValuer,
): Promise<DepositRow | undefined> {
  const row = await trx
    .insertInto('deposits')
    .values({
      user_id: deposit.userId,
      asset: deposit.asset,
      amount: deposit.amount,
      channel: deposit.channel,
      status: 'completed',
      reference: deposit.reference ?? null,
      tx_hash: deposit.txHash ?? null,
      confirmations: deposit.confirmations ?? null,
      confirmations_required: deposit.confirmations ?? null,
      created_at: deposit.at,
      completed_at: deposit.at,
    })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row) await postDepositEntry(trx, row, valuer);
  return row;
}

export class DepositService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly gateway: PaymentGateway,
    private readonly publisher: WalletPublisher,
    private readonly arrival: ArrivalDeps,
  ) {}

  /** POST /wallet/deposits: a pending rupee deposit and the gateway's payment step, once per idempotency key. */
  async createInr(userId: number, body: InrDepositRequest): Promise<Outcome<InrDepositResponse>> {
    const amount = positiveAmount(body.amount, 'INR');
    return once(
      this.db,
      {
        userId,
        key: body.idempotency_key,
        operation: INR_DEPOSIT,
        request: { amount: amount.toString(), channel: body.channel },
      },
      async (trx) => {
        const deposit = await trx
          .insertInto('deposits')
          .values({
            user_id: userId,
            asset: 'INR',
            amount,
            channel: body.channel,
            created_at: this.clock.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const payment = await this.gateway.open(trx, {
          depositId: deposit.id,
          userId,
          amount,
          channel: body.channel,
        });
        return { status: 201, body: { deposit: depositWire(deposit), payment } };
      },
    );
  }

  /** POST /wallet/deposits/outcome: whether the deposit with this key was opened; settles it if not. */
  outcome(userId: number, key: string) {
    return settle<InrDepositResponse>(this.db, { userId, key, operation: INR_DEPOSIT });
  }

  /**
   * An authenticated gateway callback. The deposit moves pending → completed (or failed) by a conditional
   * UPDATE in the same transaction as its ledger entry, so a callback delivered twice — even at the same
   * moment — credits once: the second waits on the row and then finds it no longer pending.
   */
  async onPaymentEvent(event: PaymentEvent): Promise<{ message: string; credited: boolean }> {
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx) => {
      const payment = await trx
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', event.payment_id)
        .forUpdate()
        .executeTakeFirst();
      if (!payment) throw messageError(404, PAYMENT_UNKNOWN);
      if (toMinorUnits(event.amount, 'INR') !== BigInt(payment.amount))
        throw messageError(422, PAYMENT_AMOUNT_MISMATCH);
      const captured = event.type === 'payment.captured';
      const pending = { id: payment.deposit_id, asset: 'INR' as const, amount: BigInt(payment.amount) };
      const deposit = captured
        ? await arriveDeposit(trx, this.arrival, pending, now, {
            tx_hash: event.utr ?? null,
          })
        : await trx
            .updateTable('deposits')
            .set({
              status: 'failed',
              completed_at: now,
              failure_reason: event.failure_reason ?? 'Payment failed',
            })
            .where('id', '=', payment.deposit_id)
            .where('status', '=', 'pending')
            .returningAll()
            .executeTakeFirst();
      if (!deposit) return { message: ALREADY_PROCESSED, credited: false, userId: payment.user_id };
      // A failed one has no message; its page stops waiting.
      if (!captured) await this.arrival.events.changed(trx, payment.user_id, 'deposit');
      await trx
        .updateTable('payments')
        .set({ status: captured ? 'paid' : 'failed', utr: event.utr ?? null, paid_at: captured ? now : null })
        .where('id', '=', payment.id)
        .execute();
      return {
        message: !captured ? 'Deposit failed' : deposit.status === 'held' ? DEPOSIT_HELD : DEPOSIT_CREDITED,
        credited: captured,
        userId: payment.user_id,
      };
    });
    if (outcome.credited) await this.publisher.changed(outcome.userId);
    return { message: outcome.message, credited: outcome.credited };
  }

  /** Dev funding: a completed deposit from the bank or the chain, with its entry. */
  async fund(userId: number, asset: Asset, amount: bigint): Promise<DepositRow> {
    const row = await this.db.transaction().execute((trx) =>
      recordCompletedDeposit(
        trx,
        {
          userId,
          asset,
          amount,
          channel: asset === 'INR' ? 'BANK_TRANSFER' : 'CHAIN',
          at: this.clock.now(),
        },
        this.arrival.valuer,
      ),
    );
    if (!row) throw new Error('a funding deposit without a reference cannot conflict');
    await this.publisher.changed(userId);
    return row;
  }
}
