// §4/§5 the forgot-password form: identifier and captcha required; an '@' means e-mail.
import { z } from 'zod';
import { captchaSchema } from './captcha.ts';
import { identifierKind, identifierSchema } from './identifier.ts';

export interface ForgotPasswordFields {
  identifier: string;
  captcha: string;
}

/** §5 Forgot password: identifier and captcha required. */
export function canSubmitForgotPassword({ identifier, captcha }: ForgotPasswordFields): boolean {
  return identifier !== '' && captcha !== '';
}

export const forgotPasswordSchema = z.object({ identifier: identifierSchema, captcha: captchaSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** §4 For an e-mail identifier the forgot screen closes on submit (the OTP goes to the mailbox instead). */
export function closesOnSubmit(identifier: string): boolean {
  return identifierKind(identifier) === 'email';
}

/** §7 recovery carries either email or mobile_number, chosen by the §5 '@' rule. */
export function recoveryIdentifier(identifier: string): { email: string } | { mobile_number: string } {
  return identifierKind(identifier) === 'email' ? { email: identifier } : { mobile_number: identifier };
}

/** §8 forgot-password errors route to the field they belong to (identifier or captcha). */
export const FORGOT_PASSWORD_SERVER_FIELDS = {
  mobile_number: 'identifier',
  email: 'identifier',
  recaptcha_code: 'captcha',
} as const satisfies Record<string, keyof ForgotPasswordForm>;
