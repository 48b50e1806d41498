// §4/§5 the reset-password form (after forgot password, and the forced reset): new password and confirmation.
import { z } from 'zod';
import { PASSWORD_MISMATCH_MESSAGE, passwordsMatch, signUpPasswordSchema } from './password.ts';

export const CONFIRMATION_REQUIRED_MESSAGE = 'Please confirm your password';

export interface ResetPasswordFields {
  password: string;
  passwordConfirmation: string;
}

export function canSubmitReset({ password, passwordConfirmation }: ResetPasswordFields): boolean {
  return password !== '' && passwordConfirmation !== '';
}

/**
 * §5 Reset: new password and confirmation. The new password follows the sign-up rule: it is a password
 * being chosen, and a reset must not be the way round the rule sign-up enforces.
 */
export const resetPasswordSchema = z
  .object({
    password: signUpPasswordSchema,
    passwordConfirmation: z.string().min(1, CONFIRMATION_REQUIRED_MESSAGE),
  })
  .refine((form) => passwordsMatch(form.password, form.passwordConfirmation), {
    error: PASSWORD_MISMATCH_MESSAGE,
    path: ['passwordConfirmation'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** §7 /auth/reset and /force-reset-password send password and password_confirmation. */
export const RESET_SERVER_FIELDS = {
  password: 'password',
  password_confirmation: 'passwordConfirmation',
} as const satisfies Record<string, keyof ResetPasswordForm>;
