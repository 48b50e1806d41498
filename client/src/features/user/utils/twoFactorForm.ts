// The profile's Google Authenticator form before the §9 SMS code is sent (docs/requirements.md §6): turning it on takes the
// app's 6-digit code; turning it off takes that code or one of the recovery codes. The provider checks them again.
import { RECOVERY_CODE_PATTERN, TWO_FACTOR_CODE_NEEDED } from '@sikka/shared/auth/twoFactor';
import { OTP_INVALID_MESSAGE } from '@sikka/shared/validation/otp';
import { z } from 'zod';

export interface TwoFactorValues {
  code: string;
}

/** What the SMS code will confirm: turning it on with the app's code, or off with the app's or a recovery code. */
export type TwoFactorChange = { kind: 'enable'; otp: string } | { kind: 'disable'; code: string };

const APP_CODE = /^\d{6}$/;

/** Whether a code that turns it off is the app's (else a recovery code). */
export const isAppCode = (code: string) => APP_CODE.test(code);

export function twoFactorFormSchema(enabled: boolean): z.ZodType<TwoFactorChange, TwoFactorValues> {
  return z.object({ code: z.string() }).transform(({ code }, ctx): TwoFactorChange => {
    const typed = code.trim();
    if (enabled && (RECOVERY_CODE_PATTERN.test(typed.toLowerCase()) || isAppCode(typed)))
      return { kind: 'disable', code: typed };
    if (!enabled && isAppCode(typed)) return { kind: 'enable', otp: typed };
    ctx.addIssue({
      code: 'custom',
      path: ['code'],
      message: enabled ? TWO_FACTOR_CODE_NEEDED : OTP_INVALID_MESSAGE,
    });
    return z.NEVER;
  });
}
