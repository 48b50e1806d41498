// Deletes rows whose time has passed (spent captchas and API-key nonces, blacklisted tokens past expiry, old counters and codes,
// instant quotes that expired unused, messages' SMS and e-mails done with a month ago).
import type { Clock } from '../clock.ts';
import { MAX_DELIVERY_ATTEMPTS } from '../delivery/messageDeliveries.ts';
import type { Database } from './database.ts';

const DAY_MS = 24 * 3600_000;

export async function deleteExpired(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.deleteFrom('captcha_spent').where('expires_at', '<', now).execute();
  await db.deleteFrom('api_key_nonces').where('expires_at', '<', now).execute();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db.deleteFrom('session_pan_checks').where('expires_at', '<', now).execute();
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('otp_sends').where('sent_at', '<', dayAgo).execute();
  await db.deleteFrom('otps').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('dev_outbox').where('at', '<', dayAgo).execute();
  // Sent, or given up on: an event is kept once by recorded_events, an announcement's fan-out is long over.
  await db
    .deleteFrom('message_deliveries')
    .where('created_at', '<', new Date(now.getTime() - 30 * DAY_MS))
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('attempts', '>=', MAX_DELIVERY_ATTEMPTS)]))
    .execute();
  // An executed quote stays: its order names it.
  await db.deleteFrom('quotes').where('executed_at', 'is', null).where('expires_at', '<', dayAgo).execute();
}
