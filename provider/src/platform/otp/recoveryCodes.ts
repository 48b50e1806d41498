// Google Authenticator recovery codes: random, shown once, stored as HMACs under the OTP key (a database read alone
// cannot test guesses), each spent once.
import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@sikka/shared/auth/twoFactor';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

export function recoveryCodeHash(key: string, code: string): string {
  return createHmac('sha256', key).update(`recovery:${code}`).digest('hex');
}
