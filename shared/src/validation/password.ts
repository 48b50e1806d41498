// §5 password input (8–15, or up to 100 with the no-min-max flag), the sign-up strength rule and confirmation.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_NO_MIN_MAX_LENGTH } from '../constants.ts';
import { SIGN_UP_PASSWORD_HINT, SIGN_UP_PASSWORD_SPECIALS } from './messages.ts';

// Two regexes on purpose: a /g regex keeps lastIndex between test() calls and would answer alternately.
const WHITESPACE = /\s/g;
const HAS_WHITESPACE = /\s/;
const CAPITAL_LETTER = /[A-Z]/;
const SIGN_UP_SPECIAL = new RegExp(`[${SIGN_UP_PASSWORD_SPECIALS.replace(/[\]\\^-]/g, '\\$&')}]`);

export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password';
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_WHITESPACE_MESSAGE = 'Password cannot contain spaces';
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

export function passwordTooLongMessage(max: number): string {
  return `Password must be at most ${max} characters`;
}

export interface PasswordOptions {
  /** §5 the no-min-max flag: no minimum beyond being filled, and a maximum of 100 instead of 15. */
  noMinMax?: boolean;
}

/** §5 the password field's maximum length, for the input's maxLength attribute. */
export function passwordMaxLength(options: PasswordOptions = {}): number {
  return options.noMinMax ? PASSWORD_NO_MIN_MAX_LENGTH : PASSWORD_MAX_LENGTH;
}

/**
 * §5 'identifier and password fields reject some disallowed input': whitespace is the disallowed input
 * (the first generic rule); dropping it as typed means a pasted password with a trailing newline still works.
 */
export function filterPasswordInput(typed: string, options: PasswordOptions = {}): string {
  return typed.replace(WHITESPACE, '').slice(0, passwordMaxLength(options));
}

/** §5 Password input: min 8, max 15 unless the no-min-max flag is set (then max 100). */
export function passwordSchema(options: PasswordOptions = {}) {
  const max = passwordMaxLength(options);
  return z
    .string()
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .min(options.noMinMax ? 1 : PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .max(max, passwordTooLongMessage(max))
    .refine((value) => !HAS_WHITESPACE.test(value), PASSWORD_WHITESPACE_MESSAGE);
}

/** Whether a password has what the §5 sign-up hint asks for beyond its length. */
export function meetsSignUpStrength(password: string): boolean {
  return CAPITAL_LETTER.test(password) && SIGN_UP_SPECIAL.test(password);
}

/**
 * §5 sign-up hint 'Min 8-15 characters, one capital letter and special character from “ !@%&* “' as a rule;
 * a failure shows the hint itself, since it already says what is missing.
 */
export const signUpPasswordSchema = passwordSchema().refine(meetsSignUpStrength, SIGN_UP_PASSWORD_HINT);

/** §5 Reset: the confirmation must repeat the new password exactly. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
