// Sending a step's code or notice: the resend wait, the hourly send limits, the record of each send, and delivery
// by SMS or e-mail (a step whose code never arrived is dropped, so it cannot hold the wait).
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Delivery } from '../delivery/delivery.ts';
import { HttpError, messageError, tooMany } from '../http/errors.ts';
import { OTP_SEND_LIMIT } from '../identity/authMessages.ts';
import { OTP_RULES, type StartStep } from './otpSteps.ts';
import { otpText, otpUse } from './otpUse.ts';

const HOUR_MS = 3600_000;
const DELIVERY_FAILED = 'We could not send the OTP right now. Please try again later';

/** 503: the code could not be delivered (the gateway is down or absent). The cause is logged, not shown. */
class DeliveryFailed extends HttpError {
  constructor(cause: unknown) {
    super(503, messageError(503, DELIVERY_FAILED).body);
    this.cause = cause;
  }
}

/** Seconds left of the resend wait after a send at `sentAt`; 0 or less when a new code may go. */
export function resendWait(sentAt: Date, now: Date): number {
  return Math.ceil(OTP_RULES.resendWaitSeconds - (now.getTime() - sentAt.getTime()) / 1000);
}

/** Refuses (429) a send over the hourly limits: per purpose and identifier or destination, and to one destination. */
export async function checkSendCap(
  db: Database,
  identifier: string,
  purpose: number,
  destination: string | null,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const sent = (of: 'purpose' | 'all') =>
    db
      .selectFrom('otp_sends')
      .select([sql<number>`count(*)::int`.as('sends'), sql<Date | null>`min(sent_at)`.as('oldest')])
      .where('sent_at', '>', since)
      .where((eb) =>
        of === 'all'
          ? eb('destination', '=', destination)
          : eb.and([
              eb('purpose', '=', purpose),
              destination === null
                ? eb('identifier', '=', identifier)
                : eb.or([eb('identifier', '=', identifier), eb('destination', '=', destination)]),
            ]),
      )
      .executeTakeFirstOrThrow();
  const capped = (row: { sends: number; oldest: Date | null }, cap: number) => {
    if (row.sends < cap) return;
    const oldest = row.oldest ?? now;
    throw tooMany(OTP_SEND_LIMIT, (oldest.getTime() + HOUR_MS - now.getTime()) / 1000);
  };
  capped(await sent('purpose'), OTP_RULES.sendsPerHour);
  if (destination !== null) capped(await sent('all'), OTP_RULES.sendsPerHourToDestination);
}

/** Counts the send against the limits, then delivers the code or notice (nothing for an authenticator step). */
export async function recordSendAndDeliver(
  db: Database,
  delivery: Delivery,
  step: Pick<StartStep, 'identifier' | 'purpose' | 'channel' | 'destination' | 'userId' | 'use'>,
  message: { code: string } | { notice: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('otp_sends')
    .values({
      identifier: step.identifier,
      destination: step.destination,
      purpose: step.purpose,
      sent_at: now,
    })
    .execute();
  if (step.destination === null || step.channel === 'totp') return;
  try {
    await delivery.send({
      to: step.destination,
      channel: step.channel,
      purpose: step.purpose,
      ...('code' in message
        ? {
            code: message.code,
            text: otpText(
              message.code,
              step.use ?? otpUse(step.purpose, step.identifier),
              OTP_RULES.ttlSeconds / 60,
            ),
          }
        : { code: '', text: message.notice }),
    });
  } catch (cause) {
    // No code that never arrived may hold the resend wait: drop the step, so the person can simply try again.
    await db
      .deleteFrom('otps')
      .where('identifier', '=', step.identifier)
      .where('purpose', '=', step.purpose)
      .execute();
    throw new DeliveryFailed(cause);
  }
}
