// Google Authenticator codes (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) via otpauth, checked against the provider's clock.
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ISSUER = 'Sikka';

function totp(secret: string, label = 'Sikka account'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app scans (as a QR code). */
export function totpUrl(secret: string, label: string): string {
  return totp(secret, label).toString();
}

/** The current code for a secret (dev fixtures and tests act as the authenticator app). */
export function totpCode(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to, or null when it matches none: one step either side of now is accepted for
 * clock drift, and a step at or before `lastStep` is refused, so a code seen once cannot be replayed.
 */
export function matchTotp(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
