// §5 sign-up and login mobile number: exactly 10 digits, numeric, at most 10 characters as typed.
import { z } from 'zod';
import { PHONE_LENGTH } from '../constants.ts';
import { PHONE_LENGTH_MESSAGE } from './messages.ts';

const NON_DIGITS = /\D/g;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_LENGTH}}$`);

/** §5 numeric, max 10 characters: applied as typed and on paste ('98765 43210' → '9876543210'). */
export function filterPhoneInput(typed: string): string {
  return typed.replace(NON_DIGITS, '').slice(0, PHONE_LENGTH);
}

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** §5 mobile number exactly 10 digits ('Please enter a 10 digit phone number'). */
export const phoneSchema = z.string().regex(PHONE_PATTERN, PHONE_LENGTH_MESSAGE);
