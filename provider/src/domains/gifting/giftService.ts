// Gifting a coin (§2 'Gift a Coin'; shared/src/gifting): the sender buys the coin from their rupees exactly as an
// instant buy of that quantity is charged (value at the live buying price, plus fee and GST), and the coin goes to
// the platform's gift escrow ('gift_escrow') in the same entry; the recipient — whoever holds that mobile number,
// verified — claims it (escrow → their available); unclaimed, it goes back to the sender after GIFT_EXPIRY_DAYS, by a
// pg-boss job queued in the send's own transaction. Each move is a conditional UPDATE from 'sent' in the transaction
// of its entry, so a gift is claimed or returned once, whatever races or restarts.
import { randomBytes } from 'node:crypto';
import type { Coin } from '@sikka/shared/constants';
import {
  type claimGiftRequestSchema,
  GIFT_MESSAGES,
  GIFT_OTP_PURPOSE,
  GIFT_QUOTE_TTL_SECONDS,
  type Gift,
  type GiftQuote,
  type GiftsPage,
  type giftQuoteRequestSchema,
  MIN_GIFT_VALUE_PAISE,
  type sendGiftRequestSchema,
} from '@sikka/shared/gifting/schemas';
import { GIFT_EVENT_KINDS, GIFT_TEXTS, type GiftFacts, type GiftStep } from '@sikka/shared/gifting/texts';
import { computeQuote, type QuoteMinor } from '@sikka/shared/market/quote';
import type { MessageData } from '@sikka/shared/messages/kinds';
import { fromMinorUnits, precisionOf, toMinorUnits } from '@sikka/shared/money/amount';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { fieldErrorOn, messageError } from '../../platform/http/errors.ts';
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
import { fillPostings, sameLines, storedLines } from '../instant/index.ts';
import type { MarketService } from '../market/index.ts';
import {
  type GiftRow,
  giftQuoteWire,
  giftsPage,
  giftWire,
  insertGift,
  lockGift,
  mobileOf,
  openGiftExists,
  senderOf,
  settleGift,
  userIdByMobile,
} from './giftsRepo.ts';

export const GIFT_EXPIRY_JOB = 'gift-expiry';
const SEND = 'gift_send';
const CLAIM = 'gift_claim';
const DAY_S = 24 * 3600;

type ExpiryResult = 'returned' | 'settled' | 'not-due';
type SendGiftBody = z.output<typeof sendGiftRequestSchema>;
type GiftQuoteBody = z.output<typeof giftQuoteRequestSchema>;
type ClaimGiftRequest = z.output<typeof claimGiftRequestSchema>;

export class GiftService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly deps: {
      market: MarketService;
      otp: OtpService;
      events: UserEvents;
      wallets: WalletPublisher;
      /** The expiry jobs' queue (started with the first gift, or at start-up when a gift is open). */
      queue: JobQueue;
      expiryDays: number;
      log: FastifyBaseLogger;
    },
  ) {
    deps.queue.handle(GIFT_EXPIRY_JOB, async (data) => {
      const giftId = Number(data.gift_id);
      const result = await this.expire(giftId);
      deps.log.info({ giftId, result }, 'gift expiry');
    });
  }

  /** Runs the expiry jobs when a gift waits (a restart picks up every job queued before it). */
  async start(): Promise<void> {
    if (await openGiftExists(this.db)) await this.deps.queue.start();
  }

  async stop(): Promise<void> {
    await this.deps.queue.stop();
  }

  /**
   * POST /gifts/quotes: the coin worth `inr_amount` at the live buying price, every line of its purchase, held for
   * GIFT_QUOTE_TTL_SECONDS; what the §4 confirmation shows and the send then takes, to the paisa.
   */
  async quote(user: UserRow, body: GiftQuoteBody): Promise<GiftQuote> {
    const worth = positiveAmount(body.inr_amount, 'INR', 'inr_amount');
    if (worth < MIN_GIFT_VALUE_PAISE) throw fieldErrorOn('inr_amount', GIFT_MESSAGES.minimum);
    const priced = this.#purchase(body.coin, worth);
    const now = this.clock.now();
    const id = `gq_${randomBytes(16).toString('hex')}`;
    const expiresAt = new Date(now.getTime() + GIFT_QUOTE_TTL_SECONDS * 1000);
    await this.db
      .insertInto('gift_quotes')
      .values({
        id,
        user_id: user.id,
        coin: body.coin,
        worth,
        coin_price: priced.price,
        fee_schedule: JSON.stringify(this.deps.market.schedule),
        ...priced.lines,
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    return giftQuoteWire(id, body.coin, worth, priced.price, priced.lines, expiresAt);
  }

  /**
   * POST /gifts, once per idempotency key: the sender's quote (theirs, unused; past its time only if the live price
   * gives the same lines) paid from their rupees (its total: value + fee + GST, as an instant buy of the coin), the
   * coin into escrow; the OTP (§9 purpose 8) spent after the balance check (a refused amount does not spend it; a
   * wrong code is still counted). The expiry job is queued in the same transaction, so it exists exactly when the
   * gift does.
   */
  async send(user: UserRow, body: SendGiftBody): Promise<Outcome<{ gift: Gift; message: string }>> {
    if (user.mobile_number !== null && body.recipient_mobile === user.mobile_number)
      throw fieldErrorOn('recipient_mobile', GIFT_MESSAGES.toYourself);
    const outcome = await once(
      this.db,
      {
        userId: user.id,
        key: body.idempotency_key,
        operation: SEND,
        request: {
          quote_id: body.quote_id,
          recipient_mobile: body.recipient_mobile,
          message: body.message,
        },
      },
      async (trx, locked) => {
        await lockUserAccounts(trx, user.id, 'INR');
        const quote = await trx
          .selectFrom('gift_quotes')
          .selectAll()
          .where('id', '=', body.quote_id)
          .where('user_id', '=', user.id)
          .forUpdate()
          .executeTakeFirst();
        if (!quote) throw messageError(404, GIFT_MESSAGES.quoteNotFound);
        if (quote.used_at !== null) throw messageError(409, GIFT_MESSAGES.quoteUsed);
        const coin = quote.coin as Coin;
        const lines = storedLines(quote);
        const now = this.clock.now();
        if (quote.expires_at <= now) {
          const again = this.#purchase(coin, BigInt(quote.worth));
          if (!sameLines(again.lines, quote)) throw fieldErrorOn('inr_amount', GIFT_MESSAGES.priceChanged);
        }
        const balance = (await userBalances(trx, user.id)).INR;
        if (balance.available < lines.total) throw fieldErrorOn('inr_amount', INSUFFICIENT_BALANCE);
        const confirmed = await this.deps.otp.checkFor(trx, user.id, GIFT_OTP_PURPOSE, body.otp);
        if (!confirmed.ok) throw new RefuseAndKeep(fieldErrorOn('otp', confirmed.message));

        await trx.updateTable('gift_quotes').set({ used_at: now }).where('id', '=', quote.id).execute();
        const gift = await insertGift(trx, {
          senderId: user.id,
          recipientMobile: body.recipient_mobile,
          coin,
          quantity: lines.quantity,
          inrValue: lines.value,
          message: body.message,
          quoteId: quote.id,
          at: now,
          expiresAt: new Date(now.getTime() + this.deps.expiryDays * DAY_S * 1000),
        });
        try {
          await post(trx, {
            kind: SEND,
            userId: user.id,
            reference: `gift:${gift.id}`,
            postings: giftPurchase(user.id, coin, lines),
            // The sender buys the coin (at its value: docs/tax.md) and holds it in escrow until it is claimed.
            vda: [
              {
                userId: user.id,
                asset: coin,
                source: 'instant_buy',
                quantity: lines.quantity,
                cost: lines.value,
              },
            ],
          });
        } catch (error) {
          if (error instanceof InsufficientFunds) throw fieldErrorOn('inr_amount', INSUFFICIENT_BALANCE);
          throw error;
        }
        await this.deps.queue.send(
          trx,
          GIFT_EXPIRY_JOB,
          { gift_id: gift.id },
          { delaySeconds: this.deps.expiryDays * DAY_S },
        );
        await this.#tell(trx, gift, 'sent', locked.mobile_number);
        await this.#tell(trx, gift, 'received', locked.mobile_number);
        return {
          status: 201,
          body: { gift: giftWire(gift, 'sent', locked.mobile_number), message: GIFT_MESSAGES.sent },
        };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(user.id);
    return outcome;
  }

  /**
   * The instant buy of the coin worth `worth` paise: the least quantity worth at least that at the buying price,
   * charged as an instant buy of that quantity is (shared/src/market/quote.ts).
   */
  #purchase(coin: Coin, worth: bigint): { lines: QuoteMinor; price: bigint } {
    const price = this.deps.market.prices()[coin].buying_price;
    const pricePaise = toMinorUnits(price, 'INR');
    if (pricePaise <= 0n) throw messageError(503, 'The price is not available');
    const scale = 10n ** BigInt(precisionOf(coin));
    const quantity = (worth * scale + pricePaise - 1n) / pricePaise;
    const quote = computeQuote({
      side: 'buy',
      coin,
      unit: 'coin',
      amount: fromMinorUnits(quantity, coin),
      price,
      schedule: this.deps.market.schedule,
    });
    if (!quote.ok) throw fieldErrorOn('inr_amount', quote.message);
    return { lines: quote.minor, price: pricePaise };
  }

  /**
   * POST /gifts/claim, once per idempotency key: the gift sent to the claimer's own mobile number, still in
   * escrow and not expired, moves escrow → their available.
   */
  async claim(user: UserRow, body: ClaimGiftRequest): Promise<Outcome<{ gift: Gift; message: string }>> {
    const outcome = await once(
      this.db,
      { userId: user.id, key: body.idempotency_key, operation: CLAIM, request: { gift_id: body.gift_id } },
      async (trx, locked) => {
        const gift = await lockGift(trx, body.gift_id);
        if (!gift) throw messageError(404, GIFT_MESSAGES.notFound);
        if (locked.mobile_number === null || gift.recipient_mobile !== locked.mobile_number)
          throw messageError(403, GIFT_MESSAGES.notForYou);
        const now = this.clock.now();
        if (gift.status !== 'sent' || gift.expires_at <= now)
          throw messageError(409, GIFT_MESSAGES.notClaimable);
        const claimed = await settleGift(trx, gift.id, { status: 'claimed', recipientId: user.id }, now);
        if (!claimed) throw new Error(`gift ${gift.id} left 'sent' under its lock`);
        const coin = gift.coin as Coin;
        const quantity = BigInt(gift.quantity);
        await post(trx, {
          kind: CLAIM,
          userId: user.id,
          reference: `gift:${gift.id}`,
          postings: transfer(
            { kind: 'gift_escrow', asset: coin },
            { userId: user.id, kind: 'available', asset: coin },
            quantity,
          ),
          // Claimed: the sender has given the coin away, the recipient acquires it at what it would fetch now.
          vda: [
            { userId: gift.sender_id, asset: coin, kind: 'gift_sent', quantity, consideration: 0n },
            {
              userId: user.id,
              asset: coin,
              source: 'gift_received',
              quantity,
              cost: this.deps.market.valueOf(coin, quantity),
            },
          ],
        });
        const senderMobile = await mobileOf(trx, gift.sender_id);
        await this.#tell(trx, claimed, 'claimed', senderMobile);
        return {
          status: 200,
          body: { gift: giftWire(claimed, 'received', senderMobile), message: GIFT_MESSAGES.claimed },
        };
      },
    );
    if (!outcome.replayed) await this.deps.wallets.changed(user.id);
    return outcome;
  }

  /**
   * The expiry job: a gift still in escrow at its expiry goes back to the sender (escrow → their available).
   * Run again (a retry, a second process, a restart) it finds the gift settled and does nothing; run early (the
   * queue's clock ahead of ours) it queues itself again for when the gift is due.
   */
  async expire(giftId: number): Promise<ExpiryResult> {
    const head = await senderOf(this.db, giftId);
    if (!head) return 'settled';
    const result = await this.db.transaction().execute(async (trx): Promise<ExpiryResult> => {
      // The sender's money transactions' lock order: their row first.
      const sender = await lockUser(trx, head.sender_id);
      const gift = await lockGift(trx, giftId);
      if (gift?.status !== 'sent') return 'settled';
      const now = this.clock.now();
      if (gift.expires_at > now) {
        const wait = Math.ceil((gift.expires_at.getTime() - now.getTime()) / 1000);
        await this.deps.queue.send(trx, GIFT_EXPIRY_JOB, { gift_id: gift.id }, { delaySeconds: wait });
        return 'not-due';
      }
      const returned = await settleGift(trx, gift.id, { status: 'returned' }, now);
      if (!returned) throw new Error(`gift ${gift.id} left 'sent' under its lock`);
      const coin = gift.coin as Coin;
      await post(trx, {
        kind: 'gift_return',
        userId: gift.sender_id,
        reference: `gift:${gift.id}`,
        postings: transfer(
          { kind: 'gift_escrow', asset: coin },
          { userId: gift.sender_id, kind: 'available', asset: coin },
          BigInt(gift.quantity),
        ),
        vda: { held: 'an unclaimed gift was the sender’s coin all along: it comes back from escrow' },
      });
      await this.#tell(trx, returned, 'returned', sender.mobile_number);
      return 'returned';
    });
    if (result === 'returned') await this.deps.wallets.changed(head.sender_id);
    return result;
  }

  /** GET /gifts?box=sent|received. */
  list(user: UserRow, box: 'sent' | 'received', page: number): Promise<GiftsPage> {
    return giftsPage(this.db, { userId: user.id, mobile: user.mobile_number }, box, page);
  }

  /** Each side's message of a step (the recipient's only once they have an account). */
  async #tell(trx: Trx, gift: GiftRow, step: GiftStep, senderMobile: string | null): Promise<void> {
    const facts: GiftFacts = {
      coin: gift.coin as Coin,
      quantity: BigInt(gift.quantity),
      inrValue: BigInt(gift.inr_value),
      recipientMobile: gift.recipient_mobile,
      senderMobile,
      expiryDays: this.deps.expiryDays,
    };
    const texts = GIFT_TEXTS[step];
    const kind = GIFT_EVENT_KINDS[step];
    const data = { gift_id: gift.id } satisfies MessageData[typeof kind];
    if (texts.sender)
      await this.deps.events.record(trx, {
        userId: gift.sender_id,
        kind,
        topic: 'gift',
        ...texts.sender(facts),
        data,
        dedupeKey: `gift:${gift.id}:${step}`,
      });
    if (!texts.recipient) return;
    const recipientId = gift.recipient_id ?? (await userIdByMobile(trx, gift.recipient_mobile));
    if (recipientId !== null)
      await this.deps.events.record(trx, {
        userId: recipientId,
        kind,
        topic: 'gift',
        ...texts.recipient(facts),
        data,
        dedupeKey: `gift:${gift.id}:${step}`,
      });
  }
}

/** The entry of a gift's purchase: an instant buy's lines, the coin going to the gift escrow, not the buyer. */
function giftPurchase(userId: number, coin: Coin, lines: QuoteMinor): Posting[] {
  return fillPostings(userId, 'buy', coin, lines).map((posting) =>
    posting.account.userId !== undefined && posting.account.asset === coin
      ? { ...posting, account: { kind: 'gift_escrow', asset: coin } }
      : posting,
  );
}
