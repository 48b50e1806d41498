// §5/§8 one rule for every free-text field: printable text only. Control characters (NUL among them, which
// PostgreSQL cannot store), bidirectional overrides (text that reads differently than it is) and broken Unicode (an
// unpaired surrogate) are refused with a field error, never passed on to fail as a 5xx.
import { z } from 'zod';

export const PLAIN_TEXT_MESSAGE = 'Remove invisible or unsupported characters';

/** C0 and C1 controls and DEL; a multi-line field keeps tab, line feed and carriage return. */
const CONTROL = /[\p{Cc}]/u;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
/** Bidirectional embeddings, overrides and isolates (LRE…RLO, LRI…PDI): they make text read other than it is. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface PlainTextOptions {
  /** A field of several lines (a comment, an address block) keeps tabs and line breaks. */
  multiline?: boolean;
}

/** Whether a value is text a person could have typed and every store can keep. */
export function isPlainText(value: string, options: PlainTextOptions = {}): boolean {
  const checked = options.multiline ? value.replace(LINE_BREAKS_AND_TABS, ' ') : value;
  return !CONTROL.test(checked) && !BIDI_CONTROL.test(checked) && !LONE_SURROGATE.test(checked);
}

/** A string schema that also refuses what is not plain text, with the one §8 field message. */
export function plainText(options: PlainTextOptions = {}) {
  return z.string().refine((value) => isPlainText(value, options), PLAIN_TEXT_MESSAGE);
}

/**
 * The first string anywhere in a parsed JSON value (or query) that PostgreSQL cannot store — a NUL byte or an
 * unpaired surrogate — as the top-level field it sits under ('body' for the value itself), or null when none.
 */
export function unstorableField(value: unknown, field = 'body', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? field : null;
  if (typeof value !== 'object' || value === null || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (depth === 0 && (key.includes('\u0000') || LONE_SURROGATE.test(key))) return 'body';
    const found = unstorableField(inner, depth === 0 ? key : field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
