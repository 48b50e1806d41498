// Declarations (e-sign): a withdrawal or deposit above its asset's threshold is held, and its declaration opened,
// in the transaction that holds it; signing with the §9 transaction code releases the order in one transaction.
import type { Asset } from '@sikka/shared/constants';
import {
  DECLARATION_MESSAGES,
  type Declaration,
  heldOrderTypeOf,
  needsDeclaration,
  type SignDeclarationRequest,
  type SignDeclarationResponse,
} from '@sikka/shared/declaration/declaration';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { HeldOrder } from '@sikka/shared/wallet/schemas';
import type { Selectable } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EsignRequestsTable } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import { lockUser, lockUserAccounts, post, type Trx, transfer } from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';

type EsignRow = Selectable<EsignRequestsTable>;

/** The order a declaration holds: a withdrawal (its funds already locked) or a deposit (credited to locked). */
/** How a withdrawal is confirmed, inside its transaction: the OTP or authenticator check (routes), or a test's. */
export type Confirmation = (trx: Trx) => Promise<{ ok: true } | { ok: false; message: string }>;

type HeldOrderRef =
  | { direction: 'withdraw'; withdrawalId: number }
  | { direction: 'deposit'; depositId: number };

function declarationWire(row: EsignRow): Declaration {
  return {
    esign_req_id: row.id,
    order_type: row.order_type,
    order_id: (row.withdrawal_id ?? row.deposit_id) as number,
    coin: row.asset as Asset,
    amount: fromMinorUnits(BigInt(row.amount), row.asset),
    status: row.status,
    source_of_funds: row.source_of_funds,
    user_comment: row.user_comment,
    created_at: row.created_at.toISOString(),
    signed_at: row.signed_at?.toISOString() ?? null,
  };
}

/** §3 held-order data: rupee orders carry amount, coin orders volume. */
function heldOrderWire(row: EsignRow): HeldOrder {
  const size = fromMinorUnits(BigInt(row.amount), row.asset);
  return {
    order_type: row.order_type,
    ...(row.asset === 'INR' ? { amount: size } : { volume: size }),
    coin: row.asset as Asset,
    order_id: (row.withdrawal_id ?? row.deposit_id) as number,
    user_comment: row.user_comment,
    esign_req_id: row.id,
  };
}

/** §4 the user's `esign_request`: the oldest order still waiting for its declaration, or null. */
export async function heldOrderOf(db: Database, userId: number): Promise<HeldOrder | null> {
  const row = await db
    .selectFrom('esign_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? heldOrderWire(row) : null;
}

export class DeclarationService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly thresholds: Record<Asset, bigint>,
    private readonly publisher: WalletPublisher,
    private readonly events: UserEvents,
  ) {}

  /** Whether an order of this size waits for a declaration. */
  requires(asset: Asset, amount: bigint): boolean {
    return needsDeclaration(amount, this.thresholds[asset]);
  }

  /** Opens the declaration of an order the caller holds, in the caller's transaction. */
  async open(
    trx: Trx,
    hold: { userId: number; asset: Asset; amount: bigint; order: HeldOrderRef },
  ): Promise<void> {
    const { order } = hold;
    await trx
      .insertInto('esign_requests')
      .values({
        user_id: hold.userId,
        order_type: heldOrderTypeOf(order.direction, hold.asset),
        asset: hold.asset,
        amount: hold.amount,
        withdrawal_id: order.direction === 'withdraw' ? order.withdrawalId : null,
        deposit_id: order.direction === 'deposit' ? order.depositId : null,
        created_at: this.clock.now(),
      })
      .execute();
  }

  /** GET /esign?id=: one of the user's declarations; 404 for anyone else's. */
  async get(userId: number, id: number): Promise<Declaration> {
    const row = await this.db
      .selectFrom('esign_requests')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw messageError(404, DECLARATION_MESSAGES.notFound);
    return declarationWire(row);
  }

  /**
   * POST /esign/sign. Under the user's row lock (the money transactions' lock order), the declaration is signed
   * by a conditional UPDATE on `pending` and its order released in the same transaction: a held withdrawal
   * goes to the bank or chain's queue, a held deposit moves locked → available. A wrong code is committed
   * (the five-tries rule) while nothing else is written.
   */
  async sign(
    userId: number,
    body: Omit<SignDeclarationRequest, 'otp'>,
    confirm: Confirmation,
  ): Promise<SignDeclarationResponse> {
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const row = await trx
        .selectFrom('esign_requests')
        .selectAll()
        .where('id', '=', body.id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw messageError(404, DECLARATION_MESSAGES.notFound);
      if (row.status === 'signed') throw messageError(409, DECLARATION_MESSAGES.alreadySigned);
      const asset = row.asset as Asset;
      await lockUserAccounts(trx, userId, asset);
      const confirmed = await confirm(trx);
      if (!confirmed.ok) return { ok: false, refused: confirmed.message } as const;

      const signed = await trx
        .updateTable('esign_requests')
        .set({
          status: 'signed',
          signed_at: now,
          source_of_funds: body.source_of_funds,
          user_comment: body.user_comment,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirstOrThrow();
      if (row.withdrawal_id !== null) {
        await trx
          .updateTable('withdrawals')
          .set({ status: 'requested' })
          .where('id', '=', row.withdrawal_id)
          .where('status', '=', 'held')
          .executeTakeFirstOrThrow();
        // Its message was written when it was requested (held); its page moves on.
        await this.events.changed(trx, userId, 'withdrawal');
        return { ok: true, signed, message: DECLARATION_MESSAGES.signedWithdraw } as const;
      }
      const deposit = await trx
        .updateTable('deposits')
        .set({ status: 'completed', completed_at: now })
        .where('id', '=', row.deposit_id as number)
        .where('status', '=', 'held')
        .returning(['id', 'amount'])
        .executeTakeFirstOrThrow();
      await post(trx, {
        kind: 'deposit_release',
        userId,
        reference: `deposit:${deposit.id}`,
        postings: transfer(
          { userId, kind: 'locked', asset },
          { userId, kind: 'available', asset },
          BigInt(deposit.amount),
        ),
      });
      // Its message was written when it arrived (held); its page moves on.
      await this.events.changed(trx, userId, 'deposit');
      return { ok: true, signed, message: DECLARATION_MESSAGES.signedDeposit } as const;
    });
    if (!outcome.ok) throw fieldErrorOn('otp', outcome.refused);
    await this.publisher.changed(userId);
    return { message: outcome.message, declaration: declarationWire(outcome.signed) };
  }
}
