// Wire schemas of the §7 sub-broker calls: the client-withdrawal OTP and the client lookup (ga_enabled).
import { z } from 'zod';
import { DECIMAL_STRING } from '../money/amount.ts';

// Path and query values arrive as strings; ids are the provider's integer user ids (as in user/schemas.ts).
// Digits only, unlike z.coerce, which would also take '1e3', '0x10' or ' 7'.
const idFromString = z
  .union([z.number(), z.string().regex(/^\d+$/, 'Expected a whole number').transform(Number)])
  .pipe(z.number().int().positive());

/** §7 GET /sub-broker/resend-otp?user_id={client}&withdrawal_amount={amount}: amount in rupees. */
export const subBrokerResendOtpQuerySchema = z
  .object({
    user_id: idFromString,
    withdrawal_amount: z.string().regex(DECIMAL_STRING, 'Expected a non-negative decimal string'),
  })
  .strict();
export type SubBrokerResendOtpQuery = z.infer<typeof subBrokerResendOtpQuerySchema>;

export const subBrokerResendOtpResponseSchema = z.object({ message: z.string().optional() });
export type SubBrokerResendOtpResponse = z.infer<typeof subBrokerResendOtpResponseSchema>;

/** §7 GET /sub-broker/get-single-user/{id} path parameter. */
export const subBrokerSingleUserParamsSchema = z.object({ id: idFromString }).strict();
export type SubBrokerSingleUserParams = z.infer<typeof subBrokerSingleUserParamsSchema>;

/**
 * §7 the client record; §6 a client with ga_enabled confirms the withdrawal with 2FA. ga_enabled is a
 * number read with `=== 1`, as on the §3 User.
 */
export const subBrokerSingleUserResponseSchema = z.object({
  id: z.number().int().positive(),
  ga_enabled: z.number().int(),
  name: z.string().nullish(),
  mobile_number: z.string().nullish(),
});
export type SubBrokerSingleUserResponse = z.infer<typeof subBrokerSingleUserResponseSchema>;

/** §6 whether the sub-broker's client confirms with Google Authenticator rather than SMS OTP. */
export function clientUsesTwoFactor(client: Pick<SubBrokerSingleUserResponse, 'ga_enabled'>): boolean {
  return client.ga_enabled === 1;
}

export function subBrokerSingleUserPath(id: number): string {
  return `/sub-broker/get-single-user/${encodeURIComponent(String(id))}`;
}
