// UMA's queries: handles (read, claimed under their unique key), the recipient a 'to' field names, the transfers a
// sender made today (the daily limit), a transfer's row, and the paged history of both directions.
import type { Asset } from '@sikka/shared/constants';
import { maskMobile } from '@sikka/shared/gifting/texts';
import { fromMinorUnits } from '@sikka/shared/money/amount';
import type { Recipient } from '@sikka/shared/uma/rules';
import type { UmaTransfer, UmaTransfersPage } from '@sikka/shared/uma/schemas';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import { countOf, pageOf } from '../../platform/db/pages.ts';
import type { UmaTransfersTable } from '../../platform/db/schema.ts';
import type { UserRow } from '../../platform/identity/usersRepo.ts';
import type { Trx } from '../../platform/ledger/ledger.ts';

export type TransferRow = Selectable<UmaTransfersTable>;

export async function handleOf(
  db: Database | Trx,
  userId: number,
): Promise<{ handle: string; changed_at: Date } | undefined> {
  return db
    .selectFrom('uma_handles')
    .select(['handle', 'changed_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Sets the user's handle; false when another person holds it (the unique key decides a race). */
export async function writeHandle(trx: Trx, userId: number, handle: string, at: Date): Promise<boolean> {
  const taken = await trx
    .selectFrom('uma_handles')
    .select('user_id')
    .where('handle', '=', handle)
    .where('user_id', '<>', userId)
    .executeTakeFirst();
  if (taken) return false;
  try {
    await trx
      .insertInto('uma_handles')
      .values({ user_id: userId, handle, changed_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ handle, changed_at: at }))
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return false;
    throw error;
  }
  return true;
}

/** The account a mobile number or handle names, if any. */
export async function findRecipient(db: Database | Trx, recipient: Recipient): Promise<UserRow | undefined> {
  if (recipient.kind === 'mobile')
    return db
      .selectFrom('users')
      .selectAll()
      .where('mobile_number', '=', recipient.mobile)
      .executeTakeFirst();
  return db
    .selectFrom('users')
    .innerJoin('uma_handles', 'uma_handles.user_id', 'users.id')
    .selectAll('users')
    .where('uma_handles.handle', '=', recipient.handle)
    .executeTakeFirst();
}

/** How another person sees `userId`: '@handle', else their masked mobile number. */
export async function displayName(db: Database | Trx, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .leftJoin('uma_handles', 'uma_handles.user_id', 'users.id')
    .select(['users.mobile_number', 'uma_handles.handle'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return nameOf(row?.handle ?? null, row?.mobile_number ?? null);
}

function nameOf(handle: string | null, mobile: string | null): string {
  if (handle) return `@${handle}`;
  return mobile ? maskMobile(mobile) : 'A Sikka user';
}

/** What the sender has sent of `asset` since `since` (the daily limit's count), in the smallest unit. */
export async function sentSince(trx: Trx, senderId: number, asset: Asset, since: Date): Promise<bigint> {
  const row = await trx
    .selectFrom('uma_transfers')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sent'))
    .where('sender_id', '=', senderId)
    .where('asset', '=', asset)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return BigInt(row.sent);
}

export function insertTransfer(
  trx: Trx,
  transfer: { senderId: number; recipientId: number; asset: Asset; amount: bigint; note: string; at: Date },
): Promise<TransferRow> {
  return trx
    .insertInto('uma_transfers')
    .values({
      sender_id: transfer.senderId,
      recipient_id: transfer.recipientId,
      asset: transfer.asset,
      amount: transfer.amount,
      note: transfer.note,
      created_at: transfer.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function transferWire(
  row: TransferRow,
  direction: UmaTransfer['direction'],
  counterparty: string,
): UmaTransfer {
  const asset = row.asset as Asset;
  return {
    id: row.id,
    direction,
    asset,
    amount: fromMinorUnits(BigInt(row.amount), asset),
    counterparty,
    note: row.note,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /uma/transfers: what the person sent and received, newest first, pages of §9's 4. */
export function transfersPage(db: Database, userId: number, page: number): Promise<UmaTransfersPage> {
  const mine = () =>
    db
      .selectFrom('uma_transfers')
      .where((eb) =>
        eb.or([eb('uma_transfers.sender_id', '=', userId), eb('uma_transfers.recipient_id', '=', userId)]),
      );
  const rows = (limit: number, offset: number) =>
    mine()
      .innerJoin('users as other', (join) =>
        join.on((eb) =>
          eb(
            'other.id',
            '=',
            eb
              .case()
              .when('uma_transfers.sender_id', '=', userId)
              .then(eb.ref('uma_transfers.recipient_id'))
              .else(eb.ref('uma_transfers.sender_id'))
              .end(),
          ),
        ),
      )
      .leftJoin('uma_handles', 'uma_handles.user_id', 'other.id')
      .selectAll('uma_transfers')
      .select(['other.mobile_number as other_mobile', 'uma_handles.handle as other_handle'])
      .orderBy('uma_transfers.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  return pageOf(page, { rows, total: () => countOf(mine().selectAll()) }, (row) =>
    transferWire(
      row,
      row.sender_id === userId ? 'sent' : 'received',
      nameOf(row.other_handle, row.other_mobile),
    ),
  );
}
