// Wire schemas of the Google Authenticator calls SPEC.md §6 implies but §7 does not show (POST /2fa/setup, /2fa/enable).
import { z } from 'zod';
import { otpCodeSchema } from './schemas.ts';

/** POST /2fa/setup: a new secret for the authenticator app, as text and as the otpauth:// address a QR code shows. */
export const twoFactorSetupResponseSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,}$/, 'Expected a base32 secret'),
  otpauth_url: z.string().startsWith('otpauth://totp/'),
  message: z.string().optional(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /2fa/enable: the code the app shows for the secret from setup; ga_enabled is 1 afterwards. */
export const twoFactorEnableRequestSchema = z.object({ otp: otpCodeSchema }).strict();
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableRequestSchema>;

export const twoFactorEnableResponseSchema = z.object({ message: z.string().optional() });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

export const twoFactorCalls = {
  setup: {
    method: 'POST',
    path: '/2fa/setup',
    auth: 'bearer',
    request: z.object({}).strict(),
    response: twoFactorSetupResponseSchema,
  },
  enable: {
    method: 'POST',
    path: '/2fa/enable',
    auth: 'bearer',
    request: twoFactorEnableRequestSchema,
    response: twoFactorEnableResponseSchema,
  },
} as const;
