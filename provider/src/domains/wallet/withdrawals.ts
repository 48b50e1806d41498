// Withdrawals: rupees to the user's verified bank account, coins to an address checked for its coin;
// confirmed by OTP or Google Authenticator; refused for 24 hours after a 2FA change (§9); limited per asset per
// day. States [held →] requested → processing → completed | failed; one above the declaration threshold is held
// until the person signs its declaration (declaration/declarations.ts). The request locks the funds (available → locked) in
// one entry; completion sends them out (locked → bank/chain); failure gives them back (locked → available).
// Every transition is a conditional UPDATE in the same transaction as its entry, so each happens once.
import { randomBytes } from 'node:crypto';
import { type Asset, type Coin, isCoin, TIMING } from '@sikka/shared/constants';
import { DECLARATION_MESSAGES } from '@sikka/shared/declaration/declaration';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { formatMoney, fromMinorUnits } from '@sikka/shared/money/amount';
import type { Withdrawal, WithdrawalInfo, WithdrawalRequest } from '@sikka/shared/wallet/calls';
import { sql, type UpdateObject } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Tables } from '../../platform/db/schema.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import {
  formatIndiaDateTime,
  INSUFFICIENT_BALANCE,
  positiveAmount,
  startOfIndiaDay,
} from '../../platform/ledger/amounts.ts';
import { type Outcome, once, RefuseAndKeep, settle } from '../../platform/ledger/idempotency.ts';
import {
  type AccountRef,
  lockUserAccounts,
  post,
  type Trx,
  transfer,
  userBalances,
} from '../../platform/ledger/ledger.ts';
import type { WalletPublisher } from '../../platform/ledger/wallets.ts';
import type { Confirmation, DeclarationService } from '../declaration/index.ts';
import { ADDRESS_RULES, checkAddress } from './addresses.ts';
import { bankAccountOf, describeBankAccount } from './bankAccounts.ts';
import { outside, type WithdrawalRow, withdrawalWire } from './records.ts';

const NO_BANK_ACCOUNT = 'Add and verify a bank account in your profile to withdraw rupees';
const NO_ADDRESS_FOR_INR = 'Rupees go to your verified bank account; no address is needed';
const ADDRESS_REQUIRED = 'Enter the address to send to';
const WITHDRAWAL_REQUESTED = 'Your withdrawal request has been received';
const BANK_DECLINED = 'The bank declined the transfer';
const CHAIN_REJECTED = 'The network rejected the transaction';

function twoFactorBlockMessage(until: Date): string {
  return (
    'Withdrawals are paused for 24 hours after a change to your two-factor settings. ' +
    `You can withdraw again after ${formatIndiaDateTime(until)} IST`
  );
}

function dailyLimitMessage(asset: Asset, limit: bigint, remaining: bigint): string {
  return (
    `The daily withdrawal limit for ${asset} is ${formatMoney(asset, limit)}; ` +
    `${formatMoney(asset, remaining)} is left today`
  );
}

/** One pass of the processor: how many withdrawals it completed, failed and started processing. */
interface ProcessorPass {
  completed: number;
  failed: number;
  started: number;
}

const PASS_BATCH = 200;
const WITHDRAWAL = 'withdrawal';

export class WithdrawalService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly limits: Record<Asset, bigint>,
    private readonly publisher: WalletPublisher,
    private readonly declarations: DeclarationService,
    private readonly events: UserEvents,
  ) {}

  /** §9: when the 24-hour block after the user's last 2FA change ends, or null when there is none. */
  blockedUntil(user: Pick<UserRow, 'two_factor_changed_at'>): Date | null {
    if (!user.two_factor_changed_at) return null;
    const until = new Date(user.two_factor_changed_at.getTime() + TIMING.withdrawalBlockAfter2faChangeMs);
    return until > this.clock.now() ? until : null;
  }

  /** 403 with the time the block ends, during the 24 hours after a 2FA change. */
  assertNotBlocked(user: Pick<UserRow, 'two_factor_changed_at'>): void {
    const until = this.blockedUntil(user);
    if (until) throw messageError(403, twoFactorBlockMessage(until));
  }

  async #usedToday(db: Database | Trx, userId: number, asset: Asset): Promise<bigint> {
    const row = await db
      .selectFrom('withdrawals')
      .select(sql<string>`coalesce(sum(amount), 0)::text`.as('used'))
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .where('status', '<>', 'failed')
      .where('created_at', '>=', startOfIndiaDay(this.clock.now()))
      .executeTakeFirstOrThrow();
    return BigInt(row.used);
  }

  /** GET /wallet/withdrawals/info: the rupee destination, today's limit and what is left, the 2FA block. */
  async info(user: UserRow, asset: Asset): Promise<WithdrawalInfo> {
    const limit = this.limits[asset];
    const used = await this.#usedToday(this.db, user.id, asset);
    const bank = asset === 'INR' ? await bankAccountOf(this.db, user.id) : undefined;
    return {
      coin: asset,
      bank_account: bank?.verified ? describeBankAccount(bank) : null,
      daily_limit: fromMinorUnits(limit, asset),
      remaining_today: fromMinorUnits(used >= limit ? 0n : limit - used, asset),
      blocked_until: this.blockedUntil(user)?.toISOString() ?? null,
      address_rules: asset === 'INR' ? [] : [ADDRESS_RULES[asset as Coin]],
    };
  }

  /**
   * POST /wallet/withdrawals, once per idempotency key. In one transaction, under the user's row lock (so a 2FA
   * change commits before it, and blocks it, or after it): §9's block is checked on the row as locked, the
   * user's accounts of the asset are locked, the balance and limit checked, the confirmation spent (an
   * authenticator step's replay guard under the same lock), and the funds move available → locked.
   * A wrong code is still counted (RefuseAndKeep) while nothing else is written.
   */
  async request(
    user: UserRow,
    body: Omit<WithdrawalRequest, 'otp'>,
    confirm: Confirmation,
    /** The sub-broker who started it for their client (docs/sub-brokers.md); the client is told who. */
    startedBy?: { id: number; businessName: string },
  ): Promise<Outcome<{ withdrawal: Withdrawal; message: string }>> {
    const asset = body.coin;
    const amount = positiveAmount(body.amount, asset);
    const outcome = await once(
      this.db,
      {
        userId: user.id,
        key: body.idempotency_key,
        operation: WITHDRAWAL,
        request: { coin: asset, amount: amount.toString(), address: body.address ?? null },
      },
      async (trx, locked) => {
        this.assertNotBlocked(locked);
        const destination = await this.#destination(trx, user.id, asset, body.address);
        await lockUserAccounts(trx, user.id, asset);
        const balance = (await userBalances(trx, user.id))[asset];
        if (balance.available < amount) throw fieldErrorOn('amount', INSUFFICIENT_BALANCE);
        const limit = this.limits[asset];
        const used = await this.#usedToday(trx, user.id, asset);
        if (used + amount > limit)
          throw fieldErrorOn('amount', dailyLimitMessage(asset, limit, used >= limit ? 0n : limit - used));
        const confirmed = await confirm(trx);
        if (!confirmed.ok) throw new RefuseAndKeep(fieldErrorOn('otp', confirmed.message));

        const held = this.declarations.requires(asset, amount);
        const row = await trx
          .insertInto('withdrawals')
          .values({
            user_id: user.id,
            asset,
            amount,
            destination,
            status: held ? 'held' : 'requested',
            created_at: this.clock.now(),
            started_by: startedBy?.id ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (held)
          await this.declarations.open(trx, {
            userId: user.id,
            asset,
            amount,
            order: { direction: 'withdraw', withdrawalId: row.id },
          });
        await post(trx, {
          kind: 'withdrawal_request',
          userId: user.id,
          reference: `withdrawal:${row.id}`,
          postings: transfer(
            { userId: user.id, kind: 'available', asset },
            { userId: user.id, kind: 'locked', asset },
            amount,
          ),
        });
        // Told once: a retry with the same key answers the stored outcome and never gets here.
        await this.events.record(
          trx,
          messageEvent(
            user.id,
            'withdrawal_requested',
            {
              withdrawal_id: row.id,
              coin: asset,
              amount: fromMinorUnits(amount, asset),
              destination,
              held,
              ...(startedBy ? { started_by: startedBy.businessName } : {}),
            },
            `withdrawal:${row.id}:requested`,
          ),
        );
        const message = held ? DECLARATION_MESSAGES.heldWithdraw : WITHDRAWAL_REQUESTED;
        return { status: 201, body: { withdrawal: withdrawalWire(row), message } };
      },
    );
    if (!outcome.replayed) await this.publisher.changed(user.id);
    return outcome;
  }

  /** POST /wallet/withdrawals/outcome: whether the withdrawal with this key was requested; settles it if not. */
  outcome(userId: number, key: string) {
    return settle<{ withdrawal: Withdrawal; message: string }>(this.db, {
      userId,
      key,
      operation: WITHDRAWAL,
    });
  }

  async #destination(trx: Trx, userId: number, asset: Asset, address: string | undefined): Promise<string> {
    if (asset === 'INR') {
      if (address !== undefined) throw fieldErrorOn('address', NO_ADDRESS_FOR_INR);
      const bank = await bankAccountOf(trx, userId);
      if (!bank?.verified) throw fieldErrorOn('coin', NO_BANK_ACCOUNT);
      return describeBankAccount(bank);
    }
    if (address === undefined) throw fieldErrorOn('address', ADDRESS_REQUIRED);
    const checked = checkAddress(asset as Coin, address);
    if (!checked.ok) throw fieldErrorOn('address', checked.message);
    return checked.address;
  }

  /**
   * One pass of the simulated bank and chain: withdrawals already processing are completed (or failed, when
   * told to fail), then requested ones start processing — so each is seen processing for at least one pass.
   */
  async processPass(): Promise<ProcessorPass> {
    const pass: ProcessorPass = { completed: 0, failed: 0, started: 0 };
    const processing = await this.db
      .selectFrom('withdrawals')
      .select(['id', 'asset', 'simulate_failure'])
      .where('status', '=', 'processing')
      .orderBy('id')
      .limit(PASS_BATCH)
      .execute();
    for (const row of processing) {
      if (row.simulate_failure) {
        if (await this.fail(row.id, row.asset === 'INR' ? BANK_DECLINED : CHAIN_REJECTED)) pass.failed += 1;
      } else if (await this.complete(row.id)) pass.completed += 1;
    }
    const requested = await this.db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'requested')
      .orderBy('id')
      .limit(PASS_BATCH)
      .execute();
    if (requested.length > 0) {
      pass.started = await this.db.transaction().execute(async (trx) => {
        const started = await trx
          .updateTable('withdrawals')
          .set({ status: 'processing', processing_at: this.clock.now() })
          .where(
            'id',
            'in',
            requested.map((row) => row.id),
          )
          .where('status', '=', 'requested')
          .returning('user_id')
          .execute();
        // No message for 'processing'; the withdrawal page moves on without polling.
        for (const userId of new Set(started.map((row) => row.user_id)))
          await this.events.changed(trx, userId, 'withdrawal');
        return started.length;
      });
    }
    return pass;
  }

  /** processing → completed: the locked funds leave for the bank or the chain. False when it was not processing. */
  complete(id: number): Promise<boolean> {
    return this.#finish(id, {
      set: {
        status: 'completed',
        completed_at: this.clock.now(),
        tx_hash: sql<string>`case when asset = 'INR' then ${`UTR${randomBytes(6).toString('hex').toUpperCase()}`}
          else ${`0x${randomBytes(32).toString('hex')}`} end`,
      },
      entry: 'withdrawal_complete',
      to: (_row, asset) => outside(asset),
      message: (row, asset) =>
        messageEvent(
          row.user_id,
          'withdrawal_completed',
          {
            withdrawal_id: row.id,
            coin: asset,
            amount: fromMinorUnits(BigInt(row.amount), asset),
            destination: row.destination,
            reference: row.tx_hash,
          },
          `withdrawal:${row.id}:completed`,
        ),
    });
  }

  /** processing → failed: the locked funds return to available, exactly once. False when it was not processing. */
  fail(id: number, reason: string): Promise<boolean> {
    return this.#finish(id, {
      set: { status: 'failed', failure_reason: reason, completed_at: this.clock.now() },
      entry: 'withdrawal_fail',
      to: (row, asset) => ({ userId: row.user_id, kind: 'available', asset }),
      message: (row, asset) =>
        messageEvent(
          row.user_id,
          'withdrawal_failed',
          { withdrawal_id: row.id, coin: asset, amount: fromMinorUnits(BigInt(row.amount), asset), reason },
          `withdrawal:${row.id}:failed`,
        ),
    });
  }

  /**
   * processing → an end, in one transaction: the row (only if still processing, so once), its locked funds moved
   * to `to`, and its message; then the live wallets. False when it was not processing.
   */
  async #finish(
    id: number,
    end: {
      set: UpdateObject<Tables, 'withdrawals'>;
      entry: 'withdrawal_complete' | 'withdrawal_fail';
      to: (row: WithdrawalRow, asset: Asset) => AccountRef;
      message: (row: WithdrawalRow, asset: Asset) => Parameters<UserEvents['record']>[1];
    },
  ): Promise<boolean> {
    const row = await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('withdrawals')
        .set(end.set)
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const asset = row.asset as Asset;
      const quantity = BigInt(row.amount);
      const userId = row.user_id;
      const to = end.to(row, asset);
      await post(trx, {
        kind: end.entry,
        userId,
        reference: `withdrawal:${row.id}`,
        postings: transfer({ userId, kind: 'locked', asset }, to, quantity),
        // A coin sent out leaves the person's holdings (not a transfer: docs/tax.md); a failed one comes back.
        ...(isCoin(asset) && to.userId === undefined
          ? { vda: [{ userId, asset, kind: 'withdrawal' as const, quantity, consideration: 0n }] }
          : {}),
      });
      await this.events.record(trx, end.message(row, asset));
      return row;
    });
    if (row) await this.publisher.changed(row.user_id);
    return row !== undefined;
  }

  /** Development: the simulated bank or chain will refuse this withdrawal when it processes it. */
  async markToFail(id: number): Promise<WithdrawalRow | undefined> {
    return this.db
      .updateTable('withdrawals')
      .set({ simulate_failure: true })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }
}
