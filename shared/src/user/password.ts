// §5 password change: old_password and the new password (§8 field list: old_password, password), confirmed by the
// §9 OTP of purpose 4. The call's path and answer are our design; the answer's fresh token stays in the BFF.
import { z } from 'zod';
import { otpCodeSchema } from '../auth/schemas.ts';
import { OTP_PURPOSE } from '../constants.ts';
import {
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  passwordSchema,
  signUpPasswordSchema,
} from '../validation/password.ts';

export const CHANGE_PASSWORD_OTP_PURPOSE = OTP_PURPOSE.changePassword;
export const OLD_PASSWORD_WRONG = 'The old password is incorrect';
export const PASSWORD_UNCHANGED = 'Choose a password other than your current one';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out';

/** What the browser sends: the §5 rules of choosing a password are the provider's to report on `password`. */
export const changePasswordRequestSchema = z
  .object({
    old_password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE).max(100),
    password: passwordSchema({ noMinMax: true }),
    password_confirmation: z.string().max(100),
    otp: otpCodeSchema,
  })
  .strict()
  .refine((body) => body.password === body.password_confirmation, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The form before the code is asked for: the new password already held to the §5 sign-up rule. */
export const changePasswordFormSchema = z
  .object({
    old_password: z.string().min(1, PASSWORD_REQUIRED_MESSAGE),
    password: signUpPasswordSchema,
    password_confirmation: z.string(),
  })
  .refine((form) => form.password === form.password_confirmation, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** §8 the password-change field list: where a refusal from the server is shown. */
export const CHANGE_PASSWORD_SERVER_FIELDS = {
  old_password: 'old_password',
  password: 'password',
  password_confirmation: 'password_confirmation',
} as const;

/** The provider's answer: every earlier session has ended; `token` is this browser's new one. */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
