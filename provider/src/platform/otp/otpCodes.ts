// A one-time code's making and its HMACs: codes and flows are stored and compared as HMACs under OTP_SECRET, never
// as themselves, and compared in constant time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@sikka/shared/constants';

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** What a step stores of its code: bound to its purpose and identifier. */
export function codeHmac(secret: string, purpose: number, identifier: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${identifier}\n${code}`).digest('hex');
}

/** Names one step (a new step is a new flow); an HMAC, so it cannot be made without OTP_SECRET. */
export function flowHmac(
  secret: string,
  row: { id: number; identifier: string; purpose: number; started_at: Date },
): string {
  return createHmac('sha256', secret)
    .update(`flow\n${row.purpose}\n${row.identifier}\n${row.id}\n${row.started_at.getTime()}`)
    .digest('base64url');
}

export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
