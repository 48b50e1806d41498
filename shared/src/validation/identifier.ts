// §4/§5 the login and forgot-password identifier: a mobile number or an e-mail, told apart by '@'.
import { z } from 'zod';
import { PHONE_LENGTH_MESSAGE } from './messages.ts';
import { PHONE_PATTERN } from './phone.ts';
import { EMAIL_PATTERN, RULES } from './rules.ts';

export type IdentifierKind = 'email' | 'mobile';

export const IDENTIFIER_REQUIRED_MESSAGE = 'Please enter your mobile number or email';
export const EMAIL_INVALID_MESSAGE = RULES.email.message;

const WHITESPACE = /\s/g;

/** §5 Forgot password: an '@' means e-mail (and anything else a mobile number). */
export function identifierKind(value: string): IdentifierKind {
  return value.includes('@') ? 'email' : 'mobile';
}

/** §5 'identifier and password fields reject some disallowed input': neither a number nor an address has spaces. */
export function filterIdentifierInput(typed: string): string {
  return typed.replace(WHITESPACE, '');
}

/** The identifier's error, or null: e-mail pattern for an '@', exactly 10 digits otherwise. */
export function identifierError(value: string): string | null {
  if (value === '') return IDENTIFIER_REQUIRED_MESSAGE;
  if (identifierKind(value) === 'email') return EMAIL_PATTERN.test(value) ? null : EMAIL_INVALID_MESSAGE;
  return PHONE_PATTERN.test(value) ? null : PHONE_LENGTH_MESSAGE;
}

/** §5 the identifier as submitted; trimmed because autofill and paste bring spaces the filter never saw. */
export const identifierSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const message = identifierError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
