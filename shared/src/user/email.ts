// Changing the account's e-mail (§9 OTP purpose 6): the code goes to the new address, so only someone who reads it
// can make it the account's. Paths are our design.
import { z } from 'zod';
import { LOGIN_REQUIRED, otpCodeSchema } from '../auth/schemas.ts';
import { OTP_PURPOSE } from '../constants.ts';

export const EMAIL_OTP_PURPOSE = OTP_PURPOSE.changeEmail;
export const EMAIL_MESSAGES = {
  invalid: 'Enter an e-mail address like name@example.com',
  same: 'This is already your e-mail address',
  taken: 'This e-mail address is used by another account',
  sent: 'We sent a code to your new e-mail address',
  changed: 'Your e-mail address has been changed',
} as const;

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: EMAIL_MESSAGES.invalid }).max(254));

export const emailCodeRequestSchema = z.object({ email: emailSchema }).strict();
/** `required: '2FA'`: the person uses Google Authenticator, so the change takes the app's code too (§6). */
export const emailCodeResponseSchema = z.object({
  message: z.string(),
  required: z.literal(LOGIN_REQUIRED.twoFactor).nullish(),
});
/**
 * `otp` is the code e-mailed to the new address (it proves the address, not the person); an authenticator user
 * also gives the app's code as `authenticator_otp`.
 */
export const changeEmailRequestSchema = z
  .object({ email: emailSchema, otp: otpCodeSchema, authenticator_otp: otpCodeSchema.optional() })
  .strict();
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
