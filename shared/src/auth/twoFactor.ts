// Wire schemas of the Google Authenticator calls docs/requirements.md §6 implies but §7 does not show (POST /2fa/setup, /2fa/enable,
// /2fa/disable): turning it on or off also takes the §9 SMS code of purpose 5, and starts the 24-hour withdrawal block.
import { z } from 'zod';
import { OTP_PURPOSE } from '../constants.ts';
import { otpCodeSchema, RECOVERY_CODE_PATTERN, recoveryCodeSchema } from './schemas.ts';

export { RECOVERY_CODE_PATTERN };

/** §9 enable 2FA: the SMS code's purpose, for turning it on and off. */
export const TWO_FACTOR_OTP_PURPOSE = OTP_PURPOSE.enable2fa;
/** Recovery codes given when 2FA is turned on: each signs in, or turns 2FA off, once without the app. */
export const RECOVERY_CODE_COUNT = 8;
export const TWO_FACTOR_CODE_NEEDED = 'Enter the Google Authenticator code or a recovery code';

/** POST /2fa/setup: a new secret for the authenticator app, as text and as the otpauth:// address a QR code shows. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,}$/, 'Expected a base32 secret'),
  otpauth_url: z.string().startsWith('otpauth://totp/'),
  message: z.string().optional(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /2fa/enable: the code the app shows for the secret from setup; ga_enabled is 1 afterwards. */
export const twoFactorEnableRequestSchema = z.object({ otp: otpCodeSchema, sms_otp: otpCodeSchema }).strict();
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

/**
 * The recovery codes are shown this once; the provider keeps only their keyed hashes. A 2FA change ends every other
 * session: `token` is this browser's new one (the BFF keeps it in the cookie and never passes it on).
 */
export const twoFactorEnableResponseSchema = z.object({
  message: z.string().optional(),
  recovery_codes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)).length(RECOVERY_CODE_COUNT),
  token: z.string().min(1),
});
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** POST /2fa/disable: the app's code or one unused recovery code, and the SMS code. */
export const twoFactorDisableRequestSchema = z
  .object({
    otp: otpCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
    sms_otp: otpCodeSchema,
  })
  .strict()
  .refine((body) => (body.otp === undefined) !== (body.recovery_code === undefined), {
    message: TWO_FACTOR_CODE_NEEDED,
    path: ['otp'],
  });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableRequestSchema>;
