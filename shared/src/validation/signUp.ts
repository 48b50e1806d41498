// §5 the sign-up form: when submit is enabled, what is valid, the coupon/referral filter and server fields.
import { z } from 'zod';
import { captchaSchema } from './captcha.ts';
import { signUpPasswordSchema } from './password.ts';
import { phoneSchema } from './phone.ts';
import { RULES } from './rules.ts';

const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/g;

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions';
export const CODE_INVALID_MESSAGE = RULES.alphanumeric.message;

/** §5 Coupon and referral codes are character-filtered as typed: letters and digits only. */
export function filterCodeInput(typed: string): string {
  return typed.replace(NOT_ALPHANUMERIC, '');
}

/** §5 Coupon and referral codes are optional; an empty field is the same as none. */
export const codeSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || RULES.alphanumeric.pattern.test(value), CODE_INVALID_MESSAGE)
  .default('');

export interface SignUpFields {
  phone: string;
  password: string;
  captcha: string;
  termsAccepted: boolean;
}

/** §5 Sign-up: disabled until phone, password, captcha and terms checkbox are set. */
export function canSubmitSignUp({ phone, password, captcha, termsAccepted }: SignUpFields): boolean {
  return phone !== '' && password !== '' && captcha !== '' && termsAccepted;
}

/** §5 Sign-up form: 10-digit phone, the hinted password rule, captcha, accepted terms, optional codes. */
export const signUpSchema = z.object({
  phone: phoneSchema,
  password: signUpPasswordSchema,
  captcha: captchaSchema,
  termsAccepted: z.literal(true, TERMS_REQUIRED_MESSAGE),
  couponCode: codeSchema,
  referralCode: codeSchema,
});
export type SignUpForm = z.infer<typeof signUpSchema>;

/** §5 server-error fields of sign-up and the form field each belongs to (§8 phone, password, coupon, referral, captcha). */
export const SIGN_UP_SERVER_FIELDS = {
  mobile_number: 'phone',
  password: 'password',
  coupon_code: 'couponCode',
  referral_code: 'referralCode',
  recaptcha_code: 'captcha',
} as const satisfies Record<string, keyof SignUpForm>;
