// Gifts' queries and wire shape: a gift sent, locked for its claim or return, its state moved once (each move a
// conditional UPDATE from 'sent'), and the sent and received lists.
import type { Coin } from '@sikka/shared/constants';
import type { Gift, GiftQuote, GiftsPage } from '@sikka/shared/gifting/schemas';
import { maskMobile } from '@sikka/shared/gifting/texts';
import type { QuoteMinor } from '@sikka/shared/market/quote';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Selectable } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countOf, emptyPage, pageOf } from '../../platform/db/pages.ts';
import type { GiftsTable } from '../../platform/db/schema.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

export type GiftRow = Selectable<GiftsTable>;
type Direction = Gift['direction'];

/** A gift as its sender (the number they typed) or its recipient (the sender's number, masked) sees it. */
export function giftWire(row: GiftRow, direction: Direction, senderMobile: string | null): Gift {
  const coin = row.coin as Coin;
  return {
    id: row.id,
    coin,
    quantity: fromMinorUnits(BigInt(row.quantity), coin),
    inr_value: fromMinorUnits(BigInt(row.inr_value), 'INR'),
    counterparty:
      direction === 'sent' ? row.recipient_mobile : senderMobile ? maskMobile(senderMobile) : 'A Sikka user',
    message: row.message,
    status: row.status,
    direction,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

/** A gift quote as the §4 confirmation reads it: rupees and the coin as decimal strings. */
export function giftQuoteWire(
  id: string,
  coin: Coin,
  worth: bigint,
  price: bigint,
  lines: QuoteMinor,
  expiresAt: Date,
): GiftQuote {
  const inr = (paise: bigint) => fromMinorUnits(paise, 'INR');
  return {
    quote_id: id,
    expires_at: expiresAt.toISOString(),
    coin,
    worth: inr(worth),
    price: inr(price),
    quantity: fromMinorUnits(lines.quantity, coin),
    value: inr(lines.value),
    fee: inr(lines.fee),
    gst: inr(lines.gst),
    total: inr(lines.total),
  };
}

export function insertGift(
  trx: Trx,
  gift: {
    senderId: number;
    recipientMobile: string;
    coin: Coin;
    quantity: bigint;
    inrValue: bigint;
    message: string;
    quoteId: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<GiftRow> {
  return trx
    .insertInto('gifts')
    .values({
      sender_id: gift.senderId,
      recipient_mobile: gift.recipientMobile,
      coin: gift.coin,
      quantity: gift.quantity,
      inr_value: gift.inrValue,
      message: gift.message,
      quote_id: gift.quoteId,
      created_at: gift.at,
      expires_at: gift.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function senderOf(db: Database, giftId: number): Promise<{ sender_id: number } | undefined> {
  return db.selectFrom('gifts').select('sender_id').where('id', '=', giftId).executeTakeFirst();
}

/** The gift, locked: a claim and a return queue behind each other and the loser finds it settled. */
export function lockGift(trx: Trx, giftId: number): Promise<GiftRow | undefined> {
  return trx.selectFrom('gifts').selectAll().where('id', '=', giftId).forUpdate().executeTakeFirst();
}

/** sent → claimed (by `recipientId`) or → returned; undefined when it was no longer 'sent'. */
export function settleGift(
  trx: Trx,
  giftId: number,
  to: { status: 'claimed'; recipientId: number } | { status: 'returned' },
  at: Date,
): Promise<GiftRow | undefined> {
  return trx
    .updateTable('gifts')
    .set({
      status: to.status,
      settled_at: at,
      ...(to.status === 'claimed' ? { recipient_id: to.recipientId } : {}),
    })
    .where('id', '=', giftId)
    .where('status', '=', 'sent')
    .returningAll()
    .executeTakeFirst();
}

/** The account holding a mobile number, if anyone does. */
export async function userIdByMobile(db: Database | Trx, mobile: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('mobile_number', '=', mobile)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function mobileOf(db: Database | Trx, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('mobile_number')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.mobile_number ?? null;
}

/** Whether any gift waits for its claim or return (the expiry queue must run). */
export async function openGiftExists(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('gifts')
    .select('id')
    .where('status', '=', 'sent')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET /gifts: a person's sent gifts, or those sent to their mobile number; newest first, pages of §9's 4. */
export function giftsPage(
  db: Database,
  who: { userId: number; mobile: string | null },
  box: Direction,
  page: number,
): Promise<GiftsPage> {
  if (box === 'received' && who.mobile === null) return Promise.resolve(emptyPage(page));
  const mine = () => {
    const gifts = db.selectFrom('gifts');
    return box === 'sent'
      ? gifts.where('gifts.sender_id', '=', who.userId)
      : gifts.where('gifts.recipient_mobile', '=', who.mobile as string);
  };
  const rows = (limit: number, offset: number) =>
    mine()
      .innerJoin('users as sender', 'sender.id', 'gifts.sender_id')
      .selectAll('gifts')
      .select('sender.mobile_number as sender_mobile')
      .orderBy('gifts.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  return pageOf(page, { rows, total: () => countOf(mine().selectAll()) }, (row) =>
    giftWire(row, box, row.sender_mobile),
  );
}
