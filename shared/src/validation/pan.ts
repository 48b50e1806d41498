// §5 PAN: pattern AAAAA0000A, filtered position by position as typed; empty submit gives 'Enter Pan Details'.
import { z } from 'zod';
import { PAN_LENGTH } from '../constants.ts';
import { PAN_EMPTY_MESSAGE } from './messages.ts';

/** §5 the PAN pattern as docs/requirements.md writes it: A is a letter, 0 a digit, one symbol per position. */
export const PAN_FORMAT = 'AAAAA0000A';

// Tested before upper-casing: 'ß'.toUpperCase() is 'SS' and 'ı'.toUpperCase() is 'I', neither of which was typed.
const LETTER = /^[A-Za-z]$/;
const DIGIT = /^[0-9]$/;
const POSITIONS: readonly RegExp[] = [...PAN_FORMAT].map((symbol) => (symbol === 'A' ? LETTER : DIGIT));

export const PAN_PATTERN = new RegExp(
  `^${[...PAN_FORMAT].map((s) => (s === 'A' ? '[A-Z]' : '[0-9]')).join('')}$`,
);

export const PAN_INVALID_MESSAGE = `PAN must look like ${PAN_FORMAT}: 5 letters, 4 digits, 1 letter`;

/**
 * §5 PAN filtered as typed: upper-cased, and a character that cannot stand at the position it would
 * take is dropped, so the field never holds a PAN that could not be completed.
 */
export function filterPanInput(typed: string): string {
  let kept = '';
  for (const char of typed) {
    if (kept.length >= PAN_LENGTH) break;
    if (POSITIONS[kept.length]?.test(char)) kept += char.toUpperCase();
  }
  return kept;
}

/** §5 PAN as submitted: trimmed and upper-cased first, because a pasted or autofilled value skips the filter. */
export const panSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, PAN_EMPTY_MESSAGE)
  .max(PAN_LENGTH, PAN_INVALID_MESSAGE)
  .regex(PAN_PATTERN, PAN_INVALID_MESSAGE);

/** §4/§5 the PAN number prompt of forgot password and the forced reset's PAN gate. */
export const panFormSchema = z.object({ panNumber: panSchema });
export type PanForm = z.infer<typeof panFormSchema>;

/** The prompt's submit: an empty PAN may be submitted, and then says 'Enter Pan Details'. */
export function panSubmitError(value: string): string | null {
  const result = panSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? PAN_INVALID_MESSAGE);
}

/** §7 the PAN travels as pan_number; a server error on it belongs to the PAN field. */
export const PAN_SERVER_FIELDS = { pan_number: 'panNumber' } as const satisfies Record<string, keyof PanForm>;
