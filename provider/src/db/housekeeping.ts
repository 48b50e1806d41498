// Deletes rows whose time has passed (spent captchas and API-key nonces, blacklisted tokens past expiry, old counters and codes,
// instant quotes that expired unused).
import type { Clock } from '../clock.ts';
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
  // An executed quote stays: its order names it.
  await db.deleteFrom('quotes').where('executed_at', 'is', null).where('expires_at', '<', dayAgo).execute();
}
