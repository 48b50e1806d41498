// Referral codes (docs/requirements.md §5 sign-up's optional referral code; the format is our design): every person's code is
// derived from their user id — 'SK', the id in base 36, and a Luhn mod 36 check character — so it needs no table,
// a mistyped character or two swapped neighbours are caught, and any code maps back to the one person it names.
const PREFIX = 'SK';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = ALPHABET.length;
const MAX_USER_ID = 2_147_483_647;
const SHAPE = /^SK([0-9A-Z]{1,7})([0-9A-Z])$/;

/** Luhn mod N over the characters: the check character that makes the whole code sum to 0 mod 36. */
function checkCharacter(body: string): string {
  let sum = 0;
  let double = true;
  for (let i = body.length - 1; i >= 0; i--) {
    let value = ALPHABET.indexOf(body[i] as string) * (double ? 2 : 1);
    value = Math.floor(value / BASE) + (value % BASE);
    sum += value;
    double = !double;
  }
  return ALPHABET[(BASE - (sum % BASE)) % BASE] as string;
}

/** The referral code a person shares: referralCodeFor(46) → 'SK1A' + its check character. */
export function referralCodeFor(userId: number): string {
  if (!Number.isInteger(userId) || userId < 1 || userId > MAX_USER_ID)
    throw new RangeError(`user id ${userId}`);
  const body = userId.toString(BASE).toUpperCase();
  return `${PREFIX}${body}${checkCharacter(body)}`;
}

/** The user id a typed referral code names (any case, spaces around ignored), or null when it names no one. */
export function referrerIdOf(code: string): number | null {
  const match = SHAPE.exec(code.trim().toUpperCase());
  if (!match) return null;
  const [, body = '', check] = match;
  if (body.startsWith('0') || checkCharacter(body) !== check) return null;
  const id = Number.parseInt(body, BASE);
  return id >= 1 && id <= MAX_USER_ID ? id : null;
}
