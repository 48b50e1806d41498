// Login and recovery identifiers: a mobile number or an e-mail (docs/requirements.md §5: an '@' means e-mail), in one canonical form.
import { identifierKind } from '@sikka/shared/validation/identifier';

export type Identifier = { kind: 'mobile' | 'email'; value: string };

/** Trimmed; e-mail lower-cased, since addresses are stored lower-cased and compared as such. */
export function parseIdentifier(raw: string): Identifier {
  const value = raw.trim();
  return identifierKind(value) === 'email'
    ? { kind: 'email', value: value.toLowerCase() }
    : { kind: 'mobile', value };
}

/** A mobile number as a login answer may show it: only the last four digits. */
export function maskMobile(mobile: string): string {
  return `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;
}
