// Changing the account's e-mail (POST /user/email/otp, POST /user/email; our design paths): the §9 code of purpose 6
// goes to the new address, and only that code, for that address, changes it.
import {
  changeEmailRequestSchema,
  EMAIL_MESSAGES,
  EMAIL_OTP_PURPOSE,
  emailCodeRequestSchema,
} from '@sikka/shared/user/email';
import { resendCountdownMessage } from '@sikka/shared/validation/messages';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { fieldErrorOn, tooMany } from '../http/errors.ts';
import { parseWith } from '../http/parse.ts';
import type { Services } from '../services.ts';
import { endEverySession, isUniqueViolation } from './usersRepo.ts';

/** Apart from the user's other purpose-6 codes (the Aadhaar OTP), so one never spends the other. */
const emailChangeIdentifier = (userId: number) => `email-change:${userId}`;

export function registerEmailRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  async function taken(email: string, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  app.post('/user/email/otp', async (request) => {
    const session = await requireSession(services, request);
    const { email } = parseWith(emailCodeRequestSchema, request.body);
    if (email === session.user.email) throw fieldErrorOn('email', EMAIL_MESSAGES.same);
    if (await taken(email, session.userId)) throw fieldErrorOn('email', EMAIL_MESSAGES.taken);
    const started = await services.otp.start({
      identifier: emailChangeIdentifier(session.userId),
      purpose: EMAIL_OTP_PURPOSE,
      channel: 'email',
      destination: email,
      userId: session.userId,
      data: { email },
    });
    if (started.outcome === 'waiting')
      throw tooMany(resendCountdownMessage(started.waitSeconds), started.waitSeconds);
    return { message: EMAIL_MESSAGES.sent };
  });

  app.post('/user/email', async (request) => {
    const session = await requireSession(services, request);
    const body = parseWith(changeEmailRequestSchema, request.body);
    const step = await services.otp.complete(
      emailChangeIdentifier(session.userId),
      EMAIL_OTP_PURPOSE,
      body.otp,
    );
    // The code was sent for one address: it changes the account to that one only.
    if (step.data.email !== body.email) throw fieldErrorOn('otp', 'The OTP you entered is incorrect');
    try {
      // Every session ends with the change (one who took over a session cannot keep it); this browser gets a new one.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ email: body.email }).where('id', '=', session.userId).execute();
        await endEverySession(trx, session.userId);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldErrorOn('email', EMAIL_MESSAGES.taken);
      throw error;
    }
    const issued = await services.tokens.issueSession(session.userId);
    return { message: EMAIL_MESSAGES.changed, email: body.email, token: issued.token };
  });
}
