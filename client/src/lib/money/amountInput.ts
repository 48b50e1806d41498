// §5/§9 amounts as the person types: only digits and one decimal point get in (a pasted '1,00,000.50' becomes
// '100000.50'); a keystroke that would pass 12 integer digits or the asset's precision is refused, and the
// field says why with the shared rule's own message. parseAmount (shared/) stays the judge of what is sent.
import { AMOUNT_MAX_INTEGER_DIGITS } from '@sikka/shared/constants';
import { parseAmount, precisionOf } from '@sikka/shared/money/amount';

export interface FilteredAmount {
  /** What the field holds now. */
  value: string;
  /** Why the keystroke was refused, or null. */
  message: string | null;
}

/** Digits and the first point only; a leading point gets its zero. */
function clean(typed: string): string {
  let seenPoint = false;
  let out = '';
  for (const char of typed) {
    if (char >= '0' && char <= '9') out += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += '.';
    }
  }
  return out.startsWith('.') ? `0${out}` : out;
}

export function filterAmountInput(typed: string, asset: string, previous: string): FilteredAmount {
  const value = clean(typed);
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
