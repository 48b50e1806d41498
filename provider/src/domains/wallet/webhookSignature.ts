// Signed gateway callbacks: `x-sikka-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` with the shared
// secret (PAYMENT_WEBHOOK_SECRET). The timestamp bounds replays; the comparison is constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-sikka-signature';
/** How far a callback's timestamp may be from our clock. */
const SIGNATURE_TOLERANCE_S = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header value for a body sent at `at`. */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** True when the header signs this exact body with the secret, within the tolerance of `now`. */
export function verifyWebhook(secret: string, body: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return false;
  return timingSafeEqual(Buffer.from(mac(secret, timestamp, body), 'hex'), Buffer.from(given, 'hex'));
}
