// The UPI ids kept with the bank details (GET/POST /kyc/upi, POST /kyc/upi/delete; our design paths): each added or
// deleted with the §9 code of purpose 3, at most five, one of each per account.
import {
  addUpiRequestSchema,
  deleteUpiRequestSchema,
  MAX_UPI_IDS,
  UPI_MESSAGES,
  UPI_OTP_PURPOSE,
  type UpiList,
} from '@sikka/shared/kyc/upi';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { fieldErrorOn } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import { userOtpIdentifier } from '../otp/otpRoutes.ts';
import type { Services } from '../services.ts';
import { isUniqueViolation } from '../user/usersRepo.ts';

export function registerUpiRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  async function listOf(userId: number, message?: string): Promise<UpiList> {
    const rows = await db
      .selectFrom('upi_ids')
      .select(['id', 'upi_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const upi_ids = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    return message === undefined ? { upi_ids } : { upi_ids, message };
  }

  app.get('/kyc/upi', async (request) => listOf((await requireSession(services, request)).userId));

  app.post('/kyc/upi', async (request) => {
    const session = await requireSession(services, request);
    const body = parseWith(addUpiRequestSchema, request.body);
    const held = await db
      .selectFrom('upi_ids')
      .select(['upi_id'])
      .where('user_id', '=', session.userId)
      .execute();
    if (held.some((row) => row.upi_id === body.upi_id)) throw fieldErrorOn('upi_id', UPI_MESSAGES.taken);
    if (held.length >= MAX_UPI_IDS) throw fieldErrorOn('upi_id', UPI_MESSAGES.tooMany);
    await services.otp.complete(userOtpIdentifier(session.userId), UPI_OTP_PURPOSE, body.otp);
    try {
      await db.insertInto('upi_ids').values({ user_id: session.userId, upi_id: body.upi_id }).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrorOn('upi_id', UPI_MESSAGES.taken);
      throw error;
    }
    return listOf(session.userId, UPI_MESSAGES.added);
  });

  app.post('/kyc/upi/delete', async (request) => {
    const session = await requireSession(services, request);
    const body = parseWith(deleteUpiRequestSchema, request.body);
    const held = await db
      .selectFrom('upi_ids')
      .select('id')
      .where('id', '=', body.id)
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    if (!held) throw fieldErrorOn('id', UPI_MESSAGES.notFound);
    await services.otp.complete(userOtpIdentifier(session.userId), UPI_OTP_PURPOSE, body.otp);
    await db.deleteFrom('upi_ids').where('id', '=', body.id).where('user_id', '=', session.userId).execute();
    return listOf(session.userId, UPI_MESSAGES.deleted);
  });
}
