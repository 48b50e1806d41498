// The UPI ids kept with the bank details: listed, added and deleted, each change spending the §9 code of purpose 3.
import {
  type AddUpiRequest,
  type DeleteUpiRequest,
  MAX_UPI_IDS,
  UPI_MESSAGES,
  UPI_OTP_PURPOSE,
  type UpiList,
} from '@sikka/shared/kyc/upi';
import type { Database } from '../../platform/db/database.ts';
import { fieldErrorOn } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../platform/identity/usersRepo.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';

/** The person's UPI ids in the order they were added, with the message of the change that led here. */
export async function upiListOf(db: Database, userId: number, message?: string): Promise<UpiList> {
  const rows = await db
    .selectFrom('upi_ids')
    .select(['id', 'upi_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const upi_ids = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  return message === undefined ? { upi_ids } : { upi_ids, message };
}

/** Adds a UPI id: one of each per account, at most five; the code is spent only once both hold. */
export async function addUpiId(
  db: Database,
  otp: OtpService,
  userId: number,
  body: AddUpiRequest,
): Promise<UpiList> {
  const held = await db.selectFrom('upi_ids').select(['upi_id']).where('user_id', '=', userId).execute();
  if (held.some((row) => row.upi_id === body.upi_id)) throw fieldErrorOn('upi_id', UPI_MESSAGES.taken);
  if (held.length >= MAX_UPI_IDS) throw fieldErrorOn('upi_id', UPI_MESSAGES.tooMany);
  await otp.completeFor(userId, UPI_OTP_PURPOSE, body.otp);
  try {
    await db.insertInto('upi_ids').values({ user_id: userId, upi_id: body.upi_id }).execute();
  } catch (error) {
    // A concurrent add of the same id lost the race on the unique index: it is taken, not a 500.
    if (isUniqueViolation(error)) throw fieldErrorOn('upi_id', UPI_MESSAGES.taken);
    throw error;
  }
  return upiListOf(db, userId, UPI_MESSAGES.added);
}

/** Deletes one of the person's UPI ids; the code is spent only once the id is found to be theirs. */
export async function deleteUpiId(
  db: Database,
  otp: OtpService,
  userId: number,
  body: DeleteUpiRequest,
): Promise<UpiList> {
  const held = await db
    .selectFrom('upi_ids')
    .select('id')
    .where('id', '=', body.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!held) throw fieldErrorOn('id', UPI_MESSAGES.notFound);
  await otp.completeFor(userId, UPI_OTP_PURPOSE, body.otp);
  await db.deleteFrom('upi_ids').where('id', '=', body.id).where('user_id', '=', userId).execute();
  return upiListOf(db, userId, UPI_MESSAGES.deleted);
}
