// UMA (docs/requirements.md §1, §2 /in/uma): a person's handle, and money sent to another verified Sikka user — rupees or a coin
// moved available → available in ONE ledger entry, never touching a bank or a chain — once per idempotency key,
// confirmed with §9's transaction OTP (8), within the sender's daily limit per asset; both sides told in the same
// transaction.
import { type Asset, type Coin, isCoin } from '@sikka/shared/constants';
import { messageEvent } from '@sikka/shared/messages/kinds';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import { SUPPORT_CONTACT } from '@sikka/shared/routes/menus';
import {
  checkUmaAmount,
  dailyLimitMessage,
  HANDLE_MESSAGES,
  handleChangeWaitMessage,
  nextHandleChange,
  parseRecipient,
  UMA_DAILY_LIMIT,
  UMA_MESSAGES,
} from '@sikka/shared/uma/rules';
import {
  type HandleResponse,
  type SendUmaResponse,
  type sendUmaRequestSchema,
  UMA_OTP_PURPOSE,
  type UmaTransfersPage,
} from '@sikka/shared/uma/schemas';
import { actionPermission } from '@sikka/shared/user/verification';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import { startOfIndiaDay } from '../../platform/ledger/amounts.ts';
import { type Outcome, once, RefuseAndKeep } from '../../platform/ledger/idempotency.ts';
import { InsufficientFunds, post, type Trx, transfer, userBalances } from '../../platform/ledger/ledger.ts';
import type { CoinValuer } from '../../platform/ledger/vda.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import {
  displayName,
  findRecipient,
  handleOf,
  insertTransfer,
  sentSince,
  type TransferRow,
  transfersPage,
  transferWire,
  writeHandle,
} from './umaRepo.ts';

const SEND = 'uma_send';
type SendUmaBody = z.output<typeof sendUmaRequestSchema>;

export class UmaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      /** The transaction OTP's check (tests of races pass one that accepts any code). */
      otp: Pick<OtpService, 'checkFor'>;
      events: UserEvents;
      /** What a coin would fetch now: the recipient's cost for the tax year. */
      valuer: CoinValuer;
      /** Told after commit: each side's wallet changed. */
      wallets: { changed(userId: number): Promise<void> };
    },
  ) {}

  /** GET /uma/handle. */
  async handle(user: UserRow): Promise<HandleResponse> {
    const row = await handleOf(this.db, user.id);
    return this.#handleAnswer(row);
  }

  /**
   * POST /uma/handle: the first choice is free, a change waits HANDLE_CHANGE_DAYS after the last; the same handle
   * again changes nothing. Under the user's row lock, so two changes of one person queue.
   */
  async setHandle(user: UserRow, handle: string): Promise<HandleResponse> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forNoKeyUpdate().execute();
      const current = await handleOf(trx, user.id);
      if (current?.handle === handle) return this.#handleAnswer(current);
      const now = this.clock.now();
      const wait = nextHandleChange(current?.changed_at ?? null, now);
      if (wait) throw fieldErrorOn('handle', handleChangeWaitMessage(wait));
      if (!(await writeHandle(trx, user.id, handle, now)))
        throw fieldErrorOn('handle', HANDLE_MESSAGES.taken);
      return this.#handleAnswer({ handle, changed_at: now });
    });
  }

  #handleAnswer(row: { handle: string; changed_at: Date } | undefined): HandleResponse {
    const next = nextHandleChange(row?.changed_at ?? null, this.clock.now());
    return { handle: row?.handle ?? null, next_change_at: next?.toISOString() ?? null };
  }

  /**
   * POST /uma/transfers, once per idempotency key. Every refusal is a §8 field error that moves nothing. In one
   * transaction under the sender's row lock (once(): all their money calls queue, so the balance and today's sum
   * read here stay true until commit): the balance and the daily limit are checked, the OTP spent (a wrong code
   * still counted), the transfer written and its entry posted, both messages recorded.
   */
  async send(user: UserRow, body: SendUmaBody): Promise<Outcome<SendUmaResponse>> {
    const amount = checkUmaAmount(body.amount, body.asset);
    if (!amount.ok) throw fieldErrorOn('amount', amount.message);
    const to = parseRecipient(body.to);
    const asset = body.asset;
    let recipientId: number | null = null;
    const outcome = await once(
      this.db,
      {
        userId: user.id,
        key: body.idempotency_key,
        operation: SEND,
        // The recipient as named, so a retry replays its answer even if that name has since moved on.
        request: { to, asset, amount: amount.minor.toString(), note: body.note },
      },
      async (trx) => {
        const recipient = await findRecipient(trx, to);
        if (!recipient) throw fieldErrorOn('to', UMA_MESSAGES.unknownRecipient);
        if (recipient.id === user.id) throw fieldErrorOn('to', UMA_MESSAGES.toYourself);
        // No claimable holds: only a verified person can receive (§6 governs what they may then do with it).
        if (!actionPermission(recipient, SUPPORT_CONTACT.phone).allowed)
          throw fieldErrorOn('to', UMA_MESSAGES.unverifiedRecipient);
        recipientId = recipient.id;
        const available = (await userBalances(trx, user.id))[asset].available;
        if (available < amount.minor) throw fieldErrorOn('amount', UMA_MESSAGES.insufficient);
        const now = this.clock.now();
        const sentToday = await sentSince(trx, user.id, asset, startOfIndiaDay(now));
        const limit = UMA_DAILY_LIMIT[asset];
        if (sentToday + amount.minor > limit)
          throw fieldErrorOn('amount', dailyLimitMessage(asset, limit - sentToday));
        const confirmed = await this.deps.otp.checkFor(trx, user.id, UMA_OTP_PURPOSE, body.otp);
        if (!confirmed.ok) throw new RefuseAndKeep(fieldErrorOn('otp', confirmed.message));

        const row = await insertTransfer(trx, {
          senderId: user.id,
          recipientId: recipient.id,
          asset,
          amount: amount.minor,
          note: body.note,
          at: now,
        });
        try {
          // The one entry of a transfer: the sender's available to the recipient's, balanced per asset.
          await post(trx, {
            kind: SEND,
            userId: user.id,
            reference: `uma:${row.id}`,
            postings: transfer(
              { userId: user.id, kind: 'available', asset },
              { userId: recipient.id, kind: 'available', asset },
              amount.minor,
            ),
            vda: isCoin(asset) ? umaMoves(user.id, recipient.id, asset, amount.minor, this.deps.valuer) : [],
          });
        } catch (error) {
          // Spent elsewhere since the read (an exchange fill does not take the row lock): refused, nothing moved.
          if (error instanceof InsufficientFunds) throw fieldErrorOn('amount', UMA_MESSAGES.insufficient);
          throw error;
        }
        const recipientName = await displayName(trx, recipient.id);
        await this.#tell(trx, row, await displayName(trx, user.id), recipientName);
        return {
          status: 201,
          body: { transfer: transferWire(row, 'sent', recipientName), message: UMA_MESSAGES.sent },
        };
      },
    );
    if (!outcome.replayed) {
      await this.deps.wallets.changed(user.id);
      if (recipientId !== null) await this.deps.wallets.changed(recipientId);
    }
    return outcome;
  }

  /** GET /uma/transfers. */
  transfers(user: UserRow, page: number): Promise<UmaTransfersPage> {
    return transfersPage(this.db, user.id, page);
  }

  /** Each side's message, in the transfer's transaction (one per side: the dedupe key names the transfer). */
  async #tell(trx: Trx, row: TransferRow, senderName: string, recipientName: string): Promise<void> {
    const asset = row.asset as Asset;
    const money = {
      coin: asset,
      amount: fromMinorUnits(BigInt(row.amount), asset),
      transfer_id: row.id,
      note: row.note,
    };
    await this.deps.events.record(
      trx,
      messageEvent(
        row.sender_id,
        'uma_sent',
        { ...money, counterparty: recipientName },
        `uma:${row.id}:sent`,
      ),
    );
    await this.deps.events.record(
      trx,
      messageEvent(
        row.recipient_id,
        'uma_received',
        { ...money, counterparty: senderName },
        `uma:${row.id}:received`,
      ),
    );
  }
}

/**
 * A coin sent by UMA, for the tax year: the sender parts with it for nothing the platform sees, the recipient
 * acquires it at what it would fetch now (docs/tax.md).
 */
function umaMoves(senderId: number, recipientId: number, asset: Coin, quantity: bigint, valuer: CoinValuer) {
  return [
    { userId: senderId, asset, kind: 'uma_sent' as const, quantity, consideration: 0n },
    { userId: recipientId, asset, source: 'uma_received' as const, quantity, cost: valuer(asset, quantity) },
  ];
}
