// §5/§9 amounts as the person types: digits and one decimal point get in, and a pasted figure's grouping is dropped
// ('₹1,00,000.50' becomes '100000.50'); anything else — a letter ('1e5'), a sign, a second point — is refused, never
// silently dropped (dropping 'e' would turn 1e5 into 15), as is a keystroke that would pass 12 integer digits or the
// asset's precision; the field says why. parseAmount (shared/) stays the judge of what is sent.
import { AMOUNT_MAX_INTEGER_DIGITS } from '@sikka/shared/constants';
import { parseAmount, precisionOf } from '@sikka/shared/money/amount';

interface FilteredAmount {
  /** What the field holds now. */
  value: string;
  /** Why the keystroke was refused, or null. */
  message: string | null;
}

/** Said when a keystroke or paste holds something no amount can. */
export const AMOUNT_CHARACTERS = 'Enter digits and one decimal point only';

/** What a pasted figure carries besides its digits: the rupee sign, grouping commas, spaces. */
const GROUPING = new Set(['₹', ',', ' ', '\u00a0']);

/** Digits and one point, the grouping dropped and a leading point given its zero; null when anything else is there. */
function clean(typed: string): string | null {
  let seenPoint = false;
  let out = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += '.';
    } else if (!GROUPING.has(char)) return null;
  }
  return out.startsWith('.') ? `0${out}` : out;
}

export function filterAmountInput(typed: string, asset: string, previous: string): FilteredAmount {
  const value = clean(typed);
  if (value === null) return { value: previous, message: AMOUNT_CHARACTERS };
  const [integer = '', decimals] = value.split('.');
  const integerDigits = integer.replace(/^0+(?=\d)/, '').length;
  if (integerDigits > AMOUNT_MAX_INTEGER_DIGITS || (decimals ?? '').length > precisionOf(asset)) {
    // The shared rule words the refusal; a complete number stands in for the half-typed one.
    const probe = parseAmount(decimals === undefined || decimals === '' ? integer : value, asset);
    return { value: previous, message: probe.ok ? null : probe.message };
  }
  return { value, message: null };
}

/** A typed amount ready to send (canonical), or why not; empty is neither (nothing typed yet). */
export function checkAmount(
  value: string,
  asset: string,
):
  | { state: 'empty' }
  | { state: 'ok'; amount: string; minor: bigint }
  | { state: 'invalid'; message: string } {
  if (value.trim() === '') return { state: 'empty' };
  const parsed = parseAmount(value.endsWith('.') ? value.slice(0, -1) : value, asset);
  if (!parsed.ok) return { state: 'invalid', message: parsed.message };
  if (parsed.minor <= 0n) return { state: 'invalid', message: 'Enter an amount greater than zero' };
  return { state: 'ok', amount: parsed.amount, minor: parsed.minor };
}
